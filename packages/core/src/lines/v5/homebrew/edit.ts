import { homebrewLimits } from './limits.ts';
import type { HomebrewAbility, HomebrewLevel } from './schema.ts';

/**
 * The discipline editor's commands: each takes the discipline and returns the next one, never
 * changing its input. They keep the inner rules intact (unique ids, requirements that exist).
 */
type WithLevels = { readonly levels: readonly HomebrewLevel[]; readonly lastAbilityId?: number };

/** Adds an empty level after the last one (at most ten). */
export function addLevel<D extends WithLevels>(discipline: D): D {
  if (discipline.levels.length >= homebrewLimits.levels) return discipline;
  return { ...discipline, levels: [...discipline.levels, { abilities: [] }] };
}

/** Clears requirements that name an ability no longer in the discipline. */
function dropDanglingRequirements(levels: HomebrewLevel[]): HomebrewLevel[] {
  const ids = new Set(levels.flatMap((level) => level.abilities.map((ability) => ability.id)));
  return levels.map((level) => ({
    abilities: level.abilities.map((ability) => (ability.requirement !== null && !ids.has(ability.requirement) ? { ...ability, requirement: null } : ability)),
  }));
}

/**
 * Removes level `level` (1-based) with its abilities; the levels above move down by one, so the
 * levels stay 1…n without gaps. Requirements on removed abilities are cleared.
 */
export function removeLevel<D extends WithLevels>(discipline: D, level: number): D {
  if (level < 1 || level > discipline.levels.length) return discipline;
  return { ...discipline, levels: dropDanglingRequirements(discipline.levels.filter((_, index) => index !== level - 1)) };
}

function abilityIds(discipline: WithLevels): number[] {
  return discipline.levels.flatMap((level) => level.abilities.map((ability) => ability.id));
}

/** The highest ability id the discipline has given out, deleted abilities included. */
export function highestAbilityId(discipline: WithLevels): number {
  return Math.max(discipline.lastAbilityId ?? 0, ...abilityIds(discipline), 0);
}

/** The id a new ability gets: one more than any id the discipline ever gave out. */
export function nextAbilityId(discipline: WithLevels): number {
  return highestAbilityId(discipline) + 1;
}

/**
 * Ids in `incoming` that belonged to abilities deleted before `stored` was saved: the stored item
 * no longer has them, yet they are not above its high-water mark. Saving them would make
 * characters that own the deleted power take the new one for it.
 */
export function reusedAbilityIds(stored: WithLevels, incoming: WithLevels): number[] {
  const present = new Set(abilityIds(stored));
  const highest = highestAbilityId(stored);
  return [...new Set(abilityIds(incoming))].filter((id) => !present.has(id) && id <= highest).sort((a, b) => a - b);
}

/** A new ability with nothing but its name; everything else is "none". */
export function blankAbility(id: number, name: string): HomebrewAbility {
  return { id, name, summary: '', dicePool: null, cost: null, duration: null, combo: null, minBloodPotency: null, requirement: null };
}

/** Adds `ability` (its id replaced by the next free one) to level `level`; returns the new id too. */
export function addAbility<D extends WithLevels>(discipline: D, level: number, ability: Omit<HomebrewAbility, 'id'>): { discipline: D; abilityId: number } {
  const target = discipline.levels[level - 1];
  if (!target || target.abilities.length >= homebrewLimits.abilitiesPerLevel) return { discipline, abilityId: 0 };
  const abilityId = nextAbilityId(discipline);
  const levels = discipline.levels.map((entry, index) => (index === level - 1 ? { abilities: [...entry.abilities, { ...ability, id: abilityId }] } : entry));
  return { discipline: { ...discipline, levels, lastAbilityId: abilityId }, abilityId };
}

/** Replaces the fields of ability `abilityId` (its id stays). */
export function updateAbility<D extends WithLevels>(discipline: D, abilityId: number, changes: Partial<Omit<HomebrewAbility, 'id'>>): D {
  const levels = discipline.levels.map((level) => ({
    abilities: level.abilities.map((ability) => (ability.id === abilityId ? { ...ability, ...changes, id: abilityId } : ability)),
  }));
  return { ...discipline, levels };
}

/** Removes ability `abilityId`; abilities that required it no longer require anything. */
export function removeAbility<D extends WithLevels>(discipline: D, abilityId: number): D {
  const levels = discipline.levels.map((level) => ({ abilities: level.abilities.filter((ability) => ability.id !== abilityId) }));
  return { ...discipline, levels: dropDanglingRequirements(levels) };
}
