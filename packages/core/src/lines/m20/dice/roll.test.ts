import { describe, expect, it } from 'vitest';
import { sequenceRandomSource } from '../../../dice/random.ts';
import { effectiveDifficulty, evaluateM20Roll, rollM20, type M20Outcome } from './roll.ts';

describe('a d10 roll against a difficulty (M20)', () => {
  it.each<[string, number[], { difficulty: number; specialty?: boolean; willpower?: boolean; required?: number }, number, M20Outcome]>([
    ['dice at or above the difficulty succeed', [6, 7, 5, 2], { difficulty: 6 }, 2, 'success'],
    ['below the difficulty is no success', [5, 5, 4], { difficulty: 6 }, 0, 'failure'],
    ['a 1 cancels one success', [8, 9, 1], { difficulty: 6 }, 1, 'success'],
    ['1s cancelling every success make a failure, not a botch', [8, 1, 1], { difficulty: 6 }, 0, 'failure'],
    ['no success and a 1 is a botch', [5, 3, 1], { difficulty: 6 }, 0, 'botch'],
    ['no success and no 1 is a plain failure', [5, 3, 2], { difficulty: 6 }, 0, 'failure'],
    ['a 10 is one success without a specialty', [10, 3], { difficulty: 6 }, 1, 'success'],
    ['with the specialty a 10 counts two', [10, 3], { difficulty: 6, specialty: true }, 2, 'success'],
    ['1s cancel the doubled 10 too', [10, 1, 1], { difficulty: 6, specialty: true }, 0, 'failure'],
    ['a specialty does not double a 9', [9, 9], { difficulty: 6, specialty: true }, 2, 'success'],
    ['difficulty 10: only 10s', [9, 9, 10], { difficulty: 10 }, 1, 'success'],
    ['difficulty 2: everything but 1s', [2, 3, 1], { difficulty: 2 }, 1, 'success'],
    ['Willpower adds a success the 1s cannot cancel', [8, 1, 1], { difficulty: 6, willpower: true }, 1, 'success'],
    ['Willpower prevents the botch', [4, 1], { difficulty: 6, willpower: true }, 1, 'success'],
    ['two successes needed, one rolled', [7, 3], { difficulty: 6, required: 2 }, 1, 'failure'],
    ['an empty pool fails', [], { difficulty: 6 }, 0, 'failure'],
    ['an empty pool with Willpower succeeds', [], { difficulty: 6, willpower: true }, 1, 'success'],
  ])('%s', (_name, faces, rules, successes, outcome) => {
    const result = evaluateM20Roll(faces, rules);
    expect(result.successes).toBe(successes);
    expect(result.outcome).toBe(outcome);
    expect(result.botch).toBe(outcome === 'botch');
  });

  it.each<[number, number, number]>([
    [6, 6, 1],
    [1, 2, 1],
    [-3, 2, 1],
    [10, 10, 1],
    [11, 10, 2],
    [13, 10, 4],
  ])('difficulty %i counts as %i with %i success(es) needed', (raw, difficulty, required) => {
    expect(effectiveDifficulty(raw)).toEqual({ difficulty, required });
  });

  it('rolls the pool from the random source', () => {
    const result = rollM20(3, { difficulty: 6 }, sequenceRandomSource([10, 6, 1]));
    expect(result).toMatchObject({ faces: [10, 6, 1], rolled: 2, ones: 1, successes: 1, outcome: 'success' });
  });

  it('refuses faces and difficulties the dice cannot have', () => {
    expect(() => evaluateM20Roll([0], { difficulty: 6 })).toThrow(RangeError);
    expect(() => evaluateM20Roll([11], { difficulty: 6 })).toThrow(RangeError);
    expect(() => evaluateM20Roll([5], { difficulty: 11 })).toThrow(RangeError);
    expect(() => rollM20(-1, { difficulty: 6 }, sequenceRandomSource([]))).toThrow(RangeError);
  });
});
