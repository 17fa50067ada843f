import { effectiveTable, type XpTable, type XpTableOverrides } from '../../../leveling/xp-table.ts';
import { m20PriceKeys, m20XpTable, type M20PriceKey } from './xp-table.ts';
import { mageSpheres, type MageAbilityCategory, type MageAttribute, type MageSphere } from '../keys.ts';

/**
 * One thing a mage buys with experience: the next dot of an attribute, an ability (a new one
 * included), a Sphere, Arete, Willpower or a background. `name` is what the history shows (the
 * trait's name in the player's language when bought).
 */
export type M20Purchase = (
  | { kind: 'attribute'; key: MageAttribute }
  | { kind: 'ability'; category: MageAbilityCategory; id: string }
  | { kind: 'sphere'; sphere: MageSphere }
  | { kind: 'arete' }
  | { kind: 'willpower' }
  /** Backgrounds come from the story; buying them is the storyteller's optional rule. */
  | { kind: 'background'; id: string; max?: number }
) & { name?: string };

type DotPrice = { perDot: number; first?: number };
const dotPricesOf = (table: XpTable<M20PriceKey>): Record<M20PriceKey, DotPrice> =>
  Object.fromEntries(m20PriceKeys.map((key) => [key, { perDot: table[key].rate, ...(table[key].first === undefined ? {} : { first: table[key].first }) }])) as Record<M20PriceKey, DotPrice>;

/**
 * M20 experience prices of the book table (`m20XpTable`, M20 core p. 336, with each price's
 * source): a multiplier of the current rating, or a flat price for the first dot.
 */
export const experiencePrices: Readonly<Record<M20PriceKey, DotPrice>> = dotPricesOf(m20XpTable);

/** The prices this character pays: the book's, with its chronicle's changes (`xpTable`) on top. */
export function pricesOf(character: { xpTable?: XpTableOverrides | undefined }): Record<M20PriceKey, DotPrice> {
  return dotPricesOf(effectiveTable(m20XpTable, character.xpTable));
}

/** The price of the next dot from `current`: the first dot's flat price, else current × the multiplier. */
export function nextDotPrice(current: number, price: { perDot: number; first?: number }): number {
  if (current === 0 && price.first !== undefined) return price.first;
  return current * price.perDot;
}

/** The XP the next dot of a Sphere costs: 10 for the first, else current × 7 (affinity) or × 8. */
export function sphereCost(current: number, isAffinity: boolean, prices: Readonly<Record<M20PriceKey, DotPrice>> = experiencePrices): number {
  return nextDotPrice(current, isAffinity ? prices.affinitySphere : prices.otherSphere);
}

export const isSphere = (value: string): value is MageSphere => (mageSpheres as readonly string[]).includes(value);
