import type { BookSource, XpTable } from '../../../leveling/xp-table.ts';

/** M20 core rulebook, experience costs (p. 336; confirmed by book owners, issue #46). */
const core: BookSource = { book: 'm20Core', page: 336 };

export const m20PriceKeys = ['attribute', 'ability', 'affinitySphere', 'otherSphere', 'arete', 'willpower', 'background'] as const;
export type M20PriceKey = (typeof m20PriceKeys)[number];

/**
 * The Mage experience table: × the current rating, a first dot at its own price. Buying
 * backgrounds is the book's optional rule; its first dot at 3 is an assumption (authoring/m20/
 * rules.json), so it is a house rule.
 */
export const m20XpTable = {
  attribute: { formula: 'current', rate: 4, source: core },
  ability: { formula: 'current', rate: 2, first: 3, source: core },
  affinitySphere: { formula: 'current', rate: 7, first: 10, source: core },
  otherSphere: { formula: 'current', rate: 8, first: 10, source: core },
  arete: { formula: 'current', rate: 8, source: core },
  willpower: { formula: 'current', rate: 1, source: core },
  background: { formula: 'current', rate: 3, first: 3, source: 'houseRule' },
} as const satisfies XpTable<M20PriceKey>;
