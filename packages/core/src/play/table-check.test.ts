import { describe, expect, it } from 'vitest';
import { tableCheckOutcome } from './table-check.ts';
import type { TableCheck } from './schemas.ts';

describe('a line table check read in words', () => {
  it.each([
    ['rouse, a success: hunger stays', { name: 'rouse', before: 2 }, 1, { passed: true, after: 2, atBound: false }],
    ['rouse, no success: hunger rises', { name: 'rouse', before: 2 }, 0, { passed: false, after: 3, atBound: false }],
    ['rouse at hunger 5, no success: it cannot rise', { name: 'rouse', before: 5 }, 0, { passed: false, after: 5, atBound: true }],
    ['rage, a success: rage stays', { name: 'rage', before: 3 }, 1, { passed: true, after: 3, atBound: false }],
    ['rage, no success: rage sinks', { name: 'rage', before: 3 }, 0, { passed: false, after: 2, atBound: false }],
    ['remorse, a success: humanity stays', { name: 'remorse', before: 7 }, 2, { passed: true, after: 7, atBound: false }],
    ['remorse, no success: humanity sinks', { name: 'remorse', before: 7 }, 0, { passed: false, after: 6, atBound: false }],
  ] as const)('%s', (_, check, successes, outcome) => {
    expect(tableCheckOutcome(check as TableCheck, { successes })).toEqual(outcome);
  });

  it('a check no line has reads as nothing', () => {
    expect(tableCheckOutcome({ name: 'unknown' } as unknown as TableCheck, { successes: 0 })).toBeUndefined();
  });
});
