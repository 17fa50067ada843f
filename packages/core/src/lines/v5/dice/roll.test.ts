import { describe, expect, it } from 'vitest';
import { sequenceRandomSource } from '../../../dice/random.ts';
import type { RollOutcome } from './roll.ts';
import { countSuccesses, evaluateDice, rollPool, splitPool, willpowerReroll } from './roll.ts';
import { bloodSurgeDice, rollWithBloodSurge } from './surge.ts';

describe('countSuccesses', () => {
  it.each([
    [[], 0],
    [[1, 2, 3, 4, 5], 0],
    [[6, 7, 8, 9], 4],
    [[10], 1],
    [[10, 10], 4],
    [[10, 10, 10], 5],
    [[10, 10, 10, 10], 8],
    [[10, 10, 10, 10, 10, 6], 10],
  ])('%j gives %i successes', (faces, expected) => {
    expect(countSuccesses(faces)).toBe(expected);
  });
});

describe('evaluateDice outcome classification', () => {
  it.each<[number[], number[], number, number, RollOutcome, boolean]>([
    // normal, hunger, difficulty, successes, outcome, totalFailure flag
    [[10, 10, 3], [], 2, 4, 'criticalWin', false],
    [[10, 10, 10, 7], [2], 5, 6, 'criticalWin', false],
    [[10, 10], [1], 4, 4, 'criticalWin', false],
    [[10, 4], [10], 3, 4, 'messyCritical', false],
    [[10, 10], [10, 1], 2, 5, 'messyCritical', false],
    [[], [10, 10], 1, 4, 'messyCritical', false],
    [[6, 7, 2], [], 2, 2, 'win', false],
    [[10, 6], [3], 2, 2, 'win', false],
    [[9], [1], 1, 1, 'win', false],
    [[1, 2], [], 0, 0, 'win', false],
    [[6, 2], [], 2, 1, 'failure', false],
    [[10, 3], [8], 3, 2, 'failure', false],
    [[10], [10], 5, 4, 'failure', false],
    [[1, 2, 5], [], 1, 0, 'totalFailure', true],
    [[3], [2, 5], 2, 0, 'totalFailure', true],
    [[7], [1], 2, 1, 'bestialFailure', false],
    [[2, 3], [1, 4], 1, 0, 'bestialFailure', true],
    [[10, 10], [1], 5, 4, 'bestialFailure', false],
  ])('normal %j hunger %j vs %i: %i successes, %s', (normal, hunger, difficulty, successes, outcome, totalFailure) => {
    const result = evaluateDice({ normal, hunger, difficulty });
    expect(result.successes).toBe(successes);
    expect(result.outcome).toBe(outcome);
    expect(result.margin).toBe(successes - difficulty);
    expect(result.success).toBe(successes >= difficulty);
    expect(result.totalFailure).toBe(totalFailure);
  });

  it.each<[number[], number[], boolean, boolean, boolean]>([
    // normal, hunger, possible messy, possible bestial, zero successes
    [[10, 10], [2], false, false, false],
    [[10], [10], true, false, false],
    [[10, 3], [10, 1], true, true, false],
    [[4], [1], false, true, true],
    [[10, 10], [], false, false, false],
    [[2], [10], false, false, false],
  ])('without a difficulty, %j + hunger %j reports flags only', (normal, hunger, messy, bestial, zero) => {
    const result = evaluateDice({ normal, hunger });
    expect(result.outcome).toBeNull();
    expect(result.success).toBeNull();
    expect(result.margin).toBeNull();
    expect(result.difficulty).toBeNull();
    expect(result.possibleMessyCritical).toBe(messy);
    expect(result.possibleBestialFailure).toBe(bestial);
    expect(result.totalFailure).toBe(zero);
  });

  it('counts critical pairs and tens', () => {
    const result = evaluateDice({ normal: [10, 10, 10], hunger: [10, 10], difficulty: 1 });
    expect(result).toMatchObject({ tens: 5, criticalPairs: 2, successes: 9, outcome: 'messyCritical' });
  });

  it.each([
    [{ normal: [0], hunger: [] }],
    [{ normal: [11], hunger: [] }],
    [{ normal: [], hunger: [2.5] }],
    [{ normal: [3], hunger: [], difficulty: -1 }],
  ])('rejects bad input %j', (input) => {
    expect(() => evaluateDice(input)).toThrow(RangeError);
  });
});

