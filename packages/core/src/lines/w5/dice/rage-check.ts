import type { RandomSource } from '../../../dice/random.ts';
import { rollDice } from '../../../dice/random.ts';
import { assertInt } from '../../../dice/validate.ts';
import { maxRage } from '../keys.ts';

/** A Rage Check holds on 6 or more; on 1–5 Rage drops by one. */
export const rageCheckTarget = 6;

export interface RageChecksResult {
  /** The faces rolled, one per check made (checks stop once Rage is 0). */
  readonly dice: readonly number[];
  readonly rageBefore: number;
  readonly rage: number;
  /** Rage fell to 0 with these checks: the Garou lost the wolf. */
  readonly lostTheWolf: boolean;
}

/**
 * Makes `count` Rage Checks: one die each, Rage −1 for every die under 6. At Rage 0 there is
 * nothing left to spend, so no more dice are rolled.
 */
export function rageChecks(rage: number, count: number, random: RandomSource): RageChecksResult {
  assertInt('rage', rage, 0, maxRage);
  assertInt('count', count, 0, 10);
  const dice: number[] = [];
  let current = rage;
  for (let check = 0; check < count && current > 0; check += 1) {
    const [face] = rollDice(1, random) as [number];
    dice.push(face);
    if (face < rageCheckTarget) current -= 1;
  }
  return { dice, rageBefore: rage, rage: current, lostTheWolf: rage > 0 && current === 0 };
}

/** Rage after given Rage Check faces (pure): −1 per face under 6, never below 0. */
export function rageAfterChecks(rage: number, faces: readonly number[]): number {
  return faces.reduce((current, face) => (current > 0 && face < rageCheckTarget ? current - 1 : current), rage);
}
