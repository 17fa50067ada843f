import { attributeStepProblems, commitSpecialities, skillStepProblems } from '@vitae/core/fifth-edition';
import { auspiceStepProblems, giftStepProblems, identityStepProblems, renownStepProblems, tribeStepProblems, w5TraitStepProblems, type W5Content } from '@vitae/core/w5';
import { specialitiesOf } from '../../fifth-edition/steps.ts';
import type { CommitResult, LineDraft } from '../types.ts';

type Draft = LineDraft<'w5'>;

/** What the Gifts step keeps until it is left: whether unverified Gifts and rites are shown. */
export interface GiftStepState {
  includeUnverified?: boolean;
}

const tribeOf = (draft: Draft, content: W5Content) => content.tribes.find((tribe) => tribe.id === draft.character.tribe);

/** Translation keys of everything that keeps the current step from being left ([] = ready). */
export function w5StepProblems(draft: Draft, content: W5Content): string[] {
  const { character } = draft;
  const key = (problem: string) => `w5.editor.problems.${problem}`;
  switch (draft.step) {
    case 'auspice':
      return auspiceStepProblems(character, content.auspices).map(key);
    case 'tribe':
      return tribeStepProblems(character, content.tribes).map(key);
    case 'attributes':
      return attributeStepProblems(character).map((p) => `editor.problems.${p}`);
    case 'skills': {
      const spread = content.skillSpreads.find((entry) => entry.id === Number(character.skillspread?.id)) ?? null;
      return skillStepProblems(character, spread, specialitiesOf(draft)).map((p) => `editor.problems.${p}`);
    }
    case 'traits':
      return w5TraitStepProblems(character).map((p) => `editor.problems.${p}`);
    case 'renown': {
      const tribe = tribeOf(draft, content);
      return tribe ? renownStepProblems(character, tribe.favoredRenown).map(key) : [key('tribe_missing')];
    }
    case 'gifts':
      return giftStepProblems(character, content.gifts, content.rites).map(key);
    case 'identity':
      return identityStepProblems(character).map(key);
    default:
      return ['editor.problems.unknown_step'];
  }
}

/** Applies what a step grants when it is left; only the skills step keeps something until then (the specialities). */
export function commitW5Step(draft: Draft): CommitResult<'w5'> {
  if (draft.step === 'skills') return { ok: true, character: commitSpecialities(draft.character, specialitiesOf(draft)) };
  return { ok: true, character: draft.character };
}
