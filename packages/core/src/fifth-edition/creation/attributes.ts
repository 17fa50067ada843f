import { allAttributeKeys as attributeKeyList, type AttributeKey } from '../keys.ts';
import type { Category } from '../schema.ts';
import { attributeValue, withAttribute } from '../sheet.ts';

type WithCategories = { categories: Category[] };

/** A distribution: `amount` traits at `points` dots, highest first. */
export type Distribution = ReadonlyArray<{ readonly amount: number; readonly points: number }>;

/** Attributes at creation: one at 4, three at 3, four at 2, one at 1 (docs/product-spec.md §5). */
export const attributeDistribution: Distribution = [
  { amount: 1, points: 4 },
  { amount: 3, points: 3 },
  { amount: 4, points: 2 },
  { amount: 1, points: 1 },
];

export const allAttributeKeys: readonly AttributeKey[] = attributeKeyList;

/** How many traits may still take each dot value (negative = too many). 0 counts as unassigned. */
export function remainingByPoints(values: readonly number[], distribution: Distribution): Map<number, number> {
  const left = new Map(distribution.map(({ points, amount }) => [points, amount]));
  for (const value of values) {
    if (value === 0) continue;
    left.set(value, (left.get(value) ?? 0) - 1);
  }
  return left;
}

/** The dot values a trait currently at `current` may switch to: 0 and every value with room left. */
export function allowedValues(values: readonly number[], current: number, distribution: Distribution): number[] {
  const left = remainingByPoints(values, distribution);
  return [0, ...distribution.map((d) => d.points).filter((points) => points === current || (left.get(points) ?? 0) > 0)].sort((a, b) => a - b);
}

/** Whether the values use the distribution exactly (every pool at 0, nothing outside it). */
export function matchesDistribution(values: readonly number[], distribution: Distribution): boolean {
  return [...remainingByPoints(values, distribution).values()].every((left) => left === 0);
}

export function attributeValues(character: WithCategories): number[] {
  return allAttributeKeys.map((key) => attributeValue(character, key));
}

/** Sets one attribute in the attributes step; values outside the distribution are refused. */
export function setCreationAttribute<C extends WithCategories>(character: C, key: AttributeKey, value: number): C {
  const values = attributeValues(character);
  const current = attributeValue(character, key);
  if (!allowedValues(values, current, attributeDistribution).includes(value)) return character;
  return { ...character, categories: withAttribute(character, key, value) };
}

export type AttributeStepProblem = 'attributes_unspent';

export function attributeStepProblems(character: WithCategories): AttributeStepProblem[] {
  return matchesDistribution(attributeValues(character), attributeDistribution) ? [] : ['attributes_unspent'];
}
