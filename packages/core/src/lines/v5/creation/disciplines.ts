import type { V5Character as Character } from '../schema.ts';
import type { Discipline, Power } from '../content/disciplines.ts';
import type { BloodRitual, OblivionCeremony } from '../content/rituals.ts';
import { purchaseEffect } from '../leveling/effects.ts';
import { availablePowers, type PowerOption } from '../leveling/powers.ts';
import { numericId } from '../../../fifth-edition/sheet.ts';
import { bloodSorceryId, disciplineDots, disciplineIndex, oblivionId, ownedPowerKeys } from '../leveling/sheet.ts';

/** The clan's disciplines (for Caitiff every discipline), in the clan's order. */
export function clanDisciplines(character: Pick<Character, 'clan'>, disciplines: readonly Discipline[]): Discipline[] {
  const ids = (character.clan as { disciplines?: unknown } | null)?.disciplines;
  if (!Array.isArray(ids)) return [];
  return ids.map((id) => disciplines.find((discipline) => discipline.id === id)).filter((d): d is Discipline => d !== undefined);
}

function addPoints(character: Character, discipline: Discipline, points: number): Character {
  const index = disciplineIndex(character, discipline.id);
  if (index !== -1) return { ...character, disciplines: character.disciplines.map((entry, i) => (i === index ? { ...entry, points: entry.points + points } : entry)) };
  return { ...character, disciplines: [...character.disciplines, { discipline: { id: discipline.id, name: discipline.name }, points, currentLevel: 1, abilities: [] }] };
}

export type ClanDisciplineProblem = 'same_discipline' | 'not_clan_discipline';

/**
 * Two points in one clan discipline and one in another (docs/product-spec.md §5), merged with the predator type's
 * points: a predator point in the two-point discipline makes three.
 */
export function chooseClanDisciplines(character: Character, twoPointId: number, onePointId: number, disciplines: readonly Discipline[]): { ok: true; character: Character } | { ok: false; problem: ClanDisciplineProblem } {
  if (twoPointId === onePointId) return { ok: false, problem: 'same_discipline' };
  const clan = clanDisciplines(character, disciplines);
  const two = clan.find((d) => d.id === twoPointId);
  const one = clan.find((d) => d.id === onePointId);
  if (!two || !one) return { ok: false, problem: 'not_clan_discipline' };
  return { ok: true, character: addPoints(addPoints(character, two, 2), one, 1) };
}

/** Points and powers bought of each discipline selection. */
export function disciplineProgress(character: Pick<Character, 'disciplines'>): Array<{ id: number; points: number; used: number }> {
  return character.disciplines.map((entry) => ({ id: numericId(entry.discipline.id) ?? 0, points: entry.points, used: entry.abilities.length }));
}

/** The power picker during creation: like leveling, but only while the discipline has points left. */
export function creationPowerOptions(character: Character, discipline: Discipline, all: readonly Discipline[]): PowerOption[] {
  const progress = disciplineProgress(character).find((entry) => entry.id === discipline.id);
  if (!progress || progress.used >= progress.points) return [];
  return availablePowers(character, discipline, all).filter((option) => !option.reasons.includes('owned'));
}

/** Spends one point of a discipline on a power (no experience involved). */
export function buyCreationPower(character: Character, discipline: Discipline, power: Power): Character | null {
  const progress = disciplineProgress(character).find((entry) => entry.id === discipline.id);
  if (!progress || progress.used >= progress.points) return null;
  const effect = purchaseEffect(character, { kind: 'discipline', disciplineId: discipline.id, clanDisciplineIds: [], power });
  return typeof effect === 'string' ? null : effect.character;
}

