import type { BookSource, XpTable } from '../../../leveling/xp-table.ts';

/**
 * The shared 5th-edition prices are the V5 core table's (p. 460); the H5 book's page was not
 * checked, so the sheet says "as V5 core" (authoring/h5/rules.json: high confidence).
 */
const asVampire: BookSource = { book: 'v5Core', page: 460, sameAs: true };

export const h5PriceKeys = ['attribute', 'skill', 'speciality', 'newTrait', 'raiseTrait', 'edge', 'perk'] as const;
export type H5PriceKey = (typeof h5PriceKeys)[number];

/**
 * The Hunter experience table. Edge 7 and perk 3 are the authors' recollection (authoring/h5/
 * rules.json: LOW confidence), so they are house rules a chronicle may change.
 */
export const h5XpTable = {
  attribute: { formula: 'newLevel', rate: 5, source: asVampire },
  skill: { formula: 'newLevel', rate: 3, source: asVampire },
  speciality: { formula: 'flat', rate: 3, source: asVampire },
  newTrait: { formula: 'newLevel', rate: 3, source: asVampire },
  raiseTrait: { formula: 'flat', rate: 3, source: asVampire },
  edge: { formula: 'flat', rate: 7, source: 'houseRule' },
  perk: { formula: 'flat', rate: 3, source: 'houseRule' },
} as const satisfies XpTable<H5PriceKey>;
