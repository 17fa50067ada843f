import type { TablePoolResult } from '../dice/table.ts';
import { tableCheckWords, type TableCheckKey } from '../lines/table-words.ts';
import type { TableCheck } from './roll-schemas.ts';

export interface TableCheckOutcome {
  /** What it came to: the key of its words (`play.roll.tableCheck.<name>.<key>`). */
  key: TableCheckKey;
  passed: boolean;
  /** The tracker the check reads, after it (the same when it passed, or at its bound). */
  after: number;
  /** A failure that could not move the tracker further (hunger already at 5). */
  atBound: boolean;
  /**
   * The words say what the line's special dice did beside the roll's own outcome, which still
   * stands (Hunter's desperation dice on a roll with its difficulty); otherwise they replace it.
   */
  besideOutcome: boolean;
}

const within = (max: number, value: number) => Math.min(max, Math.max(0, value));

/**
 * What a line's table check did (a rouse check, a Rage Check, a Harano test, a remorse roll): it
 * passes with the successes its difficulty asks (one without a difficulty) and otherwise moves its
 * tracker by the line's `failedStep`, within 0 and the line's `max`. A check read by its special
 * dice's ones (`onesNotes`, Hunter's desperation) reads the roll's notes instead. `undefined` for a
 * check no line has (a message from an older app).
 */
export function tableCheckOutcome(check: TableCheck, result: Pick<TablePoolResult, 'successes' | 'difficulty' | 'notes'>): TableCheckOutcome | undefined {
  const words = tableCheckWords(check.name);
  if (!words) return undefined;
  const won = result.successes >= (result.difficulty ?? 1);
  if (words.onesNotes) {
    const stays = { after: check.before, atBound: false, besideOutcome: true };
    const notes: readonly string[] = result.notes;
    if (notes.includes(words.onesNotes.fall)) return { key: 'fall', passed: false, ...stays };
    if (notes.includes(words.onesNotes.choice)) {
      const after = within(words.max, check.before + words.failedStep);
      return { key: after === check.before ? 'atBound' : 'choice', passed: true, after, atBound: after === check.before, besideOutcome: true };
    }
    return { key: won ? 'passed' : 'failed', passed: won, ...stays };
  }
  if (won) return { key: 'passed', passed: true, after: check.before, atBound: false, besideOutcome: false };
  const after = within(words.max, check.before + words.failedStep);
  return { key: after === check.before ? 'atBound' : 'failed', passed: false, after, atBound: after === check.before, besideOutcome: false };
}
