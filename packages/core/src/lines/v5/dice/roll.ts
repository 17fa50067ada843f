import { countPool, countSuccesses, splitPool as splitSpecial, type SpecialDiceRule } from '../../../dice/pool.ts';
import type { RandomSource } from '../../../dice/random.ts';
import { rollDice } from '../../../dice/random.ts';
import { assertInt } from '../../../dice/validate.ts';

/** Hunger dice are the Vampire's special dice; a 1 on one can make a failure bestial. */
export const hungerDiceRule: SpecialDiceRule = { triggerFaces: [1] };
export { countSuccesses };

/** Hunger dice never exceed this (the hunger tracker has 5 squares), but the rules accept any count. */
export const maxHunger = 5;
/** Most normal dice a willpower re-roll may pick. */
export const maxWillpowerRerollDice = 3;

/**
 * Outcome of a V5 roll against a difficulty.
 * - `criticalWin`: success with at least one pair of 10s, no 10 on a hunger die.
 * - `messyCritical`: success with at least one pair of 10s and a 10 on a hunger die.
 * - `win`: success without a pair of 10s.
 * - `failure`: fewer successes than the difficulty, at least one success, no hunger 1.
 * - `totalFailure`: failed with zero successes and no hunger 1.
 * - `bestialFailure`: failed with a 1 on a hunger die (takes precedence over `totalFailure`;
 *   {@link DiceResult.totalFailure} still tells whether there were zero successes).
 */
export type RollOutcome = 'criticalWin' | 'messyCritical' | 'win' | 'failure' | 'totalFailure' | 'bestialFailure';

/** All outcomes, best first. */
export const rollOutcomes: readonly RollOutcome[] = ['criticalWin', 'messyCritical', 'win', 'failure', 'totalFailure', 'bestialFailure'];

/** The faces of a roll, split into normal and hunger dice, with an optional difficulty. */
export interface DiceInput {
  readonly normal: readonly number[];
  readonly hunger: readonly number[];
  /** Successes needed; `null` or omitted when the storyteller has not named one. */
  readonly difficulty?: number | null;
}

/** An evaluated roll. */
export interface DiceResult {
  readonly normal: readonly number[];
  readonly hunger: readonly number[];
  readonly difficulty: number | null;
  /** Every die at 6+ counts 1, every pair of 10s adds 2 more (a pair counts 4). */
  readonly successes: number;
  /** 10s on all dice. */
  readonly tens: number;
  /** Pairs of 10s (each pair is a critical). */
  readonly criticalPairs: number;
  /** `successes − difficulty`, `null` without a difficulty. */
  readonly margin: number | null;
  /** `successes ≥ difficulty`, `null` without a difficulty. */
  readonly success: boolean | null;
  /** The outcome, `null` without a difficulty (see the `possible…` flags instead). */
  readonly outcome: RollOutcome | null;
  /** Zero successes on a roll that failed (without a difficulty: zero successes). */
  readonly totalFailure: boolean;
  /** A pair of 10s with a 10 on a hunger die: messy if the roll succeeds. Independent of the difficulty. */
  readonly possibleMessyCritical: boolean;
  /** A 1 on a hunger die: bestial if the roll fails. Independent of the difficulty. */
  readonly possibleBestialFailure: boolean;
}


/** Outcome from the counts alone; shared by {@link evaluateDice} and the exact odds. */
export function classifyOutcome(successes: number, tens: number, hungerTen: boolean, hungerOne: boolean, difficulty: number): RollOutcome {
  if (successes >= difficulty) {
    if (tens >= 2) return hungerTen ? 'messyCritical' : 'criticalWin';
    return 'win';
  }
  if (hungerOne) return 'bestialFailure';
  return successes === 0 ? 'totalFailure' : 'failure';
}

/** Evaluates given faces (pure): successes, margin, outcome and the possible messy/bestial flags. */
export function evaluateDice(input: DiceInput): DiceResult {
  const difficulty = input.difficulty ?? null;
  if (difficulty !== null) assertInt('difficulty', difficulty, 0);
  const { successes, tens, specialTens, specialTriggers } = countPool(input.normal, input.hunger, hungerDiceRule);
  const hungerTen = specialTens > 0;
  const hungerOne = specialTriggers > 0;
  const outcome = difficulty === null ? null : classifyOutcome(successes, tens, hungerTen, hungerOne, difficulty);
  const success = difficulty === null ? null : successes >= difficulty;
  return {
    normal: [...input.normal],
    hunger: [...input.hunger],
    difficulty,
    successes,
    tens,
    criticalPairs: Math.floor(tens / 2),
    margin: difficulty === null ? null : successes - difficulty,
    success,
    outcome,
    totalFailure: successes === 0 && success !== true,
    possibleMessyCritical: tens >= 2 && hungerTen,
    possibleBestialFailure: hungerOne,
  };
}

/** A pool to roll: total dice, the character's hunger and an optional difficulty. */
export interface PoolRollInput {
  /** Total dice in the pool (0 or more). */
  readonly pool: number;
  /** Current hunger; hunger dice = min(hunger, pool). */
  readonly hunger: number;
  readonly difficulty?: number | null;
}

/** Hunger dice = min(hunger, pool), normal dice = the rest. */
export function splitPool(pool: number, hunger: number): { readonly normalDice: number; readonly hungerDice: number } {
  const { normalDice, specialDice } = splitSpecial(pool, hunger);
  return { normalDice, hungerDice: specialDice };
}

/** Rolls a V5 pool with `random`: normal dice first, then hunger dice, and evaluates it. */
export function rollPool(input: PoolRollInput, random: RandomSource): DiceResult {
  const { normalDice, hungerDice } = splitPool(input.pool, input.hunger);
  if (input.difficulty != null) assertInt('difficulty', input.difficulty, 0);
  const normal = rollDice(normalDice, random);
  const hunger = rollDice(hungerDice, random);
  return evaluateDice({ normal, hunger, difficulty: input.difficulty ?? null });
}

/**
 * Willpower re-roll: re-rolls up to three distinct normal dice (by index into `result.normal`, in the
 * given order) and returns the re-evaluated roll; hunger dice keep their values. The caller marks the willpower damage.
 */
export function willpowerReroll(result: DiceResult, normalIndices: readonly number[], random: RandomSource): DiceResult {
  if (normalIndices.length > maxWillpowerRerollDice) {
    throw new RangeError(`a willpower re-roll picks at most ${maxWillpowerRerollDice} dice, got ${normalIndices.length}`);
  }
  if (new Set(normalIndices).size !== normalIndices.length) throw new RangeError('each die may be re-rolled only once');
  normalIndices.forEach((index) => assertInt('normal die index', index, 0, result.normal.length - 1));
  const normal = [...result.normal];
  for (const index of normalIndices) normal[index] = rollDice(1, random)[0] as number;
  return evaluateDice({ normal, hunger: result.hunger, difficulty: result.difficulty });
}
