import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { m20Odds } from './odds.ts';
import { evaluateM20Roll, type M20RollRules } from './roll.ts';

/** Every face combination of a small pool, evaluated one by one. */
function bruteForce(pool: number, rules: M20RollRules) {
  const totals = { success: 0, failure: 0, botch: 0, expectedSuccesses: 0 };
  const count = 10 ** pool;
  for (let n = 0; n < count; n += 1) {
    const faces: number[] = [];
    for (let i = 0, rest = n; i < pool; i += 1, rest = Math.floor(rest / 10)) faces.push((rest % 10) + 1);
    const result = evaluateM20Roll(faces, rules);
    totals[result.outcome] += 1 / count;
    totals.expectedSuccesses += result.successes / count;
  }
  return totals;
}

describe('exact odds of a d10 roll', () => {
  const cases: Array<[number, M20RollRules]> = [];
  for (const pool of [0, 1, 2, 3, 4]) {
    for (const difficulty of [2, 4, 6, 8, 10]) {
      cases.push([pool, { difficulty }]);
      cases.push([pool, { difficulty, specialty: true }]);
      cases.push([pool, { difficulty, willpower: true }]);
      cases.push([pool, { difficulty, required: 2 }]);
    }
  }

  it.each(cases)('pool %i with %o matches brute force over every face', (pool, rules) => {
    const exact = m20Odds(pool, rules);
    const brute = bruteForce(pool, rules);
    expect(exact.success).toBeCloseTo(brute.success, 12);
    expect(exact.failure).toBeCloseTo(brute.failure, 12);
    expect(exact.botch).toBeCloseTo(brute.botch, 12);
    expect(exact.expectedSuccesses).toBeCloseTo(brute.expectedSuccesses, 10);
  });

  it.each<[number, number, number]>([
    // One die at difficulty 6: 5 of 10 faces succeed, the 1 botches.
    [1, 6, 0.5],
    // Two dice: a botch needs no success (faces 1–5 on both) and at least one 1: 0.5² − 0.4².
    [2, 6, 0.5 ** 2 - 0.4 ** 2],
  ])('pool %i at difficulty %i: the numbers of the rules', (pool, difficulty, expected) => {
    const odds = m20Odds(pool, { difficulty });
    if (pool === 1) {
      expect(odds.success).toBeCloseTo(expected, 12);
      expect(odds.botch).toBeCloseTo(0.1, 12);
    } else expect(odds.botch).toBeCloseTo(expected, 12);
  });

  it('the three chances always sum to 1; Willpower never botches; an easier difficulty never lowers the chance (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 3, max: 10 }), fc.boolean(), fc.boolean(), (pool, difficulty, specialty, willpower) => {
        const odds = m20Odds(pool, { difficulty, specialty, willpower });
        expect(odds.success + odds.failure + odds.botch).toBeCloseTo(1, 9);
        if (willpower) expect(odds.botch).toBe(0);
        expect(m20Odds(pool, { difficulty: difficulty - 1, specialty, willpower }).success).toBeGreaterThanOrEqual(odds.success - 1e-12);
      }),
      { numRuns: 200 },
    );
  });
});
