import { describe, expect, it } from 'vitest';
import { desperationConsequence, overreachDanger, resolveDesperation, type DesperationChoice } from './desperation.ts';

describe('overreach or despair (rules.json desperationOne, +1 danger per overreach)', () => {
  it('one overreach adds one danger', () => {
    expect(overreachDanger).toBe(1);
  });

  it.each([
    // success, ones, danger, despair, choice → applied, success after, danger after, despair after
    [true, 0, 2, false, null, 'none', true, 2, false],
    [false, 0, 2, false, null, 'none', false, 2, false],
    [true, 1, 2, false, null, 'choice_needed', true, 2, false],
    [true, 1, 2, false, 'overreach', 'overreach', true, 3, false],
    [true, 3, 2, false, 'overreach', 'overreach', true, 3, false],
    [true, 1, 5, false, 'overreach', 'overreach', true, 5, false],
    [true, 1, 2, false, 'despair', 'despair', false, 2, true],
    [false, 1, 2, false, null, 'despair', false, 2, true],
    [false, 2, 2, false, 'overreach', 'despair', false, 2, true],
    [null, 1, 0, false, null, 'choice_needed', null, 0, false],
    [null, 1, 0, false, 'overreach', 'overreach', null, 1, false],
    [null, 1, 0, false, 'despair', 'despair', false, 0, true],
  ] as const)('success %j, %i desperation 1s, danger %i, despair %j, choice %j → %s', (success, ones, danger, despair, choice, applied, successAfter, dangerAfter, despairAfter) => {
    const result = resolveDesperation({ danger, despair }, { success, desperationOnes: ones }, choice as DesperationChoice | null);
    expect(result).toEqual({ applied, success: successAfter, danger: dangerAfter, despair: despairAfter });
  });

  it.each([
    [0, true, 'none'],
    [0, false, 'none'],
    [1, true, 'choose'],
    [2, null, 'choose'],
    [1, false, 'despair'],
  ] as const)('%i ones on a roll with success %j: %s', (ones, success, consequence) => {
    expect(desperationConsequence(ones, success)).toBe(consequence);
  });
});
