import { powerKey } from '../content/disciplines.ts';
import { numericId } from '../../../fifth-edition/sheet.ts';
import type { CharacterDiscipline, V5Character } from '../schema.ts';

/** Clan id of the Caitiff in the content bundle (`Clans.json`). */
export const caitiffClanId = 15;
/** Discipline id of Blood Sorcery (Blutmagie), needed for blood rituals. */
export const bloodSorceryId = 3;
/** Discipline id of Oblivion (Vergessenheit), needed for ceremonies. */
export const oblivionId = 11;
/** Highest blood potency. */
export const maxBloodPotency = 10;
/** Highest normal discipline level; above it the GM option of advanced disciplines is needed. */
export const normalDisciplineMax = 5;
/** Highest discipline level with advanced disciplines. */
export const advancedDisciplineMax = 10;

export type { CharacterDiscipline };
type Ability = CharacterDiscipline['abilities'][number];

/** The character's clan id, `null` without a clan. */
export function clanIdOf(character: Pick<V5Character, 'clan'>): number | null {
  return character.clan ? numericId(character.clan.id) : null;
}

/** Whether the character is Caitiff (every discipline costs the Caitiff rate). */
export function isCaitiff(character: Pick<V5Character, 'clan'>): boolean {
  return clanIdOf(character) === caitiffClanId;
}

/** Whether the black path of the Mark of Cain is at tier 5 (disciplines cost 3 XP per level). */
export function hasBlackMarkTier5(character: Pick<V5Character, 'markOfCain'>): boolean {
  return character.markOfCain.path === 'black' && character.markOfCain.tier >= 5;
}

/** Index of an owned discipline in `character.disciplines`, −1 when not owned. */
export function disciplineIndex(character: Pick<V5Character, 'disciplines'>, disciplineId: number): number {
  return character.disciplines.findIndex((entry) => numericId(entry.discipline.id) === disciplineId);
}

/** Dots the character has in a discipline (stored `currentLevel` − 1), 0 when not owned. */
export function disciplineDots(character: Pick<V5Character, 'disciplines'>, disciplineId: number): number {
  const entry = character.disciplines[disciplineIndex(character, disciplineId)];
  return entry ? Math.max(entry.currentLevel - 1, 0) : 0;
}

/** Most dots a discipline may reach: 5, 10 with advanced disciplines, unlimited when all powers may be learned. */
export function maxDisciplineDots(character: Pick<V5Character, 'useAdavancedDisciplines' | 'allowLearningOfAllPowers'>): number {
  if (character.allowLearningOfAllPowers) return Number.POSITIVE_INFINITY;
  return character.useAdavancedDisciplines ? advancedDisciplineMax : normalDisciplineMax;
}

/** Highest power level the character may see and learn (6–10 only with advanced disciplines). */
export function visiblePowerMax(character: Pick<V5Character, 'useAdavancedDisciplines'>): number {
  return character.useAdavancedDisciplines ? advancedDisciplineMax : normalDisciplineMax;
}

/** Stable key of an owned ability: its power key, else built from discipline, level and id. */
export function abilityKey(ability: Ability, disciplineId: number | null): string {
  if (typeof ability['key'] === 'string') return ability['key'];
  const id = numericId(ability.id);
  const level = ability['level'];
  if (disciplineId !== null && id !== null && typeof level === 'number') return powerKey(disciplineId, level, id);
  return String(ability.id);
}

/** Keys of the abilities of one owned discipline, in stored order (repeats kept). */
export function abilityKeysOf(entry: CharacterDiscipline): string[] {
  const disciplineId = numericId(entry.discipline.id);
  return entry.abilities.map((ability) => abilityKey(ability, disciplineId));
}

/** Keys of every power the character owns, over all disciplines. */
export function ownedPowerKeys(character: Pick<V5Character, 'disciplines'>): Set<string> {
  return new Set(character.disciplines.flatMap(abilityKeysOf));
}
