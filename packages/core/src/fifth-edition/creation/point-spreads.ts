import type { FifthEditionCharacter } from '../schema.ts';
import type { TraitPackType } from '../trait-packs.ts';

/**
 * Extra trait points a wizard step grants for a pack (a vampire's predator type, behaviour-notes
 * §2.3). They only enlarge the budget of the traits step; where the points land is the
 * storyteller's business.
 */
export type PointSpread = {
  type: TraitPackType;
  isFlaw: boolean;
  packId: number;
  points: number;
};

/** The character's point spreads. */
export function pointSpreadsOf(character: Pick<FifthEditionCharacter, 'requiredPointSpreads'>): PointSpread[] {
  return character.requiredPointSpreads.map(({ type, isFlaw, packId, points }) => ({ type, isFlaw, packId, points }));
}

/** Adds points to the matching spread, creating it when there is none. */
export function addPointSpread<C extends FifthEditionCharacter>(character: C, spread: PointSpread): C {
  if (spread.points <= 0) return character;
  const spreads = pointSpreadsOf(character);
  const index = spreads.findIndex((s) => s.type === spread.type && s.isFlaw === spread.isFlaw && s.packId === spread.packId);
  const next = index === -1 ? [...spreads, spread] : spreads.map((s, i) => (i === index ? { ...s, points: s.points + spread.points } : s));
  return { ...character, requiredPointSpreads: next.map((s) => ({ ...s })) };
}
