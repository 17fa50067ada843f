import { describe, expect, it } from 'vitest';
import { bloodPotencyRow, bloodPotencyTable } from './blood-potency.ts';

describe('bloodPotencyTable', () => {
  it.each([
    // value, surge, mend, discipline bonus, rouse re-roll ≤, bane (V5 corebook; the original product's
    // surge is one lower everywhere and its bane one lower from BP 1, docs/behaviour-notes.md §3)
    [0, 1, 1, 0, 0, 0],
    [1, 2, 1, 0, 1, 2],
    [2, 2, 2, 1, 1, 2],
    [3, 3, 2, 1, 2, 3],
    [4, 3, 3, 2, 2, 3],
    [5, 4, 3, 2, 3, 4],
    [6, 4, 3, 3, 3, 4],
    [7, 5, 3, 3, 4, 5],
    [8, 5, 4, 4, 4, 5],
    [9, 6, 4, 4, 5, 6],
    [10, 6, 5, 5, 5, 6],
  ])('BP %i: surge %i, mend %i, bonus %i, re-roll ≤ %i, bane %i', (value, bleedingSpurt, healedDamage, disciplineBonus, rouseRepeatDisciplineLevel, baneLevel) => {
    expect(bloodPotencyRow(value)).toEqual({ value, bleedingSpurt, healedDamage, disciplineBonus, rouseRepeatDisciplineLevel, baneLevel });
  });

  it('has one frozen row per blood potency 0–10', () => {
    expect(bloodPotencyTable).toHaveLength(11);
    expect(Object.isFrozen(bloodPotencyTable)).toBe(true);
    expect(Object.isFrozen(bloodPotencyTable[3])).toBe(true);
  });

  it.each([[-1], [11], [2.5]])('rejects blood potency %d', (bp) => {
    expect(() => bloodPotencyRow(bp)).toThrow(RangeError);
  });
});
