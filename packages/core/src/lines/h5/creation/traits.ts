import { budgetWithSpreads, type TraitStepRules } from '../../../fifth-edition/creation/traits.ts';
import { restrictionContextOf } from '../restrictions.ts';
import type { H5Character } from '../schema.ts';

/**
 * The merits-and-flaws step of a hunter: 7 advantage dots spent exactly and at least 2 flaw dots
 * (rules.json `advantages`, `flaws`, as in V5), restrictions read from the hunter's books.
 */
export const h5TraitRules: TraitStepRules<H5Character> = {
  budget: (character) => budgetWithSpreads(character),
  context: restrictionContextOf,
};