describe('rollPool', () => {
  it.each([
    [5, 0, 5, 0],
    [5, 2, 3, 2],
    [3, 5, 0, 3],
    [0, 4, 0, 0],
    [7, 5, 2, 5],
  ])('pool %i at hunger %i has %i normal and %i hunger dice', (pool, hunger, normalDice, hungerDice) => {
    expect(splitPool(pool, hunger)).toEqual({ normalDice, hungerDice });
    const roll = rollPool({ pool, hunger }, sequenceRandomSource(Array.from({ length: pool }, () => 6)));
    expect(roll.normal).toHaveLength(normalDice);
    expect(roll.hunger).toHaveLength(hungerDice);
  });

  it('rolls normal dice first, then hunger dice, and evaluates them', () => {
    const roll = rollPool({ pool: 4, hunger: 2, difficulty: 3 }, sequenceRandomSource([10, 3, 10, 1]));
    expect(roll.normal).toEqual([10, 3]);
    expect(roll.hunger).toEqual([10, 1]);
    expect(roll.outcome).toBe('messyCritical');
    expect(roll.margin).toBe(1);
  });

  it('rejects a random source that returns no d10 face', () => {
    expect(() => rollPool({ pool: 1, hunger: 0 }, () => 0)).toThrow(RangeError);
    expect(() => rollPool({ pool: 1, hunger: 0 }, () => 11)).toThrow(RangeError);
  });
});

describe('willpowerReroll', () => {
  const first = evaluateDice({ normal: [2, 3, 4, 9], hunger: [1, 10], difficulty: 4 });

  it('keeps hunger dice and re-rolls only the chosen normal dice', () => {
    expect(first.outcome).toBe('bestialFailure');
    const next = willpowerReroll(first, [0, 2, 1], sequenceRandomSource([10, 7, 6]));
    expect(next.hunger).toEqual([1, 10]);
    expect(next.normal).toEqual([10, 6, 7, 9]);
    expect(next.successes).toBe(7);
    expect(next.outcome).toBe('messyCritical');
    expect(next.difficulty).toBe(4);
    expect(first.normal).toEqual([2, 3, 4, 9]);
  });

  it('can turn a win into a failure and keeps an absent difficulty', () => {
    const noDifficulty = evaluateDice({ normal: [6, 6], hunger: [2] });
    const next = willpowerReroll(noDifficulty, [1], sequenceRandomSource([2]));
    expect(next.normal).toEqual([6, 2]);
    expect(next.outcome).toBeNull();
    expect(next.successes).toBe(1);
  });

  it.each([
    [[0, 1, 2, 3]],
    [[1, 1]],
    [[4]],
    [[-1]],
  ])('rejects the pick %j', (indices) => {
    expect(() => willpowerReroll(first, indices, sequenceRandomSource([6, 6, 6, 6]))).toThrow(RangeError);
  });

  it('with no dice picked returns the same evaluation', () => {
    expect(willpowerReroll(first, [], sequenceRandomSource([]))).toEqual(first);
  });
});

describe('blood surge', () => {
  it.each([
    [0, 1],
    [1, 2],
    [2, 2],
    [3, 3],
    [5, 4],
    [7, 5],
    [9, 6],
    [10, 6],
  ])('at BP %i adds %i dice', (bp, dice) => {
    expect(bloodSurgeDice(bp)).toBe(dice);
  });

  it('makes the rouse check first, then rolls pool + surge with the new hunger', () => {
    const result = rollWithBloodSurge({ pool: 3, hunger: 1, difficulty: 2, bloodPotency: 1 }, sequenceRandomSource([4, 6, 7, 8, 2, 1]));
    expect(result.rouse).toMatchObject({ passed: false, hunger: 2, dice: [4] });
    expect(result.surgeDice).toBe(2);
    expect(result.roll.normal).toEqual([6, 7, 8]);
    expect(result.roll.hunger).toEqual([2, 1]);
    expect(result.roll.outcome).toBe('win');
  });

  it('keeps hunger when the rouse check passes', () => {
    const result = rollWithBloodSurge({ pool: 1, hunger: 0, bloodPotency: 0 }, sequenceRandomSource([9, 5, 5]));
    expect(result.rouse.hunger).toBe(0);
    expect(result.roll.normal).toEqual([5, 5]);
    expect(result.roll.hunger).toEqual([]);
    expect(result.roll.outcome).toBeNull();
  });
});
