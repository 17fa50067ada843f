import type { AttributeKey, SkillKey } from './keys.ts';
import type { Category } from './schema.ts';

type WithCategories = { categories: Category[] };

/** Id of a content reference stored as number or numeric string, `null` otherwise. */
export function numericId(id: unknown): number | null {
  const value = typeof id === 'string' && id.trim() !== '' ? Number(id) : id;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Current value of an attribute, `null` when the sheet lacks it. */
export function attributeRating(character: WithCategories, key: AttributeKey): number | null {
  for (const category of character.categories) {
    const found = category.attributes.find((attribute) => attribute.key === key);
    if (found) return found.value;
  }
  return null;
}

/** Current rating of an attribute, 0 when the sheet does not list it. */
export function attributeValue(character: WithCategories, key: AttributeKey): number {
  return attributeRating(character, key) ?? 0;
}

/** A skill of the sheet (value and specialities), `null` when the sheet lacks it. */
export function skillOf(character: WithCategories, key: SkillKey): { value: number; specialization: string[] } | null {
  for (const category of character.categories) {
    const found = category.skills.find((skill) => skill.key === key);
    if (found) return { value: found.value, specialization: [...found.specialization] };
  }
  return null;
}

/** Copy of the categories with one attribute set to `value`. */
export function withAttribute(character: WithCategories, key: AttributeKey, value: number): Category[] {
  return character.categories.map((category) =>
    category.attributes.some((attribute) => attribute.key === key)
      ? { ...category, attributes: category.attributes.map((attribute) => (attribute.key === key ? { ...attribute, value } : attribute)) }
      : category,
  );
}

/** Copy of the categories with one skill's value and specialities replaced. */
export function withSkill(character: WithCategories, key: SkillKey, skill: { value: number; specialization: string[] }): Category[] {
  return character.categories.map((category) =>
    category.skills.some((entry) => entry.key === key)
      ? {
          ...category,
          skills: category.skills.map((entry) => (entry.key === key ? { ...entry, value: skill.value, specialization: [...skill.specialization] } : entry)),
        }
      : category,
  );
}

/** Health boxes of a 5th-edition character: Stamina + 3 (spec §9). */
export function healthFor(character: WithCategories): number {
  return attributeValue(character, 'sta') + 3;
}

/** Willpower boxes of a 5th-edition character: Composure + Resolve (spec §9). */
export function willpowerFor(character: WithCategories): number {
  return attributeValue(character, 'com') + attributeValue(character, 'res');
}
