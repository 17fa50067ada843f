import { describe, expect, it } from 'vitest';
import { humanityPenalty, humanityState } from './humanity.ts';

describe('humanity (spec §9)', () => {
  it.each([
    [0, Number.MIN_SAFE_INTEGER, 'lost'],
    [1, 8, 'penalised'],
    [2, 6, 'penalised'],
    [3, 4, 'penalised'],
    [4, 2, 'penalised'],
    [5, 1, 'penalised'],
    [6, 0, 'fine'],
    [10, 0, 'fine'],
  ] as const)('humanity %i: penalty %i, %s', (humanity, penalty, state) => {
    expect(humanityPenalty(humanity)).toBe(penalty);
    expect(humanityState(humanity)).toEqual({ state, penalty });
  });
});
