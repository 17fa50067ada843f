import { describe, expect, it } from 'vitest';
import type { AttributeKey } from '../keys.ts';
import type { V5Character as Character } from '../../lines/v5/schema.ts';
import { withAttr } from '../../lines/v5/leveling/test-fixtures.ts';
import {
  allAttributeKeys,
  allowedValues,
  attributeDistribution,
  attributeStepProblems,
  attributeValues,
  matchesDistribution,
  remainingByPoints,
  setCreationAttribute,
} from './attributes.ts';
import { fresh } from '../../lines/v5/creation/test-fixtures.ts';

const valid = [4, 3, 3, 3, 2, 2, 2, 2, 1];

function withValues(values: readonly number[]): Character {
  return values.reduce<Character>((c, value, i) => withAttr(c, allAttributeKeys[i] as AttributeKey, value), fresh());
}

describe('attribute distribution', () => {
  it('is one at 4, three at 3, four at 2, one at 1 over the nine attributes', () => {
    expect(attributeDistribution).toEqual([
      { amount: 1, points: 4 },
      { amount: 3, points: 3 },
      { amount: 4, points: 2 },
      { amount: 1, points: 1 },
    ]);
    expect(allAttributeKeys).toHaveLength(9);
    expect(attributeDistribution.reduce((n, d) => n + d.amount, 0)).toBe(9);
  });

  it.each([
    ['the distribution', valid, true],
    ['the distribution reversed', [...valid].reverse(), true],
    ['all unassigned', Array(9).fill(0), false],
    ['one unassigned', [4, 3, 3, 3, 2, 2, 2, 2, 0], false],
    ['two at 4', [4, 4, 3, 3, 2, 2, 2, 2, 1], false],
    ['a 5', [5, 3, 3, 3, 2, 2, 2, 2, 1], false],
    ['five at 2, none at 1', [4, 3, 3, 3, 2, 2, 2, 2, 2], false],
    ['all at 2', Array(9).fill(2), false],
  ])('%s → %s', (_name, values, expected) => {
    expect(matchesDistribution(values, attributeDistribution)).toBe(expected);
    expect(attributeStepProblems(withValues(values))).toEqual(expected ? [] : ['attributes_unspent']);
  });

  it('counts what is left per dot value (0 = unassigned)', () => {
    expect(Object.fromEntries(remainingByPoints([4, 3, 0, 0, 2], attributeDistribution))).toEqual({ 4: 0, 3: 2, 2: 3, 1: 1 });
    expect(Object.fromEntries(remainingByPoints([4, 4, 5], attributeDistribution))).toEqual({ 4: -1, 3: 3, 2: 4, 1: 1, 5: -1 });
  });

  it.each([
    ['nothing assigned', Array(9).fill(0), 0, [0, 1, 2, 3, 4]],
    ['4 taken, asking for another', [4, 0, 0, 0, 0, 0, 0, 0, 0], 0, [0, 1, 2, 3]],
    ['4 taken, asking for the one at 4', [4, 0, 0, 0, 0, 0, 0, 0, 0], 4, [0, 1, 2, 3, 4]],
    ['all 3s taken', [3, 3, 3, 0, 0, 0, 0, 0, 0], 0, [0, 1, 2, 4]],
    ['everything assigned', valid, 2, [0, 2]],
  ])('%s: a trait at %i may take %j', (_name, values, current, expected) => {
    expect(allowedValues(values, current, attributeDistribution)).toEqual(expected);
  });
});

describe('setCreationAttribute', () => {
  it('sets a value with room left and reads it back', () => {
    const next = setCreationAttribute(fresh(), 'str', 4);
    expect(attributeValues(next)[0]).toBe(4);
  });

  it.each<[string, AttributeKey, number]>([
    ['a second 4', 'dex', 4],
    ['a 5', 'dex', 5],
    ['a negative value', 'dex', -1],
  ])('refuses %s', (_name, key, value) => {
    const start = setCreationAttribute(fresh(), 'str', 4);
    expect(setCreationAttribute(start, key, value)).toBe(start);
  });

  it('lets the attribute at 4 change, and 0 unassigns', () => {
    const start = setCreationAttribute(fresh(), 'str', 4);
    expect(attributeValues(setCreationAttribute(start, 'str', 3))[0]).toBe(3);
    expect(attributeValues(setCreationAttribute(start, 'str', 0))[0]).toBe(0);
    expect(attributeValues(setCreationAttribute(setCreationAttribute(start, 'str', 0), 'dex', 4)).slice(0, 2)).toEqual([0, 4]);
  });

  it('reaches the full distribution one attribute at a time', () => {
    const done = allAttributeKeys.reduce((c, key, i) => setCreationAttribute(c, key, valid[i] ?? 0), fresh());
    expect(attributeValues(done)).toEqual(valid);
    expect(attributeStepProblems(done)).toEqual([]);
  });
});
