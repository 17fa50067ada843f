import { countPool, type SpecialDiceRule } from '../../../dice/pool.ts';
import { rollDice, type RandomSource } from '../../../dice/random.ts';
import { assertInt } from '../../../dice/validate.ts';
import { desperationConsequence, type DesperationConsequence } from './desperation.ts';

/** Desperation dice are the hunter's special dice; a 1 on one asks for overreach or despair. */
export const desperationDiceRule: SpecialDiceRule = { triggerFaces: [1] };
/** Most normal dice a willpower re-roll may pick. */
export const maxWillpowerRerollDice = 3;

/**
 * Outcome of a Hunter roll against a difficulty (before any desperation choice).
 * - `criticalWin`: success with at least one pair of 10s.
 * - `win`: success without a pair of 10s.
 * - `failure`: fewer successes than the difficulty, at least one.
 * - `totalFailure`: failed with zero successes.
 */
export type H5RollOutcome = 'criticalWin' | 'win' | 'failure' | 'totalFailure';
export const h5RollOutcomes: readonly H5RollOutcome[] = ['criticalWin', 'win', 'failure', 'totalFailure'];

export interface H5DiceInput {
  readonly normal: readonly number[];
  /** The desperation dice, added to the pool (not taken out of it). */
  readonly desperation: readonly number[];
  readonly difficulty?: number | null;
}

export interface H5DiceResult {
  readonly normal: readonly number[];
  readonly desperation: readonly number[];
  readonly difficulty: number | null;
  /** Every die at 6+ counts 1, every pair of 10s adds 2 more. Desperation dice count like the others. */
  readonly successes: number;
  readonly tens: number;
  readonly criticalPairs: number;
  /** `successes − difficulty`, `null` without a difficulty. */
  readonly margin: number | null;
  readonly success: boolean | null;
  readonly outcome: H5RollOutcome | null;
  readonly totalFailure: boolean;
  /** Desperation dice showing 1. */
  readonly desperationOnes: number;
  /** What those ones ask for (see `resolveDesperation`). */
  readonly consequence: DesperationConsequence;
}

/** Outcome from the counts alone; shared by {@link evaluateH5Dice} and the exact odds. */
export function classifyH5Outcome(successes: number, tens: number, difficulty: number): H5RollOutcome {
  if (successes >= difficulty) return tens >= 2 ? 'criticalWin' : 'win';
  return successes === 0 ? 'totalFailure' : 'failure';
}

/** Evaluates given faces (pure). */
export function evaluateH5Dice(input: H5DiceInput): H5DiceResult {
  const difficulty = input.difficulty ?? null;
  if (difficulty !== null) assertInt('difficulty', difficulty, 0);
  const { successes, tens, criticalPairs, specialTriggers } = countPool(input.normal, input.desperation, desperationDiceRule);
  const success = difficulty === null ? null : successes >= difficulty;
  return {
    normal: [...input.normal],
    desperation: [...input.desperation],
    difficulty,
    successes,
    tens,
    criticalPairs,
    margin: difficulty === null ? null : successes - difficulty,
    success,
    outcome: difficulty === null ? null : classifyH5Outcome(successes, tens, difficulty),
    totalFailure: successes === 0 && success !== true,
    desperationOnes: specialTriggers,
    consequence: desperationConsequence(specialTriggers, success),
  };
}

export interface H5PoolRollInput {
  /** Dice of the pool (attribute + skill + modifiers), 0 or more. */
  readonly pool: number;
  /** Desperation dice added to it (the cell's desperation when the action serves the creed; 0 otherwise). */
  readonly desperation: number;
  readonly difficulty?: number | null;
}

/** Rolls a Hunter pool with `random`: the pool's dice first, then the desperation dice. */
export function rollH5Pool(input: H5PoolRollInput, random: RandomSource): H5DiceResult {
  assertInt('pool', input.pool, 0);
  assertInt('desperation dice', input.desperation, 0);
  if (input.difficulty != null) assertInt('difficulty', input.difficulty, 0);
  const normal = rollDice(input.pool, random);
  const desperation = rollDice(input.desperation, random);
  return evaluateH5Dice({ normal, desperation, difficulty: input.difficulty ?? null });
}

/** Willpower re-roll: up to three distinct normal dice again; desperation dice keep their faces. */
export function h5WillpowerReroll(result: H5DiceResult, normalIndices: readonly number[], random: RandomSource): H5DiceResult {
  if (normalIndices.length > maxWillpowerRerollDice) throw new RangeError(`a willpower re-roll picks at most ${maxWillpowerRerollDice} dice, got ${normalIndices.length}`);
  if (new Set(normalIndices).size !== normalIndices.length) throw new RangeError('each die may be re-rolled only once');
  normalIndices.forEach((index) => assertInt('normal die index', index, 0, result.normal.length - 1));
  const normal = [...result.normal];
  for (const index of normalIndices) normal[index] = rollDice(1, random)[0] as number;
  return evaluateH5Dice({ normal, desperation: result.desperation, difficulty: result.difficulty });
}
