import { describe, expect, it } from 'vitest';
import { dicePool } from './dice-pool.ts';

describe('dicePool', () => {
  it.each([
    // attribute, second, bonus, hunger, forDiscipline, bp, total, hunger dice, normal dice
    [3, 2, 0, 0, false, 0, 5, 0, 5],
    [3, 2, 0, 2, false, 0, 5, 2, 3],
    [2, 0, 0, 4, false, 0, 2, 2, 0],
    [3, 2, -1, 1, false, 0, 4, 1, 3],
    [1, 0, -3, 2, false, 0, 0, 0, 0],
    [3, 3, 0, 1, true, 0, 6, 1, 5],
    [3, 3, 0, 1, true, 2, 7, 1, 6],
    [3, 3, 1, 5, true, 10, 12, 5, 7],
    [3, 3, 0, 1, false, 10, 6, 1, 5],
  ])(
    '%i + %i + bonus %i at hunger %i (discipline %s, BP %i) = %i dice, %i hunger, %i normal',
    (attribute, second, bonus, hunger, forDiscipline, bloodPotency, total, hungerDice, normalDice) => {
      expect(dicePool({ attribute, second, bonus, hunger, forDiscipline, bloodPotency })).toMatchObject({ total, hungerDice, normalDice });
    },
  );

  it('reports the discipline bonus it added', () => {
    expect(dicePool({ attribute: 2, second: 2, hunger: 0, forDiscipline: true, bloodPotency: 6 }).disciplineBonus).toBe(3);
    expect(dicePool({ attribute: 2, second: 2, hunger: 0, bloodPotency: 6 }).disciplineBonus).toBe(0);
  });

  it.each([
    [{ attribute: -1, second: 0, hunger: 0 }],
    [{ attribute: 1, second: 0, hunger: 6 }],
    [{ attribute: 1, second: 0, hunger: 0, forDiscipline: true, bloodPotency: 11 }],
  ])('rejects %j', (input) => {
    expect(() => dicePool(input)).toThrow(RangeError);
  });
});
