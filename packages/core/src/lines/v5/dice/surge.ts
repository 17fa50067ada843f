import { bloodPotencyRow } from './blood-potency.ts';
import type { RandomSource } from '../../../dice/random.ts';
import type { DiceResult, PoolRollInput } from './roll.ts';
import { rollPool } from './roll.ts';
import type { RouseResult } from './rouse.ts';
import { rouseCheck } from './rouse.ts';

/** A roll with a blood surge: the rouse check it cost and the roll itself. */
export interface BloodSurgeRollResult {
  readonly rouse: RouseResult;
  /** Dice the surge added (the BP table's `bleedingSpurt`). */
  readonly surgeDice: number;
  readonly roll: DiceResult;
}

/** Bonus dice of a blood surge at this blood potency (`bleedingSpurt`; 1 at BP 0, V5 corebook). */
export function bloodSurgeDice(bloodPotency: number): number {
  return bloodPotencyRow(bloodPotency).bleedingSpurt;
}

/**
 * Rolls a pool with a blood surge (once per roll, docs/product-spec.md §9): first the rouse check the surge costs, then the pool
 * plus `bleedingSpurt` dice, with hunger dice taken from the hunger the rouse check left.
 */
export function rollWithBloodSurge(input: PoolRollInput & { readonly bloodPotency: number }, random: RandomSource): BloodSurgeRollResult {
  const surgeDice = bloodSurgeDice(input.bloodPotency);
  const rouse = rouseCheck({ hunger: input.hunger }, random);
  const roll = rollPool({ pool: input.pool + surgeDice, hunger: rouse.hunger, difficulty: input.difficulty ?? null }, random);
  return { rouse, surgeDice, roll };
}
