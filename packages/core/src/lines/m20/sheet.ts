import { mageAbilityCategories, mageAttributes, type MageAbilityCategory, type MageAttribute } from './keys.ts';
import type { M20Character } from './schema.ts';

/** A trait that may carry a specialty: rated 4 or more (M20 from memory: "specialties from 4 dots"). */
export const specialtyMinimum = 4;

const isAttribute = (key: string): key is MageAttribute => (mageAttributes as readonly string[]).includes(key);

/** The rating of an attribute (by key) or an ability (by id, in whichever category it is). */
export function traitRating(character: Pick<M20Character, 'attributes' | 'abilities'>, key: string): number {
  if (isAttribute(key)) return character.attributes[key];
  for (const category of mageAbilityCategories) {
    const value = character.abilities[category][key];
    if (value !== undefined) return value;
  }
  return 0;
}

/** The category an owned ability is in, if it is owned. */
export function abilityCategoryOf(character: Pick<M20Character, 'abilities'>, id: string): MageAbilityCategory | undefined {
  return mageAbilityCategories.find((category) => character.abilities[category][id] !== undefined);
}

/**
 * Sets the specialty of a trait rated 4 or more; an empty text removes it. Returns `null` when
 * the trait is too low to have one.
 */
export function setSpecialty<C extends Pick<M20Character, 'attributes' | 'abilities' | 'specialties'>>(character: C, key: string, text: string): C | null {
  const trimmed = text.trim().slice(0, 200);
  const specialties = { ...character.specialties };
  if (trimmed === '') {
    delete specialties[key];
    return { ...character, specialties };
  }
  if (traitRating(character, key) < specialtyMinimum) return null;
  return { ...character, specialties: { ...specialties, [key]: trimmed } };
}

/** Spent Willpower points: the marked boxes among the permanent rating's. */
export function spentWillpower(character: Pick<M20Character, 'willpower' | 'willpowerDamage'>): number {
  return character.willpowerDamage.slice(0, character.willpower).filter((box) => box !== 'none').length;
}

/** Spends one Willpower point (marks the first free box); `null` when none is left. */
export function spendWillpower<C extends Pick<M20Character, 'willpower' | 'willpowerDamage'>>(character: C): C | null {
  const index = character.willpowerDamage.findIndex((box, i) => i < character.willpower && box === 'none');
  if (index < 0) return null;
  return { ...character, willpowerDamage: character.willpowerDamage.map((box, i) => (i === index ? 'superficial' : box)) };
}
