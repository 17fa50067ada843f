import { poolDistribution } from '../../../dice/pool.ts';
import { assertInt } from '../../../dice/validate.ts';
import type { RollOutcome } from './roll.ts';
import { classifyOutcome, hungerDiceRule, rollOutcomes, splitPool } from './roll.ts';

/** Exact chances of a roll before it is made (all values are probabilities 0–1). */
export interface RollOdds {
  readonly normalDice: number;
  readonly hungerDice: number;
  readonly difficulty: number;
  /** P(successes ≥ difficulty). */
  readonly success: number;
  /** P(critical win or messy critical): a success with at least one pair of 10s. */
  readonly critical: number;
  /** P(messy critical): a critical with a 10 on a hunger die. */
  readonly messyCritical: number;
  /** P(bestial failure): a failed roll with a 1 on a hunger die. */
  readonly bestialFailure: number;
  /** P(a failed roll with zero successes), whether or not a hunger 1 also makes it bestial. */
  readonly totalFailure: number;
  /** The six outcomes as a partition (they sum to 1); here `totalFailure` excludes bestial ones, as in {@link classifyOutcome}. */
  readonly outcomes: Readonly<Record<RollOutcome, number>>;
}

/** Exact odds (dynamic programming over dice, no simulation) for a pool, hunger and difficulty. */
export function rollOdds(input: { readonly pool: number; readonly hunger: number; readonly difficulty: number }): RollOdds {
  const { normalDice, hungerDice } = splitPool(input.pool, input.hunger);
  const { difficulty } = input;
  assertInt('difficulty', difficulty, 0);
  const outcomes: Record<RollOutcome, number> = { criticalWin: 0, messyCritical: 0, win: 0, failure: 0, totalFailure: 0, bestialFailure: 0 };
  let zeroSuccessFailure = 0;
  for (const cell of poolDistribution(normalDice, hungerDice, hungerDiceRule)) {
    const outcome = classifyOutcome(cell.successes, cell.tens, cell.specialTen, cell.triggers > 0, difficulty);
    outcomes[outcome] += cell.p;
    if (cell.successes === 0 && cell.successes < difficulty) zeroSuccessFailure += cell.p;
  }
  return {
    normalDice,
    hungerDice,
    difficulty,
    success: outcomes.criticalWin + outcomes.messyCritical + outcomes.win,
    critical: outcomes.criticalWin + outcomes.messyCritical,
    messyCritical: outcomes.messyCritical,
    bestialFailure: outcomes.bestialFailure,
    totalFailure: zeroSuccessFailure,
    outcomes: Object.freeze(Object.fromEntries(rollOutcomes.map((key) => [key, outcomes[key]])) as Record<RollOutcome, number>),
  };
}
