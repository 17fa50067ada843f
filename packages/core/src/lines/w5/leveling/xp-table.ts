import type { BookSource, XpTable } from '../../../leveling/xp-table.ts';

/**
 * The shared 5th-edition prices are the V5 core table's (p. 460); the W5 book's page was not
 * checked, so the sheet says "as V5 core" (authoring/w5/rules.json: high confidence).
 */
const asVampire: BookSource = { book: 'v5Core', page: 460, sameAs: true };

export const w5PriceKeys = ['attribute', 'skill', 'speciality', 'newTrait', 'raiseTrait', 'giftPerTier', 'rite'] as const;
export type W5PriceKey = (typeof w5PriceKeys)[number];

/**
 * The Werewolf experience table. A Gift at tier × 5 and a rite at a flat 3 are the authors'
 * proposals (authoring/w5/rules.json: unverified), so they are house rules a chronicle may change.
 */
export const w5XpTable = {
  attribute: { formula: 'newLevel', rate: 5, source: asVampire },
  skill: { formula: 'newLevel', rate: 3, source: asVampire },
  speciality: { formula: 'flat', rate: 3, source: asVampire },
  newTrait: { formula: 'newLevel', rate: 3, source: asVampire },
  raiseTrait: { formula: 'flat', rate: 3, source: asVampire },
  /** × the Gift's tier (1–3) in the group the character learns it through. */
  giftPerTier: { formula: 'newLevel', rate: 5, source: 'houseRule' },
  rite: { formula: 'flat', rate: 3, source: 'houseRule' },
} as const satisfies XpTable<W5PriceKey>;
