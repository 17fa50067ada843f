import { describe, expect, it } from 'vitest';
import { seededRandomSource } from '../../../dice/random.ts';
import { evaluateH5Dice, h5WillpowerReroll, rollH5Pool } from './roll.ts';

describe('a Hunter roll: pool dice plus desperation dice', () => {
  it.each([
    // normal, desperation, difficulty → successes, outcome, ones, consequence
    [[6, 7, 2], [], 2, 2, 'win', 0, 'none'],
    [[10, 10, 3], [], 4, 4, 'criticalWin', 0, 'none'],
    [[10, 3], [10], 3, 4, 'criticalWin', 0, 'none'],
    [[6, 6], [1, 8], 3, 3, 'win', 1, 'choose'],
    [[6, 2], [1, 1], 3, 1, 'failure', 2, 'despair'],
    [[2, 3], [4], 1, 0, 'totalFailure', 0, 'none'],
    [[2, 3], [1], 1, 0, 'totalFailure', 1, 'despair'],
    [[], [6, 1], 1, 1, 'win', 1, 'choose'],
  ] as const)('%j + desperation %j vs %i → %i successes, %s, %i ones (%s)', (normal, desperation, difficulty, successes, outcome, ones, consequence) => {
    const result = evaluateH5Dice({ normal, desperation, difficulty });
    expect(result).toMatchObject({ successes, outcome, desperationOnes: ones, consequence, margin: successes - difficulty });
  });

  it('without a difficulty: no outcome, ones ask for a choice', () => {
    expect(evaluateH5Dice({ normal: [7], desperation: [1] })).toMatchObject({ outcome: null, success: null, margin: null, consequence: 'choose' });
  });

  it('desperation dice are added to the pool, not taken out of it', () => {
    const result = rollH5Pool({ pool: 4, desperation: 3, difficulty: 2 }, seededRandomSource(7));
    expect(result.normal).toHaveLength(4);
    expect(result.desperation).toHaveLength(3);
    const again = rollH5Pool({ pool: 4, desperation: 3, difficulty: 2 }, seededRandomSource(7));
    expect(again).toEqual(result);
  });

  it('a willpower re-roll changes only the chosen normal dice', () => {
    const result = evaluateH5Dice({ normal: [1, 2, 3, 4], desperation: [1], difficulty: 2 });
    const rerolled = h5WillpowerReroll(result, [0, 2], () => 9);
    expect(rerolled.normal).toEqual([9, 2, 9, 4]);
    expect(rerolled.desperation).toEqual([1]);
    expect(rerolled.consequence).toBe('choose');
    expect(() => h5WillpowerReroll(result, [0, 1, 2, 3], () => 9)).toThrow(RangeError);
    expect(() => h5WillpowerReroll(result, [1, 1], () => 9)).toThrow(RangeError);
  });
});
