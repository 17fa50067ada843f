import { describe, expect, it } from 'vitest';
import { frenzyTest } from './frenzy.ts';
import { sequenceRandomSource } from '../../../dice/random.ts';
import { remorseDice, remorseTest } from './remorse.ts';

describe('remorseDice', () => {
  it.each([
    [7, 0, 3],
    [7, 1, 2],
    [7, 3, 1],
    [5, 2, 3],
    [0, 0, 10],
    [1, 4, 5],
    [10, 0, 1],
    [8, 2, 1],
    [9, 5, 1],
  ])('humanity %i with %i stains rolls %i dice', (humanity, stains, dice) => {
    expect(remorseDice(humanity, stains)).toBe(dice);
  });

  it.each([
    [11, 0],
    [-1, 0],
    [5, -1],
    [5, 11],
  ])('rejects humanity %i / stains %i', (humanity, stains) => {
    expect(() => remorseDice(humanity, stains)).toThrow(RangeError);
  });
});

describe('remorseTest', () => {
  it.each([
    [6, 2, [1, 6], true, 6, 1],
    [7, 1, [2, 3], false, 6, 0],
    [8, 2, [9], true, 8, 1],
    [8, 2, [5], false, 7, 0],
    [0, 3, [1, 2, 3, 4, 5, 1, 2], false, 0, 0],
  ])('humanity %i, %i stains, faces %j: passed %s, humanity %i', (humanity, stains, faces, passed, after, successes) => {
    const result = remorseTest({ humanity, stains }, sequenceRandomSource(faces));
    expect(result).toEqual({ dice: faces, successes, passed, humanityBefore: humanity, humanity: after, stains: 0 });
  });
});

describe('frenzyTest', () => {
  it.each([
    [3, 0, 2, [6, 7, 1], true, 2],
    [3, 0, 3, [6, 7, 1], false, 2],
    [2, 1, 4, [10, 10, 2], true, 4],
    [4, -2, 1, [5, 5], false, 0],
    [0, 0, 1, [], false, 0],
  ])('willpower %i + %i vs %i with %j: resisted %s', (willpower, bonusDice, difficulty, faces, resisted, successes) => {
    const result = frenzyTest({ willpower, bonusDice, difficulty }, sequenceRandomSource(faces));
    expect(result.resisted).toBe(resisted);
    expect(result.roll.successes).toBe(successes);
    expect(result.roll.hunger).toEqual([]);
    expect(result.roll.normal).toEqual(faces);
  });
});
