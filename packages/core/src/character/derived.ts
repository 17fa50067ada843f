import type { AttributeKey } from './keys.ts';
import type { Character } from './schema.ts';

/** Current rating of an attribute, 0 when the sheet does not list it. */
export function attributeValue(character: Pick<Character, 'categories'>, key: AttributeKey): number {
  for (const category of character.categories) {
    const found = category.attributes.find((attribute) => attribute.key === key);
    if (found) return found.value;
  }
  return 0;
}

/** Health boxes: Stamina + 3. */
export function healthFor(character: Pick<Character, 'categories'>): number {
  return attributeValue(character, 'sta') + 3;
}

/** Willpower boxes: Composure + Resolve. */
export function willpowerFor(character: Pick<Character, 'categories'>): number {
  return attributeValue(character, 'com') + attributeValue(character, 'res');
}

/**
 * The humanity penalty of spec §9. Humanity 0 means the character is lost to the Beast, so it
 * gives the smallest safe integer, which outweighs any pool it is compared with.
 */
export function humanityPenalty(humanity: number): number {
  if (humanity <= 0) return Number.MIN_SAFE_INTEGER;
  const table: Record<number, number> = { 1: 8, 2: 6, 3: 4, 4: 2, 5: 1 };
  return table[humanity] ?? 0;
}
