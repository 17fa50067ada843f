import {
  abilityStepProblems,
  attributeStepProblems,
  defaultAbilityOrder,
  defaultAttributeOrder,
  finishingProblems,
  identityStepProblems,
  isPriorityOrder,
  mageAbilityCategories,
  mageAttributeCategoryNames,
  traditionStepProblems,
  type FinishingContext,
  type M20Character,
  type M20Content,
  type MageAbilityCategory,
  type MageAttributeCategory,
  type PriorityOrder,
} from '@vitae/core/m20';
import { stepState } from '../../components/step-state.ts';
import type { CommitResult, LineDraft } from '../types.ts';

export type MageDraft = LineDraft<'m20'>;

/** The attributes and abilities steps remember the order of the categories until they are left. */
export interface PriorityStepState {
  order?: unknown;
}

export function attributeOrderOf(draft: MageDraft): PriorityOrder<MageAttributeCategory> {
  const { order } = stepState<PriorityStepState>(draft);
  return isPriorityOrder(order, mageAttributeCategoryNames) ? order : defaultAttributeOrder;
}

export function abilityOrderOf(draft: MageDraft): PriorityOrder<MageAbilityCategory> {
  const { order } = stepState<PriorityStepState>(draft);
  return isPriorityOrder(order, mageAbilityCategories) ? order : defaultAbilityOrder;
}

/**
 * The mage as the abilities step left it, which the freebies are counted against. Every Mage step
 * commits the character unchanged, so the history's last entry is exactly that character.
 */
export function baselineOf(draft: MageDraft): M20Character {
  const entry = draft.history.findLast((item) => item.step === 'm20-abilities');
  return entry && entry.character.gameLine === 'm20' ? entry.character : draft.character;
}

/** Which backgrounds cost double, from the content. */
export function finishingContext(content: M20Content): FinishingContext {
  return { doubleCost: new Set(content.backgrounds.filter((background) => background.doubleCost).map((background) => background.id)) };
}

const keys = (problems: readonly string[]) => problems.map((problem) => `m20.editor.problems.${problem}`);

/** Translation keys of everything that keeps the current step from being left ([] = ready). */
export function m20StepProblems(draft: MageDraft, content: M20Content): string[] {
  const { character } = draft;
  switch (draft.step) {
    case 'tradition':
      return keys(traditionStepProblems(character, content.factions.find((faction) => faction.id === character.organization)));
    case 'identity':
      return keys(identityStepProblems(character, new Set(content.archetypes.map((archetype) => archetype.id))));
    case 'm20-attributes':
      return keys(attributeStepProblems(character, attributeOrderOf(draft)));
    case 'm20-abilities':
      return keys(abilityStepProblems(character, abilityOrderOf(draft)));
    case 'm20-finishing-touches':
      return keys(finishingProblems(baselineOf(draft), character, finishingContext(content)));
    default:
      return ['editor.problems.unknown_step'];
  }
}

/** Every Mage step edits the sheet directly, so leaving one applies nothing (the freebie count relies on it). */
export function commitM20Step(draft: MageDraft): CommitResult<'m20'> {
  return { ok: true, character: draft.character };
}
