import { evaluateH5Dice, type H5DiceResult } from '@vitae/core/h5';
import type { TablePoolResult } from '@vitae/core/play';

/** The server's dice read by the hunter's own rules, so the result dialog shows them like local ones. */
export function hunterDiceOf(result: TablePoolResult): H5DiceResult {
  return evaluateH5Dice({ normal: result.normal, desperation: result.special, difficulty: result.difficulty });
}
