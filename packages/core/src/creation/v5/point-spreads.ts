import type { Character } from '../../character/schema.ts';
import type { TraitPackType } from '../../content/traits.ts';

/**
 * Extra trait points a predator type grants for a pack (behaviour-notes §2.3). They only enlarge
 * the budget of the traits step; where the points land is the storyteller's business.
 */
export type PointSpread = {
  type: TraitPackType;
  isFlaw: boolean;
  packId: number;
  points: number;
};

const isSpread = (value: Record<string, unknown>): value is Record<string, unknown> & PointSpread =>
  (value['type'] === 'merits' || value['type'] === 'backgrounds') &&
  typeof value['isFlaw'] === 'boolean' &&
  typeof value['packId'] === 'number' &&
  typeof value['points'] === 'number';

/** The character's point spreads (malformed entries are ignored). */
export function pointSpreadsOf(character: Pick<Character, 'requiredPointSpreads'>): PointSpread[] {
  return character.requiredPointSpreads.filter(isSpread).map(({ type, isFlaw, packId, points }) => ({ type, isFlaw, packId, points }));
}

/** Adds points to the matching spread, creating it when there is none. */
export function addPointSpread(character: Character, spread: PointSpread): Character {
  if (spread.points <= 0) return character;
  const spreads = pointSpreadsOf(character);
  const index = spreads.findIndex((s) => s.type === spread.type && s.isFlaw === spread.isFlaw && s.packId === spread.packId);
  const next = index === -1 ? [...spreads, spread] : spreads.map((s, i) => (i === index ? { ...s, points: s.points + spread.points } : s));
  return { ...character, requiredPointSpreads: next.map((s) => ({ ...s })) };
}
