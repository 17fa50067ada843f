import type { DamageState } from '../character/keys.ts';

/** The two kinds of damage of the 5th-edition lines. */
export type DamageKind = 'superficial' | 'aggravated';

/** Dice a full track takes off the pools it impairs (V5 corebook: Impaired, −2). */
export const impairmentDice = 2;

/** Damage on the usable part of a track; `full` boxes (the original product's third mark) count as aggravated. */
export interface DamageCounts {
  superficial: number;
  aggravated: number;
  /** Usable boxes without damage. */
  empty: number;
}

const isAggravated = (state: DamageState) => state === 'heavy' || state === 'full';

/** Counts the damage in the first `usable` boxes; boxes beyond them never count. */
export function damageCounts(track: readonly DamageState[], usable: number): DamageCounts {
  const boxes = track.slice(0, Math.max(0, usable));
  const aggravated = boxes.filter(isAggravated).length;
  const superficial = boxes.filter((state) => state === 'superficial').length;
  return { superficial, aggravated, empty: boxes.length - aggravated - superficial };
}

/** Whether every usable box holds damage: the character is impaired (a track of no boxes never is). */
export function isImpaired(track: readonly DamageState[], usable: number): boolean {
  return Math.min(usable, track.length) > 0 && damageCounts(track, usable).empty === 0;
}

/** Draws counts back into a track of the same length: aggravated first, then superficial; boxes past `usable` stay empty. */
function drawn(track: readonly DamageState[], usable: number, counts: { superficial: number; aggravated: number }): DamageState[] {
  return track.map((_, index) => {
    if (index >= usable) return 'none';
    if (index < counts.aggravated) return 'heavy';
    if (index < counts.aggravated + counts.superficial) return 'superficial';
    return 'none';
  });
}

/**
 * Marks `amount` points of damage (V5 corebook): each point fills an empty usable box; once none is
 * left, a point of superficial damage turns a superficial box into aggravated, and aggravated damage
 * does the same. Boxes beyond the usable count never take damage.
 */
export function takeDamage(track: readonly DamageState[], usable: number, kind: DamageKind, amount = 1): DamageState[] {
  const limit = Math.max(0, Math.min(usable, track.length));
  const counts = damageCounts(track, limit);
  let { superficial, aggravated } = counts;
  for (let point = 0; point < Math.max(0, Math.trunc(amount)); point += 1) {
    if (superficial + aggravated < limit) {
      if (kind === 'superficial') superficial += 1;
      else aggravated += 1;
    } else if (superficial > 0) {
      superficial -= 1;
      aggravated += 1;
    }
  }
  return drawn(track, limit, { superficial, aggravated });
}

/** Heals `amount` points of one kind of damage (never below none). */
export function healDamage(track: readonly DamageState[], usable: number, kind: DamageKind, amount = 1): DamageState[] {
  const limit = Math.max(0, Math.min(usable, track.length));
  const counts = damageCounts(track, limit);
  const heal = Math.max(0, Math.trunc(amount));
  return drawn(track, limit, {
    superficial: kind === 'superficial' ? Math.max(0, counts.superficial - heal) : counts.superficial,
    aggravated: kind === 'aggravated' ? Math.max(0, counts.aggravated - heal) : counts.aggravated,
  });
}

/** Dice taken off a pool of this category by the character's full tracks: health impairs physical pools, willpower social and mental ones. */
export function impairmentPenalty(category: 'physical' | 'social' | 'mental' | null, impaired: { health: boolean; willpower: boolean }): number {
  if (category === null) return 0;
  if (category === 'physical') return impaired.health ? impairmentDice : 0;
  return impaired.willpower ? impairmentDice : 0;
}

/**
 * What a Willpower re-roll costs (V5 core rulebook, "Willpower"; W5 and H5 the same): one point of
 * superficial Willpower damage, on the usable boxes of the track. On a full track it turns a
 * superficial box into aggravated, as any superficial damage does, so a re-roll is never free.
 */
export function payWillpowerReroll(track: readonly DamageState[], usable: number): DamageState[] {
  return takeDamage(track, usable, 'superficial', 1);
}