/** Rituals and ceremonies whose basis is gone (fewer dots, a lost power) leave with it. */
function pruneRites(character: Character): Character {
  const sorcery = disciplineDots(character, bloodSorceryId);
  const owned = ownedPowerKeys(character);
  const oblivion = disciplineDots(character, oblivionId);
  return {
    ...character,
    bloodRituals: character.bloodRituals.filter((ritual) => typeof ritual['level'] === 'number' && ritual['level'] <= sorcery),
    oblivionCeremonies: character.oblivionCeremonies.filter((ceremony) => {
      const prerequisite = ceremony['prerequisite'];
      return typeof ceremony['level'] === 'number' && ceremony['level'] <= oblivion && (typeof prerequisite !== 'string' || owned.has(prerequisite));
    }),
  };
}

/** Takes back the power bought last of a discipline (only the highest can go, so nothing above it breaks). */
export function removeLastCreationPower(character: Character, disciplineId: number): Character {
  const index = disciplineIndex(character, disciplineId);
  const entry = character.disciplines[index];
  if (!entry || entry.abilities.length === 0) return character;
  const levelOf = (ability: (typeof entry.abilities)[number]) => (typeof ability['usedLevel'] === 'number' ? ability['usedLevel'] : 0);
  const highest = entry.abilities.reduce((best, ability, i) => (levelOf(ability) >= levelOf(entry.abilities[best] ?? ability) ? i : best), 0);
  const updated = { ...entry, currentLevel: Math.max(entry.currentLevel - 1, 1), abilities: entry.abilities.filter((_, i) => i !== highest) };
  return pruneRites({ ...character, disciplines: character.disciplines.map((item, i) => (i === index ? updated : item)) });
}

/** Level-1 blood rituals to choose from once the character knows Blood Sorcery. */
export function startingRitualOptions(character: Character, rituals: readonly BloodRitual[]): BloodRitual[] {
  if (disciplineDots(character, bloodSorceryId) < 1) return [];
  return rituals.filter((ritual) => ritual.level === 1).sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

/** Level-1 Oblivion ceremonies whose required power the character owns. */
export function startingCeremonyOptions(character: Character, ceremonies: readonly OblivionCeremony[]): OblivionCeremony[] {
  if (disciplineDots(character, oblivionId) < 1) return [];
  const owned = ownedPowerKeys(character);
  return ceremonies.filter((c) => c.level === 1 && (c.prerequisite === null || owned.has(c.prerequisite))).sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

/** The one starting ritual (choosing another replaces it). */
export function chooseStartingRitual(character: Character, ritual: BloodRitual): Character {
  return { ...character, bloodRituals: [{ ...ritual }] };
}

/** The one starting ceremony (choosing another replaces it). */
export function chooseStartingCeremony(character: Character, ceremony: OblivionCeremony): Character {
  return { ...character, oblivionCeremonies: [{ ...ceremony }] };
}

export type DisciplineStepProblem = 'clan_disciplines_missing' | 'powers_unspent' | 'ritual_missing' | 'ceremony_missing';

export function disciplineStepProblems(
  character: Character,
  clanDisciplinesChosen: boolean,
  content: { bloodRituals: readonly BloodRitual[]; oblivionCeremonies: readonly OblivionCeremony[] },
): DisciplineStepProblem[] {
  if (!clanDisciplinesChosen) return ['clan_disciplines_missing'];
  const problems: DisciplineStepProblem[] = [];
  if (disciplineProgress(character).some((entry) => entry.used !== entry.points)) problems.push('powers_unspent');
  // Exactly one, and it must be one of the options (level 1; for a ceremony, its power owned).
  const isOneOf = (owned: readonly { id: unknown }[], options: readonly { id: number }[]) =>
    owned.length === 1 && options.some((option) => option.id === numericId(owned[0]?.id));
  const ritualOptions = startingRitualOptions(character, content.bloodRituals);
  if (ritualOptions.length > 0 && !isOneOf(character.bloodRituals, ritualOptions)) problems.push('ritual_missing');
  const ceremonyOptions = startingCeremonyOptions(character, content.oblivionCeremonies);
  if (ceremonyOptions.length > 0 && !isOneOf(character.oblivionCeremonies, ceremonyOptions)) problems.push('ceremony_missing');
  return problems;
}
