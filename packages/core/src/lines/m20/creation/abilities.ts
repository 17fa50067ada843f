import { mageAbilityCategories, type MageAbilityCategory } from '../keys.ts';
import type { M20Character } from '../schema.ts';
import { budgetOf, type PriorityOrder } from './priorities.ts';

type WithAbilities = Pick<M20Character, 'abilities'>;

/** Ability points per category at creation, primary first (spec §5). */
export const abilityBudgets = [13, 9, 5] as const;
/** No ability above 3 with creation points; freebies may raise it further. */
export const maxAbilityBeforeFreebies = 3;
/** Highest ability rating with freebies and experience. */
export const maxAbility = 5;

export const defaultAbilityOrder: PriorityOrder<MageAbilityCategory> = ['talents', 'skills', 'knowledges'];

/** A rating of the character's abilities (0 = not owned). */
export function abilityRating(character: WithAbilities, category: MageAbilityCategory, id: string): number {
  return character.abilities[category][id] ?? 0;
}

/** Points spent in a category. */
export function abilityPointsSpent(character: WithAbilities, category: MageAbilityCategory): number {
  return Object.values(character.abilities[category]).reduce((sum, value) => sum + value, 0);
}

/** The values an ability may take in the abilities step: 0 up to 3, as far as the category's points reach. */
export function allowedAbilityValues(character: WithAbilities, order: PriorityOrder<MageAbilityCategory>, category: MageAbilityCategory, id: string): number[] {
  const current = abilityRating(character, category, id);
  const left = budgetOf(order, abilityBudgets, category) - abilityPointsSpent(character, category);
  const highest = Math.min(maxAbilityBeforeFreebies, current + Math.max(0, left));
  return Array.from({ length: Math.max(current, highest) + 1 }, (_, index) => index).filter((value) => value <= highest || value === current);
}

/** Sets an ability (0 removes it) with `maximum` as the cap; the character comes back unchanged when the value is out of range. */
function withAbility<C extends WithAbilities>(character: C, category: MageAbilityCategory, id: string, value: number): C {
  const ratings = { ...character.abilities[category] };
  if (value === 0) delete ratings[id];
  else ratings[id] = value;
  return { ...character, abilities: { ...character.abilities, [category]: ratings } };
}

/** Sets an ability in the abilities step; a value above 3 or beyond the category's points is refused. */
export function setCreationAbility<C extends WithAbilities>(character: C, order: PriorityOrder<MageAbilityCategory>, category: MageAbilityCategory, id: string, value: number): C {
  if (!allowedAbilityValues(character, order, category, id).includes(value)) return character;
  return withAbility(character, category, id, value);
}

export { withAbility };

export type AbilityStepProblem = 'abilities_unspent' | 'abilities_overspent' | 'ability_above_three';

/** What keeps the abilities step from being left: exactly 13, 9 and 5 points, none above 3. */
export function abilityStepProblems(character: WithAbilities, order: PriorityOrder<MageAbilityCategory>): AbilityStepProblem[] {
  const problems = new Set<AbilityStepProblem>();
  for (const category of mageAbilityCategories) {
    const spent = abilityPointsSpent(character, category);
    const budget = budgetOf(order, abilityBudgets, category);
    if (spent < budget) problems.add('abilities_unspent');
    if (spent > budget) problems.add('abilities_overspent');
    if (Object.values(character.abilities[category]).some((value) => value > maxAbilityBeforeFreebies)) problems.add('ability_above_three');
  }
  return [...problems];
}
