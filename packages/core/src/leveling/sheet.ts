import type { AttributeKey, SkillKey } from '../character/keys.ts';
import type { Character } from '../character/schema.ts';
import { powerKey } from '../content/disciplines.ts';

/** Clan id of the Caitiff in the content bundle (`Clans.json`). */
export const caitiffClanId = 15;
/** Discipline id of Blood Sorcery (Blutmagie), needed for blood rituals. */
export const bloodSorceryId = 3;
/** Discipline id of Oblivion (Vergessenheit), needed for ceremonies. */
export const oblivionId = 11;
/** Highest attribute and skill rating that can be bought. */
export const maxRating = 5;
/** Highest blood potency. */
export const maxBloodPotency = 10;
/** Highest dot of an advantage (merit or background). */
export const maxTraitLevel = 5;
/** Highest normal discipline level; above it the GM option of advanced disciplines is needed. */
export const normalDisciplineMax = 5;
/** Highest discipline level with advanced disciplines. */
export const advancedDisciplineMax = 10;

export type CharacterDiscipline = Character['disciplines'][number];
type Ability = CharacterDiscipline['abilities'][number];

/** Id of a content reference stored as number or numeric string, `null` otherwise. */
export function numericId(id: unknown): number | null {
  const value = typeof id === 'string' && id.trim() !== '' ? Number(id) : id;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The character's clan id, `null` without a clan. */
export function clanIdOf(character: Pick<Character, 'clan'>): number | null {
  return character.clan ? numericId(character.clan.id) : null;
}

/** Whether the character is Caitiff (every discipline costs the Caitiff rate). */
export function isCaitiff(character: Pick<Character, 'clan'>): boolean {
  return clanIdOf(character) === caitiffClanId;
}

/** Whether the black path of the Mark of Cain is at tier 5 (disciplines cost 3 XP per level). */
export function hasBlackMarkTier5(character: Pick<Character, 'markOfCain'>): boolean {
  return character.markOfCain.path === 'black' && character.markOfCain.tier >= 5;
}

/** Index of an owned discipline in `character.disciplines`, −1 when not owned. */
export function disciplineIndex(character: Pick<Character, 'disciplines'>, disciplineId: number): number {
  return character.disciplines.findIndex((entry) => numericId(entry.discipline.id) === disciplineId);
}

/** Dots the character has in a discipline (stored `currentLevel` − 1), 0 when not owned. */
export function disciplineDots(character: Pick<Character, 'disciplines'>, disciplineId: number): number {
  const entry = character.disciplines[disciplineIndex(character, disciplineId)];
  return entry ? Math.max(entry.currentLevel - 1, 0) : 0;
}

/** Most dots a discipline may reach: 5, 10 with advanced disciplines, unlimited when all powers may be learned. */
export function maxDisciplineDots(character: Pick<Character, 'useAdavancedDisciplines' | 'allowLearningOfAllPowers'>): number {
  if (character.allowLearningOfAllPowers) return Number.POSITIVE_INFINITY;
  return character.useAdavancedDisciplines ? advancedDisciplineMax : normalDisciplineMax;
}

/** Highest power level the character may see and learn (6–10 only with advanced disciplines). */
export function visiblePowerMax(character: Pick<Character, 'useAdavancedDisciplines'>): number {
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
export function ownedPowerKeys(character: Pick<Character, 'disciplines'>): Set<string> {
  return new Set(character.disciplines.flatMap(abilityKeysOf));
}

/** Current value of an attribute, `null` when the sheet lacks it. */
export function attributeRating(character: Pick<Character, 'categories'>, key: AttributeKey): number | null {
  for (const category of character.categories) {
    const found = category.attributes.find((attribute) => attribute.key === key);
    if (found) return found.value;
  }
  return null;
}

/** A skill of the sheet (value and specialities), `null` when the sheet lacks it. */
export function skillOf(character: Pick<Character, 'categories'>, key: SkillKey): { value: number; specialization: string[] } | null {
  for (const category of character.categories) {
    const found = category.skills.find((skill) => skill.key === key);
    if (found) return { value: found.value, specialization: [...found.specialization] };
  }
  return null;
}

/** Copy of the categories with one attribute set to `value`. */
export function withAttribute(character: Character, key: AttributeKey, value: number): Character['categories'] {
  return character.categories.map((category) =>
    category.attributes.some((attribute) => attribute.key === key)
      ? { ...category, attributes: category.attributes.map((attribute) => (attribute.key === key ? { ...attribute, value } : attribute)) }
      : category,
  );
}

/** Copy of the categories with one skill's value and specialities replaced. */
export function withSkill(character: Character, key: SkillKey, skill: { value: number; specialization: string[] }): Character['categories'] {
  return character.categories.map((category) =>
    category.skills.some((entry) => entry.key === key)
      ? {
          ...category,
          skills: category.skills.map((entry) => (entry.key === key ? { ...entry, value: skill.value, specialization: [...skill.specialization] } : entry)),
        }
      : category,
  );
}
