import type { V5Character as Character } from './schema.ts';

export type MarkOfCainPath = 'undecided' | 'black' | 'red';
export const maxMarkTier = 5;

/**
 * Moves the Mark of Cain to a path and tier (docs/product-spec.md §9). Reaching tier 5 applies the path's
 * effect at once: black sets humanity to 1 (its discipline price of 3 XP per dot lives in the
 * leveling costs), red sets humanity to 10 and blood potency to 1. Leaving tier 5 keeps those
 * values (they are the character's now). Returns whether the mark rose or fell.
 */
export function setMarkOfCain<C extends Pick<Character, 'markOfCain' | 'humanity' | 'bloodPotency'>>(character: C, path: MarkOfCainPath, tier: number): { character: C; direction: 'up' | 'down' | 'none' } {
  const nextTier = path === 'undecided' ? 0 : Math.max(0, Math.min(maxMarkTier, Math.round(tier)));
  const before = character.markOfCain.path === path ? character.markOfCain.tier : 0;
  let next: C = { ...character, markOfCain: { path, tier: nextTier } };
  if (nextTier === maxMarkTier && before < maxMarkTier) {
    next = path === 'black' ? { ...next, humanity: 1 } : { ...next, humanity: 10, bloodPotency: 1 };
  }
  return { character: next, direction: nextTier > before ? 'up' : nextTier < before ? 'down' : 'none' };
}
