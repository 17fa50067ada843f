import type { TablePoolResult } from '../../../dice/table.ts';
import { assertInt } from '../../../dice/validate.ts';
import { magickDifficulty, paradoxGain, type MagickCast, type MagickDifficultyInput } from './magick.ts';
import { evaluateM20Roll, maxDifficulty, type M20RollResult, type M20RollRules } from './roll.ts';

/**
 * The difficulty a table's `check` takes for an M20 roll: the table reads it with
 * `effectiveDifficulty`, so a difficulty of 10 needing more successes goes back to the number
 * above 10 it came from (10 needing 3 successes is 12).
 */
export function tableDifficulty(rules: Pick<M20RollRules, 'difficulty' | 'required'>): number {
  const required = rules.required ?? 1;
  return required > 1 ? maxDifficulty + required - 1 : rules.difficulty;
}

/** The table's dice read with the sheet's rules (specialty, Willpower, successes needed) into the sheet's result. */
export function m20RollFromTable(result: Pick<TablePoolResult, 'normal'>, rules: M20RollRules): M20RollResult {
  return evaluateM20Roll(result.normal, rules);
}

/** A cast whose Arete dice the table rolled: the sheet's difficulty and the Paradox those dice earn. */
export function castFromTable(input: MagickDifficultyInput & { willpower?: boolean; specialty?: boolean }, result: Pick<TablePoolResult, 'normal'>): MagickCast {
  assertInt('arete dice', result.normal.length, 0, 10);
  const difficulty = magickDifficulty(input);
  const roll = m20RollFromTable(result, { difficulty: difficulty.difficulty, required: difficulty.required, willpower: input.willpower, specialty: input.specialty });
  return { difficulty, roll, paradox: paradoxGain(input.kind, input.highestSphere, roll.botch) };
}
