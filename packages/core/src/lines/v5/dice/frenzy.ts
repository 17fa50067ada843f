import type { RandomSource } from '../../../dice/random.ts';
import type { DiceResult } from './roll.ts';
import { rollPool } from './roll.ts';
import { assertInt } from '../../../dice/validate.ts';

/** Input of a frenzy test: a willpower pool (no hunger dice) against the storyteller's difficulty. */
export interface FrenzyInput {
  /** Willpower dice (the caller passes current willpower). */
  readonly willpower: number;
  /** Extra dice the table grants, e.g. a third of humanity; may be negative. */
  readonly bonusDice?: number;
  readonly difficulty: number;
}

/** Result of a frenzy test. */
export interface FrenzyResult {
  readonly roll: DiceResult;
  /** Successes reached the difficulty: the frenzy is resisted. */
  readonly resisted: boolean;
}

/** Frenzy test: rolls willpower (+ bonus) dice without hunger dice; resisted when successes ≥ difficulty. */
export function frenzyTest(input: FrenzyInput, random: RandomSource): FrenzyResult {
  assertInt('willpower', input.willpower, 0);
  assertInt('bonus dice', input.bonusDice ?? 0, Number.MIN_SAFE_INTEGER);
  assertInt('difficulty', input.difficulty, 0);
  const pool = Math.max(0, input.willpower + (input.bonusDice ?? 0));
  const roll = rollPool({ pool, hunger: 0, difficulty: input.difficulty }, random);
  return { roll, resisted: roll.success === true };
}
