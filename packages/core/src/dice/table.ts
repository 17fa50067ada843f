import { z } from 'zod';
import { gameLines } from '../character/keys.ts';
import { lineNotes, lineOutcomes, specialDiceNames, type LineNote, type LineOutcome, type SpecialDiceName } from '../lines/table-words.ts';
import type { RandomSource } from './random.ts';

/**
 * A pool rolled at the table (VitaePlay), read by the line's own dice engine and reported in one
 * shape every line fills, so the chat, the log and Discord show any line's roll without knowing it.
 * The special dice, the outcomes and notes only some line reads come from each line's table words
 * (`lines/<line>/dice/words.ts`, gathered in `lines/table-words.ts`).
 */
export { specialDiceNames, type SpecialDiceName } from '../lines/table-words.ts';
export { lineChecks, tableCheckWords, type LineCheck } from '../lines/table-words.ts';

/**
 * The outcomes every 5th-edition line reads: with a difficulty `criticalWin`, `win`, `failure`,
 * `totalFailure`; without one `criticalWin` on a pair of 10s, else `successes` (at least one),
 * else `totalFailure`. A line adds its own (`lineOutcomes`: a messy critical, a botch, …).
 */
export const sharedTableOutcomes = ['criticalWin', 'win', 'successes', 'failure', 'totalFailure'] as const;
export const tableOutcomes = [...sharedTableOutcomes, ...lineOutcomes] as const;
export type TableOutcome = (typeof sharedTableOutcomes)[number] | LineOutcome;

/** What else the dice say: each line's own notes (a brutal result, a desperation choice, …). */
export const tableNotes = lineNotes;
export type TableNote = LineNote;

const face = z.number().int().min(1).max(10);

export const tablePoolResultSchema = z.strictObject({
  line: z.enum(gameLines),
  /** The pool's normal dice. */
  normal: z.array(face).max(100),
  /** The line's special dice; empty when its dice work otherwise. */
  special: z.array(face).max(100),
  specialName: z.enum(specialDiceNames).nullable(),
  /** Successes needed (5th edition) or the target number (M20); `null` when none was named (5th edition). */
  difficulty: z.number().int().nullable(),
  successes: z.number().int().min(0),
  outcome: z.enum(tableOutcomes),
  notes: z.array(z.enum(tableNotes)),
});
export type TablePoolResult = z.infer<typeof tablePoolResultSchema>;

/** A pool as the table asks a line to roll it. */
export interface TablePoolInput {
  /** Dice in the pool (1–50). */
  readonly pool: number;
  /** Of these, the line's special dice (the line caps them; H5 adds them to the pool). */
  readonly specialDice: number;
  /** `null`: none named (M20 then uses its default). */
  readonly difficulty: number | null;
  /** M20: the specialty applies (10s count two). */
  readonly specialty?: boolean;
  /** M20: one Willpower point for an automatic success. */
  readonly willpower?: boolean;
}

/** A line's dice at the table: the name of its special dice and how it rolls and reads a pool. */
export interface TableDice {
  readonly specialName: SpecialDiceName | null;
  /** `willpower` buys an automatic success (M20): then, and only then, a pool of 0 dice may roll. */
  readonly willpowerSuccess?: boolean;
  roll(input: TablePoolInput, random: RandomSource): TablePoolResult;
  /**
   * A willpower re-roll of `previous` (this line's roll): these normal dice (distinct indices, at
   * most three) again, the special dice keep their faces. Lines without one leave it out. Throws a
   * RangeError for indices that do not fit.
   */
  reroll?(previous: TablePoolResult, normalIndices: readonly number[], random: RandomSource): TablePoolResult;
}

/** 5th-edition outcome when no difficulty was named: a pair of 10s is a critical, else any success counts. */
export function outcomeWithoutDifficulty(successes: number, criticalPairs: number, messy: boolean): TableOutcome {
  if (criticalPairs > 0) return messy ? 'messyCritical' : 'criticalWin';
  return successes > 0 ? 'successes' : 'totalFailure';
}
