import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rollOdds } from './odds.ts';
import type { RollOutcome } from './roll.ts';
import { evaluateDice, rollOutcomes } from './roll.ts';

interface Tally {
  success: number;
  critical: number;
  messyCritical: number;
  bestialFailure: number;
  totalFailure: number;
  outcomes: Record<RollOutcome, number>;
}

const emptyTally = (): Tally => ({
  success: 0,
  critical: 0,
  messyCritical: 0,
  bestialFailure: 0,
  totalFailure: 0,
  outcomes: { criticalWin: 0, messyCritical: 0, win: 0, failure: 0, totalFailure: 0, bestialFailure: 0 },
});

/** Enumerates every combination of faces (each with its weight) and classifies it with evaluateDice. */
function bruteForce(normalDice: number, hungerDice: number, difficulties: readonly number[], faces: readonly (readonly [number, number])[]): Map<number, Tally> {
  const tallies = new Map(difficulties.map((d) => [d, emptyTally()] as const));
  const n = normalDice + hungerDice;
  const totalWeight = faces.reduce((sum, [, weight]) => sum + weight, 0) ** n;
  const chosen: number[] = new Array<number>(n).fill(0);
  const visit = (depth: number, weight: number): void => {
    if (depth === n) {
      for (const difficulty of difficulties) {
        const result = evaluateDice({ normal: chosen.slice(0, normalDice), hunger: chosen.slice(normalDice), difficulty });
        const tally = tallies.get(difficulty) as Tally;
        const p = weight / totalWeight;
        const outcome = result.outcome as RollOutcome;
        tally.outcomes[outcome] += p;
        if (result.success) tally.success += p;
        if (outcome === 'criticalWin' || outcome === 'messyCritical') tally.critical += p;
        if (outcome === 'messyCritical') tally.messyCritical += p;
        if (outcome === 'bestialFailure') tally.bestialFailure += p;
        if (result.totalFailure) tally.totalFailure += p;
      }
      return;
    }
    for (const [face, faceWeight] of faces) {
      chosen[depth] = face;
      visit(depth + 1, weight * faceWeight);
    }
  };
  visit(0, 1);
  return tallies;
}

/** Faces grouped by what they do: 1, 2–5, 6–9, 10 (weights out of 10). */
const groupedFaces = [
  [1, 1],
  [3, 4],
  [7, 4],
  [10, 1],
] as const;
const allFaces = Array.from({ length: 10 }, (_, i) => [i + 1, 1] as const);
const difficulties = [0, 1, 2, 3, 4, 6, 9];

function expectOddsMatch(pool: number, hunger: number, tallies: Map<number, Tally>): void {
  for (const [difficulty, tally] of tallies) {
    const odds = rollOdds({ pool, hunger, difficulty });
    for (const key of ['success', 'critical', 'messyCritical', 'bestialFailure', 'totalFailure'] as const) {
      expect(Math.abs(odds[key] - tally[key]), `${key} vs ${difficulty}`).toBeLessThan(1e-12);
    }
    for (const outcome of rollOutcomes) {
      expect(Math.abs(odds.outcomes[outcome] - tally.outcomes[outcome]), `${outcome} vs ${difficulty}`).toBeLessThan(1e-12);
    }
  }
}

const poolsUpTo = (max: number, maxHunger: number): [number, number][] =>
  Array.from({ length: max + 1 }, (_, pool) => Array.from({ length: Math.min(maxHunger, pool) + 1 }, (_, hunger) => [pool, hunger] as [number, number])).flat();

describe('rollOdds against brute-force enumeration', () => {
  it.each(poolsUpTo(8, 5))('pool %i with %i hunger dice (faces grouped 1 | 2–5 | 6–9 | 10)', (pool, hunger) => {
    expectOddsMatch(pool, hunger, bruteForce(pool - hunger, hunger, difficulties, groupedFaces));
  });

  it.each(poolsUpTo(4, 4))('pool %i with %i hunger dice (all 10 faces)', (pool, hunger) => {
    expectOddsMatch(pool, hunger, bruteForce(pool - hunger, hunger, difficulties, allFaces));
  });
});

