import type { RandomSource } from '../../../dice/random.ts';
import { rollDice } from '../../../dice/random.ts';
import { assertInt } from '../../../dice/validate.ts';

/** Humanity boxes on the sheet. */
export const maxHumanity = 10;

/** Result of a remorse test; stains are always cleared afterwards. */
export interface RemorseResult {
  readonly dice: readonly number[];
  /** Dice at 6+. */
  readonly successes: number;
  /** At least one success: humanity is kept. */
  readonly passed: boolean;
  readonly humanityBefore: number;
  /** Humanity after the test (one less on a failure, never below 0). */
  readonly humanity: number;
  /** Always 0: the test clears the stains. */
  readonly stains: number;
}

/** Remorse dice: one per unmarked humanity box, 10 − humanity − stains, at least one. */
export function remorseDice(humanity: number, stains: number): number {
  assertInt('humanity', humanity, 0, maxHumanity);
  assertInt('stains', stains, 0, maxHumanity);
  return Math.max(1, maxHumanity - humanity - stains);
}

/** Remorse test: any success keeps humanity, otherwise humanity drops by one; stains are cleared either way. */
export function remorseTest(input: { readonly humanity: number; readonly stains: number }, random: RandomSource): RemorseResult {
  const dice = rollDice(remorseDice(input.humanity, input.stains), random);
  const successes = dice.filter((face) => face >= 6).length;
  const passed = successes > 0;
  return {
    dice,
    successes,
    passed,
    humanityBefore: input.humanity,
    humanity: passed ? input.humanity : Math.max(0, input.humanity - 1),
    stains: 0,
  };
}
