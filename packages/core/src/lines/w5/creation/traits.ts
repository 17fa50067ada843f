import type { RestrictionContext } from '../../../content/restriction-resolver.ts';
import { budgetWithSpreads, traitPointProblems, type PointProblem, type TraitStepRules } from '../../../fifth-edition/creation/traits.ts';
import type { W5Character } from '../schema.ts';

/**
 * What the restriction resolver knows about a werewolf: its books. No Werewolf merit or
 * background carries a restriction on anything else.
 */
export function restrictionContextOfW5(character: Pick<W5Character, 'books'>): RestrictionContext {
  return { books: character.books, values: {} };
}

/** The Werewolf's merits-and-flaws rules: 7 advantage points to spend, at least 2 flaw points (rules.json). */
export const w5TraitRules: TraitStepRules<W5Character> = {
  budget: (character) => budgetWithSpreads(character),
  context: restrictionContextOfW5,
};

export function w5TraitStepProblems(character: W5Character): PointProblem[] {
  return traitPointProblems(w5TraitRules, character);
}
