/**
 * Validity rules of homebrew abilities (spec §3: combo = an existing discipline and level or none,
 * requirement = an ability of the same discipline or none, minimum blood potency 0–10 or none).
 * Plain functions over plain data, so the schema, the server and the editor's pickers share them.
 */

interface AbilityLike {
  readonly id: number;
  readonly requirement: number | null;
  readonly combo?: { readonly disciplineId: number; readonly level: number } | null;
}
interface DisciplineLike<A extends AbilityLike = AbilityLike> {
  readonly levels: ReadonlyArray<{ readonly abilities: readonly A[] }>;
}

export type StructureProblem = 'duplicate-id' | 'requirement-missing' | 'requirement-self' | 'requirement-cycle';
export type ComboProblem = 'combo-self' | 'combo-unknown' | 'combo-level';
export type AbilityProblem = StructureProblem | ComboProblem;

/** Where a problem is: level (1-based), place in that level, and the ability's id. */
export interface AbilityProblemAt<P extends AbilityProblem = AbilityProblem> {
  level: number;
  index: number;
  abilityId: number;
  problem: P;
}

/** Every ability with its level (1-based) and place, in order. */
export function abilitiesOf<A extends AbilityLike>(discipline: DisciplineLike<A>): Array<{ ability: A; level: number; index: number }> {
  return discipline.levels.flatMap((level, levelIndex) => level.abilities.map((ability, index) => ({ ability, level: levelIndex + 1, index })));
}

/** Whether following requirements from `start` comes back to `start` (it is on a circle). */
function inCycle(start: number, requirementOf: ReadonlyMap<number, number | null>): boolean {
  const seen = new Set<number>();
  let current: number | null | undefined = start;
  while (current !== null && current !== undefined) {
    if (seen.has(current)) return current === start;
    seen.add(current);
    current = requirementOf.get(current);
  }
  return false;
}

/**
 * The rules inside one discipline: ability ids unique, a requirement names another ability of
 * this discipline, and requirements never go round in a circle.
 */
export function disciplineStructureProblems(discipline: DisciplineLike): Array<AbilityProblemAt<StructureProblem>> {
  const all = abilitiesOf(discipline);
  const requirementOf = new Map<number, number | null>();
  const problems: Array<AbilityProblemAt<StructureProblem>> = [];
  for (const { ability, level, index } of all) {
    if (requirementOf.has(ability.id)) problems.push({ level, index, abilityId: ability.id, problem: 'duplicate-id' });
    else requirementOf.set(ability.id, ability.requirement);
  }
  for (const { ability, level, index } of all) {
    const at = { level, index, abilityId: ability.id };
    if (ability.requirement === null) continue;
    if (ability.requirement === ability.id) problems.push({ ...at, problem: 'requirement-self' });
    else if (!requirementOf.has(ability.requirement)) problems.push({ ...at, problem: 'requirement-missing' });
    else if (inCycle(ability.id, requirementOf)) problems.push({ ...at, problem: 'requirement-cycle' });
  }
  return problems;
}

/**
 * What disciplines exist for combos: the number of levels of a discipline by content id (core
 * ids, homebrew ids + 3021), `undefined` when there is no such discipline.
 */
export type DisciplineLevels = (contentId: number) => number | undefined;

/**
 * Combo rules of every ability: the other discipline exists, has the level, and is not this
 * discipline itself (`ownContentId`, unknown while the discipline is new).
 */
export function comboProblems(discipline: DisciplineLike, levelsOf: DisciplineLevels, ownContentId?: number): Array<AbilityProblemAt<ComboProblem>> {
  const problems: Array<AbilityProblemAt<ComboProblem>> = [];
  for (const { ability, level, index } of abilitiesOf(discipline)) {
    const combo = ability.combo;
    if (!combo) continue;
    const at = { level, index, abilityId: ability.id };
    const levels = combo.disciplineId === ownContentId ? undefined : levelsOf(combo.disciplineId);
    if (combo.disciplineId === ownContentId) problems.push({ ...at, problem: 'combo-self' });
    else if (levels === undefined) problems.push({ ...at, problem: 'combo-unknown' });
    else if (combo.level > levels) problems.push({ ...at, problem: 'combo-level' });
  }
  return problems;
}

/** All ability problems: the discipline's own rules, then the combos. */
export function abilityProblems(discipline: DisciplineLike, levelsOf: DisciplineLevels, ownContentId?: number): AbilityProblemAt[] {
  return [...disciplineStructureProblems(discipline), ...comboProblems(discipline, levelsOf, ownContentId)];
}

/**
 * The abilities a requirement picker may offer for `abilityId`: every other ability of the
 * discipline that does not (directly or through others) require `abilityId` itself.
 */
export function requirementOptions<A extends AbilityLike>(discipline: DisciplineLike<A>, abilityId: number): Array<{ ability: A; level: number }> {
  const requirementOf = new Map(abilitiesOf(discipline).map(({ ability }) => [ability.id, ability.requirement] as const));
  const leadsBack = (id: number): boolean => {
    const seen = new Set<number>();
    for (let current: number | null | undefined = id; current !== null && current !== undefined; current = requirementOf.get(current)) {
      if (current === abilityId) return true;
      if (seen.has(current)) return false;
      seen.add(current);
    }
    return false;
  };
  return abilitiesOf(discipline)
    .filter(({ ability }) => ability.id !== abilityId && !leadsBack(ability.id))
    .map(({ ability, level }) => ({ ability, level }));
}

/** The disciplines a combo picker may offer: every known one except this discipline, with its levels. */
export function comboOptions<D extends { id: number; levels: number }>(known: readonly D[], ownContentId?: number): D[] {
  return known.filter((discipline) => discipline.id !== ownContentId && discipline.levels > 0);
}
