import { countPool, poolDistribution, splitPool, type SpecialDiceRule } from '../../../dice/pool.ts';
import type { RandomSource } from '../../../dice/random.ts';
import { rollDice } from '../../../dice/random.ts';
import { assertInt } from '../../../dice/validate.ts';

/** Rage dice are the Werewolf's special dice; a 1 or 2 on them is what a brutal result is made of. */
export const rageDiceRule: SpecialDiceRule = { triggerFaces: [1, 2] };
/** Rage dice showing 1 or 2 that make a brutal result. */
export const brutalTriggers = 2;
/** Successes a brutal result adds when violence or destruction can reach the goal. */
export const brutalBonus = 4;
/** Most normal dice a Willpower re-roll may pick (Rage dice are never re-rolled). */
export const maxRerollDice = 3;

/**
 * - `criticalWin`: success with at least one pair of 10s.
 * - `win`: success without a pair of 10s.
 * - `failure`: fewer successes than the difficulty, at least one.
 * - `totalFailure`: no success at all.
 * A brutal result ({@link W5DiceResult.brutal}) comes on top: the roll then succeeds only by
 * violence or destruction (with 4 more successes) and fails otherwise.
 */
export type W5Outcome = 'criticalWin' | 'win' | 'failure' | 'totalFailure';
export const w5Outcomes: readonly W5Outcome[] = ['criticalWin', 'win', 'failure', 'totalFailure'];

export interface W5DiceResult {
  readonly normal: readonly number[];
  readonly rage: readonly number[];
  readonly difficulty: number | null;
  readonly successes: number;
  readonly tens: number;
  readonly criticalPairs: number;
  readonly margin: number | null;
  readonly success: boolean | null;
  readonly outcome: W5Outcome | null;
  /** Two or more Rage dice show 1 or 2. */
  readonly brutal: boolean;
  /** Successes when a brutal result is resolved by violence (successes + 4). */
  readonly brutalSuccesses: number;
}

/** Outcome from the counts (shared by evaluation and odds). */
export function classifyW5(successes: number, tens: number, difficulty: number): W5Outcome {
  if (successes >= difficulty) return tens >= 2 ? 'criticalWin' : 'win';
  return successes === 0 ? 'totalFailure' : 'failure';
}

/** Evaluates given faces (pure). */
export function evaluateW5Dice(input: { normal: readonly number[]; rage: readonly number[]; difficulty?: number | null }): W5DiceResult {
  const difficulty = input.difficulty ?? null;
  if (difficulty !== null) assertInt('difficulty', difficulty, 0);
  const counts = countPool(input.normal, input.rage, rageDiceRule);
  return {
    normal: [...input.normal],
    rage: [...input.rage],
    difficulty,
    successes: counts.successes,
    tens: counts.tens,
    criticalPairs: counts.criticalPairs,
    margin: difficulty === null ? null : counts.successes - difficulty,
    success: difficulty === null ? null : counts.successes >= difficulty,
    outcome: difficulty === null ? null : classifyW5(counts.successes, counts.tens, difficulty),
    brutal: counts.specialTriggers >= brutalTriggers,
    brutalSuccesses: counts.successes + brutalBonus,
  };
}

export interface W5PoolInput {
  readonly pool: number;
  /** Current Rage; Rage dice = min(rage, pool). */
  readonly rage: number;
  readonly difficulty?: number | null;
}

/** Rolls a pool: normal dice first, then Rage dice, and evaluates it. */
export function rollW5Pool(input: W5PoolInput, random: RandomSource): W5DiceResult {
  const { normalDice, specialDice } = splitPool(input.pool, input.rage);
  if (input.difficulty != null) assertInt('difficulty', input.difficulty, 0);
  const normal = rollDice(normalDice, random);
  const rage = rollDice(specialDice, random);
  return evaluateW5Dice({ normal, rage, difficulty: input.difficulty ?? null });
}

/** Willpower re-roll of up to three distinct normal dice; Rage dice keep their faces. */
export function w5WillpowerReroll(result: W5DiceResult, normalIndices: readonly number[], random: RandomSource): W5DiceResult {
  if (normalIndices.length > maxRerollDice) throw new RangeError(`a willpower re-roll picks at most ${maxRerollDice} dice, got ${normalIndices.length}`);
  if (new Set(normalIndices).size !== normalIndices.length) throw new RangeError('each die may be re-rolled only once');
  normalIndices.forEach((index) => assertInt('normal die index', index, 0, result.normal.length - 1));
  const normal = [...result.normal];
  for (const index of normalIndices) normal[index] = rollDice(1, random)[0] as number;
  return evaluateW5Dice({ normal, rage: result.rage, difficulty: result.difficulty });
}

/** Exact chances of a Werewolf roll before it is made (probabilities 0–1). */
export interface W5RollOdds {
  readonly normalDice: number;
  readonly rageDice: number;
  readonly difficulty: number;
  /** P(successes ≥ difficulty), brutal or not. */
  readonly success: number;
  /** P(a success with a pair of 10s). */
  readonly critical: number;
  /** P(two or more Rage dice on 1–2). */
  readonly brutal: number;
  /** P(a success that is not brutal). */
  readonly cleanSuccess: number;
  /** The four outcomes as a partition. */
  readonly outcomes: Readonly<Record<W5Outcome, number>>;
}

/** Exact odds by dynamic programming over the dice (no simulation). */
export function w5RollOdds(input: { readonly pool: number; readonly rage: number; readonly difficulty: number }): W5RollOdds {
  const { normalDice, specialDice } = splitPool(input.pool, input.rage);
  assertInt('difficulty', input.difficulty, 0);
  const outcomes: Record<W5Outcome, number> = { criticalWin: 0, win: 0, failure: 0, totalFailure: 0 };
  let brutal = 0;
  let cleanSuccess = 0;
  for (const cell of poolDistribution(normalDice, specialDice, rageDiceRule, brutalTriggers)) {
    const outcome = classifyW5(cell.successes, cell.tens, input.difficulty);
    outcomes[outcome] += cell.p;
    const isBrutal = cell.triggers >= brutalTriggers;
    if (isBrutal) brutal += cell.p;
    else if (outcome === 'criticalWin' || outcome === 'win') cleanSuccess += cell.p;
  }
  return {
    normalDice,
    rageDice: specialDice,
    difficulty: input.difficulty,
    success: outcomes.criticalWin + outcomes.win,
    critical: outcomes.criticalWin,
    brutal,
    cleanSuccess,
    outcomes: Object.freeze({ ...outcomes }),
  };
}
