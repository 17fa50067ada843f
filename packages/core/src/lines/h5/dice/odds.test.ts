import { describe, expect, it } from 'vitest';
import { h5RollOdds } from './odds.ts';
import { evaluateH5Dice, h5RollOutcomes } from './roll.ts';

/** Faces grouped by what they do: 1, 2–5, 6–9, 10 (weights out of 10). */
const groupedFaces = [
  [1, 1],
  [3, 4],
  [7, 4],
  [10, 1],
] as const;

function bruteForce(pool: number, desperation: number, difficulty: number) {
  const tally = { success: 0, critical: 0, desperationOne: 0, choice: 0, despair: 0, outcomes: { criticalWin: 0, win: 0, failure: 0, totalFailure: 0 } };
  const n = pool + desperation;
  const faces: number[] = [];
  const visit = (depth: number, p: number): void => {
    if (depth === n) {
      const result = evaluateH5Dice({ normal: faces.slice(0, pool), desperation: faces.slice(pool), difficulty });
      tally.outcomes[result.outcome!] += p;
      if (result.success) tally.success += p;
      if (result.outcome === 'criticalWin') tally.critical += p;
      if (result.desperationOnes > 0) tally.desperationOne += p;
      if (result.consequence === 'choose') tally.choice += p;
      if (result.consequence === 'despair') tally.despair += p;
      return;
    }
    for (const [face, weight] of groupedFaces) {
      faces[depth] = face;
      visit(depth + 1, (p * weight) / 10);
    }
  };
  visit(0, 1);
  return tally;
}

const cases = [0, 1, 2, 3, 4].flatMap((pool) => [0, 1, 2, 3].filter((d) => pool + d <= 6).flatMap((desperation) => [0, 1, 2, 4].map((difficulty) => [pool, desperation, difficulty] as const)));

describe('exact Hunter odds', () => {
  it.each(cases)('%i dice + %i desperation vs %i match brute force', (pool, desperation, difficulty) => {
    const odds = h5RollOdds({ pool, desperation, difficulty });
    const tally = bruteForce(pool, desperation, difficulty);
    for (const key of ['success', 'critical', 'desperationOne', 'choice', 'despair'] as const) expect(odds[key], key).toBeCloseTo(tally[key], 12);
    for (const outcome of h5RollOutcomes) expect(odds.outcomes[outcome], outcome).toBeCloseTo(tally.outcomes[outcome], 12);
  });

  it.each([
    [0, 0],
    [1, 0.1],
    [2, 0.19],
    [3, 0.271],
  ])('%i desperation dice show at least one 1 with p = %f', (desperation, p) => {
    expect(h5RollOdds({ pool: 3, desperation, difficulty: 2 }).desperationOne).toBeCloseTo(p, 12);
  });

  it('one die vs 1: wins half the time, never critically', () => {
    expect(h5RollOdds({ pool: 1, desperation: 0, difficulty: 1 })).toMatchObject({ success: 0.5, critical: 0, choice: 0, despair: 0 });
  });

  it('the outcomes sum to 1 for a big pool', () => {
    const odds = h5RollOdds({ pool: 15, desperation: 5, difficulty: 7 });
    expect(Object.values(odds.outcomes).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(odds.choice + odds.despair).toBeCloseTo(odds.desperationOne, 12);
  });
});
