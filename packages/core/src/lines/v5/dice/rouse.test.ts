import { describe, expect, it } from 'vitest';
import { sequenceRandomSource } from '../../../dice/random.ts';
import { canRerollRouse, rouseCheck, rouseChecks } from './rouse.ts';

/** "rouse re-roll ≤" column of docs/behaviour-notes.md §3, BP 0–10. */
const rerollLevelByBp = [0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5];

describe('canRerollRouse by blood potency', () => {
  const rows = rerollLevelByBp.flatMap((level, bp) => [1, 2, 3, 4, 5].map((power) => [bp, power, power <= level] as const));
  it.each(rows)('BP %i, power level %i: re-roll %s', (bp, power, expected) => {
    expect(canRerollRouse(bp, power)).toBe(expected);
  });

  it('never re-rolls for level 0 (no power)', () => {
    expect(canRerollRouse(10, 0)).toBe(false);
  });
});

describe('rouseCheck', () => {
  it.each([
    [0, 6, 0, true],
    [2, 10, 2, true],
    [2, 5, 3, false],
    [0, 1, 1, false],
    [4, 3, 5, false],
  ])('at hunger %i a %i leaves hunger %i (passed %s)', (hunger, face, after, passed) => {
    const result = rouseCheck({ hunger }, sequenceRandomSource([face]));
    expect(result).toMatchObject({ dice: [face], rerolled: false, passed, hungerBefore: hunger, hunger: after, torporOrFrenzy: false });
    expect(result.hungerGained).toBe(after - hunger);
  });

  it.each([[1], [5]])('a failure at hunger 5 (face %i) flags torpor or hunger frenzy and keeps hunger at 5', (face) => {
    const result = rouseCheck({ hunger: 5 }, sequenceRandomSource([face]));
    expect(result).toMatchObject({ passed: false, hunger: 5, hungerGained: 0, torporOrFrenzy: true });
  });

  it('passing at hunger 5 is safe', () => {
    expect(rouseCheck({ hunger: 5 }, sequenceRandomSource([6])).torporOrFrenzy).toBe(false);
  });

  it.each([
    // bp, power level, faces, rerolled, passed, hunger after (from 2)
    [3, 2, [3, 7], true, true, 2],
    [3, 2, [3, 2], true, false, 3],
    [3, 3, [3, 7], false, false, 3],
    [1, 1, [5, 6], true, true, 2],
    [0, 1, [5, 6], false, false, 3],
    [10, 5, [1, 10], true, true, 2],
    [9, 5, [4, 9], true, true, 2],
    [8, 5, [4, 9], false, false, 3],
    [5, 3, [8, 1], false, true, 2],
  ])('BP %i, power level %i, faces %j: re-rolled %s, passed %s', (bloodPotency, powerLevel, faces, rerolled, passed, hunger) => {
    const result = rouseCheck({ hunger: 2, bloodPotency, powerLevel }, sequenceRandomSource(faces));
    expect(result.rerolled).toBe(rerolled);
    expect(result.passed).toBe(passed);
    expect(result.hunger).toBe(hunger);
    expect(result.dice).toEqual(rerolled ? faces : faces.slice(0, 1));
  });

  it('needs the blood potency when the check is for a power', () => {
    expect(() => rouseCheck({ hunger: 1, powerLevel: 1 }, sequenceRandomSource([7]))).toThrow(RangeError);
  });

  it.each([[-1], [6], [1.5]])('rejects hunger %d', (hunger) => {
    expect(() => rouseCheck({ hunger }, sequenceRandomSource([7]))).toThrow(RangeError);
  });
});

describe('rouseChecks', () => {
  it('carries hunger from check to check and flags the failure at hunger 5', () => {
    const result = rouseChecks(3, { hunger: 4 }, sequenceRandomSource([2, 8, 1]));
    expect(result.checks.map((check) => check.hunger)).toEqual([5, 5, 5]);
    expect(result.checks.map((check) => check.torporOrFrenzy)).toEqual([false, false, true]);
    expect(result).toMatchObject({ hungerBefore: 4, hunger: 5, hungerGained: 1, torporOrFrenzy: true });
  });

  it('applies the discipline re-roll to every check', () => {
    const result = rouseChecks(2, { hunger: 0, bloodPotency: 3, powerLevel: 2 }, sequenceRandomSource([1, 1, 4, 9]));
    expect(result.checks.map((check) => check.dice)).toEqual([[1, 1], [4, 9]]);
    expect(result).toMatchObject({ hunger: 1, hungerGained: 1, torporOrFrenzy: false });
  });

  it('zero checks change nothing', () => {
    expect(rouseChecks(0, { hunger: 3 }, sequenceRandomSource([]))).toEqual({
      checks: [],
      hungerBefore: 3,
      hunger: 3,
      hungerGained: 0,
      torporOrFrenzy: false,
    });
  });
});
