import type { BookSource, XpTable } from '../../../leveling/xp-table.ts';

/** V5 core rulebook, experience table (p. 460; confirmed by book owners, issue #46). */
const core: BookSource = { book: 'v5Core', page: 460 };

/** Every price key of a vampire's experience table. */
export const v5PriceKeys = [
  'attribute',
  'skill',
  'speciality',
  'clanDiscipline',
  'otherDiscipline',
  'caitiffDiscipline',
  'markOfCainDiscipline',
  'advancedPower',
  'bloodPotency',
  'newTrait',
  'raiseTrait',
  'bloodRitual',
  'oblivionCeremony',
] as const;
export type V5PriceKey = (typeof v5PriceKeys)[number];

/**
 * The Vampire experience table. The Mark of Cain (the original product's own rule) and advanced
 * powers of levels 6–10 (the optional Elder Vampires material) are in no rulebook: house rules.
 */
export const v5XpTable = {
  attribute: { formula: 'newLevel', rate: 5, source: core },
  skill: { formula: 'newLevel', rate: 3, source: core },
  speciality: { formula: 'flat', rate: 3, source: core },
  clanDiscipline: { formula: 'newLevel', rate: 5, source: core },
  otherDiscipline: { formula: 'newLevel', rate: 7, source: core },
  caitiffDiscipline: { formula: 'newLevel', rate: 6, source: core },
  markOfCainDiscipline: { formula: 'newLevel', rate: 3, source: 'houseRule' },
  advancedPower: { formula: 'newLevel', rate: 10, source: 'houseRule' },
  bloodPotency: { formula: 'newLevel', rate: 10, source: core },
  newTrait: { formula: 'newLevel', rate: 3, source: core },
  raiseTrait: { formula: 'flat', rate: 3, source: core },
  bloodRitual: { formula: 'newLevel', rate: 3, source: core },
  // Ceremonies are priced as rituals (the table's ritual line); no page names them.
  oblivionCeremony: { formula: 'newLevel', rate: 3, source: { ...core, sameAs: true } },
} as const satisfies XpTable<V5PriceKey>;
