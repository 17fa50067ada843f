import { mageAttributeCategories, mageAttributeCategoryNames, type MageAttribute, type MageAttributeCategory } from '../keys.ts';
import type { M20Character } from '../schema.ts';
import { budgetOf, type PriorityOrder } from './priorities.ts';

type WithAttributes = Pick<M20Character, 'attributes'>;

/** Attribute points per category at creation, primary first (spec §5), on top of one free dot each. */
export const attributeBudgets = [7, 5, 3] as const;
/** Highest attribute rating at creation and by experience. */
export const maxAttribute = 5;
/** The dot every attribute starts with. */
export const freeAttributeDot = 1;

export const defaultAttributeOrder: PriorityOrder<MageAttributeCategory> = ['physical', 'social', 'mental'];

/** The category an attribute belongs to. */
export function categoryOfAttribute(key: MageAttribute): MageAttributeCategory {
  return mageAttributeCategoryNames.find((category) => mageAttributeCategories[category].includes(key))!;
}

/** Creation points spent in a category: every dot above the free one. */
export function attributePointsSpent(character: WithAttributes, category: MageAttributeCategory): number {
  return mageAttributeCategories[category].reduce((sum, key) => sum + Math.max(0, character.attributes[key] - freeAttributeDot), 0);
}

/** The values an attribute may take now: from the free dot up to what its category's points still allow (at most 5). */
export function allowedAttributeValues(character: WithAttributes, order: PriorityOrder<MageAttributeCategory>, key: MageAttribute): number[] {
  const category = categoryOfAttribute(key);
  const left = budgetOf(order, attributeBudgets, category) - attributePointsSpent(character, category);
  const highest = Math.min(maxAttribute, character.attributes[key] + Math.max(0, left));
  return Array.from({ length: highest - freeAttributeDot + 1 }, (_, index) => freeAttributeDot + index);
}

/** Sets an attribute in the attributes step; a value its category cannot pay for is refused (the character comes back unchanged). */
export function setCreationAttribute<C extends WithAttributes>(character: C, order: PriorityOrder<MageAttributeCategory>, key: MageAttribute, value: number): C {
  if (!allowedAttributeValues(character, order, key).includes(value)) return character;
  return { ...character, attributes: { ...character.attributes, [key]: value } };
}

export type AttributeStepProblem = 'attributes_unspent' | 'attributes_overspent';

/** What keeps the attributes step from being left: every category must spend exactly its 7, 5 or 3 points. */
export function attributeStepProblems(character: WithAttributes, order: PriorityOrder<MageAttributeCategory>): AttributeStepProblem[] {
  const problems = new Set<AttributeStepProblem>();
  for (const category of mageAttributeCategoryNames) {
    const spent = attributePointsSpent(character, category);
    const budget = budgetOf(order, attributeBudgets, category);
    if (spent < budget) problems.add('attributes_unspent');
    if (spent > budget || mageAttributeCategories[category].some((key) => character.attributes[key] > maxAttribute)) problems.add('attributes_overspent');
  }
  return [...problems];
}
