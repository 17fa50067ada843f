import { poolDistribution } from '../../../dice/pool.ts';
import { assertInt } from '../../../dice/validate.ts';
import { classifyH5Outcome, desperationDiceRule, h5RollOutcomes, type H5RollOutcome } from './roll.ts';

/** Exact chances of a Hunter roll before it is made (probabilities 0–1). */
export interface H5RollOdds {
  readonly normalDice: number;
  readonly desperationDice: number;
  readonly difficulty: number;
  /** P(successes ≥ difficulty), before any desperation choice. */
  readonly success: number;
  /** P(a success with at least one pair of 10s). */
  readonly critical: number;
  /** P(at least one desperation die shows 1). */
  readonly desperationOne: number;
  /** P(a win with a desperation 1): the player chooses overreach or despair. */
  readonly choice: number;
  /** P(a failure with a desperation 1): the hunter falls into despair. */
  readonly despair: number;
  /** The four outcomes as a partition (they sum to 1). */
  readonly outcomes: Readonly<Record<H5RollOutcome, number>>;
}

/** Exact odds (dynamic programming over dice, no simulation) of `pool` dice plus `desperation` desperation dice. */
export function h5RollOdds(input: { readonly pool: number; readonly desperation: number; readonly difficulty: number }): H5RollOdds {
  assertInt('pool', input.pool, 0);
  assertInt('desperation dice', input.desperation, 0);
  assertInt('difficulty', input.difficulty, 0);
  const outcomes: Record<H5RollOutcome, number> = { criticalWin: 0, win: 0, failure: 0, totalFailure: 0 };
  let desperationOne = 0;
  let choice = 0;
  let despair = 0;
  for (const cell of poolDistribution(input.pool, input.desperation, desperationDiceRule)) {
    const outcome = classifyH5Outcome(cell.successes, cell.tens, input.difficulty);
    outcomes[outcome] += cell.p;
    if (cell.triggers === 0) continue;
    desperationOne += cell.p;
    if (cell.successes >= input.difficulty) choice += cell.p;
    else despair += cell.p;
  }
  return {
    normalDice: input.pool,
    desperationDice: input.desperation,
    difficulty: input.difficulty,
    success: outcomes.criticalWin + outcomes.win,
    critical: outcomes.criticalWin,
    desperationOne,
    choice,
    despair,
    outcomes: Object.freeze(Object.fromEntries(h5RollOutcomes.map((key) => [key, outcomes[key]])) as Record<H5RollOutcome, number>),
  };
}