describe('rollOdds', () => {
  it.each([
    ['one die vs 1', { pool: 1, hunger: 0, difficulty: 1 }, 'success', 0.5],
    ['two dice critical', { pool: 2, hunger: 0, difficulty: 1 }, 'critical', 0.01],
    ['two hunger dice messy', { pool: 2, hunger: 2, difficulty: 1 }, 'messyCritical', 0.01],
    ['one hunger die bestial', { pool: 1, hunger: 1, difficulty: 1 }, 'bestialFailure', 0.1],
    ['two dice total failure', { pool: 2, hunger: 0, difficulty: 1 }, 'totalFailure', 0.25],
    ['no dice vs 1', { pool: 0, hunger: 3, difficulty: 1 }, 'totalFailure', 1],
    ['no dice vs 0', { pool: 0, hunger: 0, difficulty: 0 }, 'success', 1],
    ['two dice vs 4 needs a pair', { pool: 2, hunger: 0, difficulty: 4 }, 'success', 0.01],
  ] as const)('%s', (_name, input, key, expected) => {
    expect(rollOdds(input)[key]).toBeCloseTo(expected, 14);
  });

  it('uses hunger dice = min(hunger, pool)', () => {
    expect(rollOdds({ pool: 3, hunger: 5, difficulty: 2 })).toMatchObject({ normalDice: 0, hungerDice: 3 });
    expect(rollOdds({ pool: 30, hunger: 5, difficulty: 2 })).toMatchObject({ normalDice: 25, hungerDice: 5 });
  });

  it.each([
    [{ pool: -1, hunger: 0, difficulty: 1 }],
    [{ pool: 2, hunger: -1, difficulty: 1 }],
    [{ pool: 2, hunger: 0, difficulty: 1.5 }],
  ])('rejects %j', (input) => {
    expect(() => rollOdds(input)).toThrow(RangeError);
  });
});

describe('rollOdds properties', () => {
  const input = fc.record({
    pool: fc.integer({ min: 0, max: 30 }),
    hunger: fc.integer({ min: 0, max: 5 }),
    difficulty: fc.integer({ min: 0, max: 15 }),
  });

  it('outcomes form a partition and the headline chances are consistent', () => {
    fc.assert(
      fc.property(input, (args) => {
        const odds = rollOdds(args);
        const sum = rollOutcomes.reduce((total, outcome) => total + odds.outcomes[outcome], 0);
        expect(Math.abs(sum - 1)).toBeLessThan(1e-12);
        expect(odds.messyCritical).toBeLessThanOrEqual(odds.critical + 1e-15);
        expect(odds.critical).toBeLessThanOrEqual(odds.success + 1e-15);
        expect(odds.bestialFailure + odds.outcomes.failure + odds.outcomes.totalFailure).toBeCloseTo(1 - odds.success, 12);
        expect(odds.totalFailure).toBeGreaterThanOrEqual(odds.outcomes.totalFailure - 1e-15);
        if (odds.hungerDice === 0) expect(odds.messyCritical + odds.bestialFailure).toBe(0);
      }),
      { numRuns: 200 },
    );
  });

  it('P(success) never rises with the difficulty and never falls with one more die', () => {
    fc.assert(
      fc.property(input, ({ pool, hunger, difficulty }) => {
        const base = rollOdds({ pool, hunger, difficulty }).success;
        expect(rollOdds({ pool, hunger, difficulty: difficulty + 1 }).success).toBeLessThanOrEqual(base + 1e-12);
        expect(rollOdds({ pool: pool + 1, hunger, difficulty }).success).toBeGreaterThanOrEqual(base - 1e-12);
      }),
      { numRuns: 200 },
    );
  });
});
