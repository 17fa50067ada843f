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

/** M20 experience prices (authoring rules.json, confirmed): a multiplier of the current rating, or a flat price for the first dot. */
export const experiencePrices = {
  attribute: { perDot: 4 },
  ability: { perDot: 2, first: 3 },
  affinitySphere: { perDot: 7, first: 10 },
  otherSphere: { perDot: 8, first: 10 },
  arete: { perDot: 8 },
  willpower: { perDot: 1 },
  background: { perDot: 3, first: 3 },
} as const;

/** The price of the next dot from `current`: the first dot's flat price, else current × the multiplier. */
export function nextDotPrice(current: number, price: { perDot: number; first?: number }): number {
  if (current === 0 && price.first !== undefined) return price.first;
  return current * price.perDot;
}

/** The XP the next dot of a Sphere costs: 10 for the first, else current × 7 (affinity) or × 8. */
export function sphereCost(current: number, isAffinity: boolean): number {
  return nextDotPrice(current, isAffinity ? experiencePrices.affinitySphere : experiencePrices.otherSphere);
}

export const isSphere = (value: string): value is MageSphere => (mageSpheres as readonly string[]).includes(value);
