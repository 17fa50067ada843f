import type { FifthEditionRates } from '../../../fifth-edition/leveling.ts';

/**
 * Every XP price of the Werewolf line, in one place (packages/content/authoring/w5/rules.json).
 * Attribute, skill, speciality and advantage prices are the V5 ones (high confidence). The Gift
 * price (tier × 5) and the flat rite price (3) are the authors' proposals, not checked against
 * the book: correct them here and the sheet, the wizard and the tests follow.
 */
export const w5Rates = {
  /** × new attribute value. */
  attribute: 5,
  /** × new skill value. */
  skill: 3,
  /** Flat, per speciality. */
  speciality: 3,
  /** × level of a new merit or background. */
  newTrait: 3,
  /** Flat, per dot an owned merit or background is raised. */
  raiseTrait: 3,
  /** × the Gift's tier (1–3) in the group the character learns it through. */
  giftPerTier: 5,
  /** Flat, per rite. */
  rite: 3,
} as const satisfies FifthEditionRates & Record<string, number>;
