import type { convictionSchema } from '../../../fifth-edition/schema.ts';
import type { TraitPack } from '../../../fifth-edition/trait-packs.ts';
import type { OwnedTraitRef, TraitSide } from '../../../fifth-edition/creation/owned-traits.ts';
import {
  addCreationTraitWith,
  addCustomTraitWith,
  baseTraitBudget,
  budgetWithSpreads,
  removeCreationTrait,
  removeTraitProblem,
  spreadPointsFor,
  learnableTraitsWith,
  traitOptionsWith,
  traitPointProblems,
  traitPointsUsed,
  type AddTraitProblem,
  type CustomTraitInput,
  type CustomTraitProblem,
  type LearnableTraitGroup,
  type TraitOption,
  type TraitPoints,
  type TraitStepRules,
} from '../../../fifth-edition/creation/traits.ts';
import { caitiffClanId, clanIdOf } from '../leveling/sheet.ts';
import { restrictionContextOf } from '../restrictions.ts';
import type { V5Character } from '../schema.ts';
import { eraRules } from './era.ts';
import type { z } from 'zod';

type Character = V5Character;

/** Background pack of Status, which Caitiff cannot buy while being created. */
export const statusBackgroundId = 11;

/** 7 advantage and 2 flaw points, the era's extras (ancillae +2/+2) and the predator type's spreads. */
export function traitBudget(character: Character): TraitPoints {
  const era = eraRules[character.generationEra];
  return budgetWithSpreads(character, { advantages: era.extraMeritPoints, flaws: era.extraFlawPoints });
}

/** The Vampire's merits-and-flaws rules: its budget, its restriction context, and no Status for Caitiff. */
export const v5TraitRules: TraitStepRules<Character> = {
  budget: traitBudget,
  context: restrictionContextOf,
  blockers: (character, pack, side) =>
    side === 'advantages' && pack.type === 'backgrounds' && pack.id === statusBackgroundId && clanIdOf(character) === caitiffClanId ? ['caitiff_status'] : [],
};

export function traitOptions(character: Character, pack: TraitPack, side: TraitSide): TraitOption[] {
  return traitOptionsWith(v5TraitRules, character, pack, side);
}

/** Packs with at least one trait the character could take on that side now (the picker's left list). */
export function packsWithOptions(character: Character, packs: readonly TraitPack[], side: TraitSide): TraitPack[] {
  return packs.filter((pack) => traitOptions(character, pack, side).some((option) => option.reasons.length === 0));
}

/** The leveling mode's merits, backgrounds and flaws to take: the wizard's restrictions, groups that do not apply hidden. */
export function learnableTraits(character: Character, packs: readonly TraitPack[], side: TraitSide): LearnableTraitGroup[] {
  // Caitiff's Status ban holds while being created only (docs/behaviour-notes.md §2.4).
  return learnableTraitsWith<Character>({ budget: traitBudget, context: restrictionContextOf }, character, packs, side);
}

export function addCreationTrait(character: Character, pack: TraitPack, side: TraitSide, traitId: number, level?: number, suffix?: string): { ok: true; character: Character } | { ok: false; problem: AddTraitProblem } {
  return addCreationTraitWith(v5TraitRules, character, pack, side, traitId, level, suffix);
}

export function addCustomTrait(character: Character, input: CustomTraitInput): { ok: true; character: Character } | { ok: false; problem: CustomTraitProblem } {
  return addCustomTraitWith(v5TraitRules, character, input);
}

export type TraitStepProblem = 'advantages_unspent' | 'advantages_overspent' | 'flaws_missing' | 'convictions_missing' | 'touchstone_missing' | 'skill_over_cap';

/** Convictions: one to three, each with its touchstone (docs/product-spec.md §5). */
export function convictionProblems(convictions: Array<z.infer<typeof convictionSchema>>): Array<'convictions_missing' | 'touchstone_missing'> {
  const filled = convictions.filter((c) => c.conviction.trim() || c.touchstone.trim());
  if (filled.length === 0) return ['convictions_missing'];
  return filled.some((c) => !c.conviction.trim() || !c.touchstone.trim()) ? ['touchstone_missing'] : [];
}

export function traitStepProblems(character: Character): TraitStepProblem[] {
  const problems: TraitStepProblem[] = traitPointProblems(v5TraitRules, character).filter((p) => p !== 'skill_over_cap');
  problems.push(...convictionProblems(character.convictions));
  if (traitPointProblems(v5TraitRules, character).includes('skill_over_cap')) problems.push('skill_over_cap');
  return problems;
}

export { baseTraitBudget, removeCreationTrait, removeTraitProblem, spreadPointsFor, traitPointsUsed };
export type { AddTraitProblem, CustomTraitInput, CustomTraitProblem, RemoveTraitProblem, TraitBlocker, TraitOption, TraitPoints } from '../../../fifth-edition/creation/traits.ts';
export type { OwnedTraitRef };
