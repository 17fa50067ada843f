import { describe, expect, it } from 'vitest';
import type { TableNote } from '../dice/table.ts';
import { tableCheckOutcome } from './table-check.ts';
import type { TableCheck } from './roll-schemas.ts';

/** A roll's dice as the check reads them: its successes, the difficulty it was rolled against, its notes. */
const rolled = (successes: number, difficulty: number | null = null, notes: TableNote[] = []) => ({ successes, difficulty, notes });

describe('a line table check read in words', () => {
  it.each([
    ['rouse, a success: hunger stays', { name: 'rouse', before: 2 }, rolled(1, 1), { key: 'passed', passed: true, after: 2, atBound: false, besideOutcome: false }],
    ['rouse, no success: hunger rises', { name: 'rouse', before: 2 }, rolled(0, 1), { key: 'failed', passed: false, after: 3, atBound: false, besideOutcome: false }],
    ['rouse at hunger 5, no success: it cannot rise', { name: 'rouse', before: 5 }, rolled(0, 1), { key: 'atBound', passed: false, after: 5, atBound: true, besideOutcome: false }],
    ['rage, a success: rage stays', { name: 'rage', before: 3 }, rolled(1), { key: 'passed', passed: true, after: 3, atBound: false, besideOutcome: false }],
    ['rage, no success: rage sinks', { name: 'rage', before: 3 }, rolled(0), { key: 'failed', passed: false, after: 2, atBound: false, besideOutcome: false }],
    ['remorse, a success: humanity stays', { name: 'remorse', before: 7 }, rolled(2, 1), { key: 'passed', passed: true, after: 7, atBound: false, besideOutcome: false }],
    ['remorse, no success: humanity sinks', { name: 'remorse', before: 7 }, rolled(0, 1), { key: 'failed', passed: false, after: 6, atBound: false, besideOutcome: false }],
  ] as const)('%s', (_, check, result, outcome) => {
    expect(tableCheckOutcome(check as TableCheck, result)).toEqual(outcome);
  });

  it.each([
    ['Harano, enough successes: Harano stays', { name: 'harano', before: 2 }, rolled(1, 1), { key: 'passed', passed: true, after: 2, atBound: false, besideOutcome: false }],
    ['Harano, too few successes: Harano rises', { name: 'harano', before: 2 }, rolled(1, 2), { key: 'failed', passed: false, after: 3, atBound: false, besideOutcome: false }],
    ['Harano full: a failure cannot mark more', { name: 'harano', before: 5 }, rolled(0, 1), { key: 'atBound', passed: false, after: 5, atBound: true, besideOutcome: false }],
    ['Hauglosk, no success: Hauglosk rises', { name: 'hauglosk', before: 0 }, rolled(0, 1), { key: 'failed', passed: false, after: 1, atBound: false, besideOutcome: false }],
    ['Hauglosk at difficulty 0 always holds', { name: 'hauglosk', before: 1 }, rolled(0, 0), { key: 'passed', passed: true, after: 1, atBound: false, besideOutcome: false }],
  ] as const)('Werewolf: %s', (_, check, result, outcome) => {
    expect(tableCheckOutcome(check as TableCheck, result)).toEqual(outcome);
  });

  it.each([
    ['no 1, a win: the roll stands, danger stays', rolled(3, 2), { key: 'passed', passed: true, after: 2, atBound: false, besideOutcome: true }],
    ['no 1, a failure: the roll fails, danger stays', rolled(1, 2), { key: 'failed', passed: false, after: 2, atBound: false, besideOutcome: true }],
    ['a 1 on a won roll: overreach would raise danger', rolled(3, 2, ['desperationChoice']), { key: 'choice', passed: true, after: 3, atBound: false, besideOutcome: true }],
    ['a 1 on a failed roll: despair', rolled(0, 2, ['despair']), { key: 'fall', passed: false, after: 2, atBound: false, besideOutcome: true }],
  ] as const)('Hunter desperation dice: %s', (_, result, outcome) => {
    expect(tableCheckOutcome({ name: 'desperation', before: 2 }, result)).toEqual(outcome);
  });

  it('Hunter: a 1 on a won roll at danger 5 cannot raise it', () => {
    expect(tableCheckOutcome({ name: 'desperation', before: 5 }, rolled(2, 1, ['desperationChoice']))).toEqual({ key: 'atBound', passed: true, after: 5, atBound: true, besideOutcome: true });
  });

  it('a check no line has reads as nothing', () => {
    expect(tableCheckOutcome({ name: 'unknown' } as unknown as TableCheck, rolled(0))).toBeUndefined();
  });
});
