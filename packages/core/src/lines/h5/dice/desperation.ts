import { dangerRange } from '../keys.ts';

/**
 * Danger added by one overreach. The authors state +1 per overreach; The-Ledger raises danger by
 * 1 for each 1 on the desperation dice. Unconfirmed against the core book (rules.json
 * `overreachDanger`, `desperationOne`): change it here if the book says otherwise.
 */
export const overreachDanger = 1;

/** What the player does about a desperation 1 on a winning roll. */
export type DesperationChoice = 'overreach' | 'despair';

/** What a roll's desperation ones ask for: nothing, a choice (the roll won or has no difficulty), or despair (the roll failed anyway). */
export type DesperationConsequence = 'none' | 'choose' | 'despair';

export function desperationConsequence(desperationOnes: number, success: boolean | null): DesperationConsequence {
  if (desperationOnes === 0) return 'none';
  return success === false ? 'despair' : 'choose';
}

export interface DesperationState {
  readonly danger: number;
  readonly despair: boolean;
}

export interface DesperationResolution extends DesperationState {
  /** What happened: nothing, overreach (danger rose), despair, or still waiting for the player's choice. */
  readonly applied: 'none' | 'overreach' | 'despair' | 'choice_needed';
  /** Whether the roll counts as a win afterwards (`null`: no difficulty was named). */
  readonly success: boolean | null;
}

/**
 * The one place the overreach-or-despair rule lives (rules.json `desperationOne`): with at least
 * one 1 on the desperation dice, a winning roll lets the player choose overreach (the win stands,
 * danger rises by {@link overreachDanger}, at most to the track's end) or despair (the roll counts
 * as failed, the hunter is in despair); a failed roll means despair. Without ones nothing changes.
 */
export function resolveDesperation(state: DesperationState, roll: { readonly success: boolean | null; readonly desperationOnes: number }, choice: DesperationChoice | null): DesperationResolution {
  const unchanged = { danger: state.danger, despair: state.despair, success: roll.success };
  switch (desperationConsequence(roll.desperationOnes, roll.success)) {
    case 'none':
      return { ...unchanged, applied: 'none' };
    case 'despair':
      return { ...unchanged, despair: true, success: false, applied: 'despair' };
    case 'choose':
      if (choice === 'overreach') return { ...unchanged, danger: Math.min(dangerRange.max, state.danger + overreachDanger), applied: 'overreach' };
      if (choice === 'despair') return { ...unchanged, despair: true, success: false, applied: 'despair' };
      return { ...unchanged, applied: 'choice_needed' };
  }
}
