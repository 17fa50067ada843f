import type { TablePoolResult } from '../dice/table.ts';
import { tableCheckWords } from '../lines/table-words.ts';
import type { TableCheck } from './schemas.ts';

export interface TableCheckOutcome {
  passed: boolean;
  /** The tracker the check reads, after it (the same when it passed, or at its bound). */
  after: number;
  /** A failure that could not move the tracker further (hunger already at 5). */
  atBound: boolean;
}

/**
 * What a line's table check did (a rouse check, a Rage Check, a remorse roll): each passes with
 * one success (a 6 or more) and otherwise moves its tracker by the line's `failedStep`, within 0
 * and the line's `max`. `undefined` for a check no line has (a message from an older app).
 */
export function tableCheckOutcome(check: TableCheck, result: Pick<TablePoolResult, 'successes'>): TableCheckOutcome | undefined {
  const words = tableCheckWords(check.name);
  if (!words) return undefined;
  if (result.successes > 0) return { passed: true, after: check.before, atBound: false };
  const after = Math.min(words.max, Math.max(0, check.before + words.failedStep));
  return { passed: false, after, atBound: after === check.before };
}
