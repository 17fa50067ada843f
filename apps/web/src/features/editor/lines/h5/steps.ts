import { attributeStepProblems, commitSpecialities, skillStepProblems, traitPointProblems } from '@vitae/core/fifth-edition';
import { commitTouchstones, creedStepProblems, edgeStepProblems, h5TraitRules, identityStepProblems, type H5Content } from '@vitae/core/h5';
import { stepState } from '../../components/step-state.ts';
import { specialitiesOf } from '../../fifth-edition/steps.ts';
import type { CommitResult, LineDraft } from '../types.ts';

/** What the edges step keeps until it is left: whether supplement edges and perks are shown. */
export interface EdgesStepState {
  supplements?: boolean;
}

type Draft = LineDraft<'h5'>;

/** Translation keys of everything that keeps the current step from being left ([] = ready). */
export function h5StepProblems(draft: Draft, content: H5Content): string[] {
  const { character } = draft;
  switch (draft.step) {
    case 'creed':
      return creedStepProblems(character, content).map((p) => `h5.editor.problems.${p}`);
    case 'attributes':
      return attributeStepProblems(character).map((p) => `editor.problems.${p}`);
    case 'skills': {
      const spread = content.skillSpreads.find((entry) => entry.id === Number(character.skillspread?.id)) ?? null;
      return skillStepProblems(character, spread, specialitiesOf(draft)).map((p) => `editor.problems.${p}`);
    }
    case 'edges':
      return edgeStepProblems(character, content.edges).map((p) => `h5.editor.problems.${p}`);
    case 'traits':
      return traitPointProblems(h5TraitRules, character).map((p) => `editor.problems.${p}`);
    case 'identity':
      return identityStepProblems(character).map((p) => `h5.editor.problems.${p}`);
    default:
      return ['editor.problems.unknown_step'];
  }
}

/** Applies what a step grants when it is left: the specialities, the tidied touchstones. */
export function commitH5Step(draft: Draft): CommitResult<'h5'> {
  switch (draft.step) {
    case 'skills':
      return { ok: true, character: commitSpecialities(draft.character, specialitiesOf(draft)) };
    case 'identity':
      return { ok: true, character: commitTouchstones(draft.character) };
    default:
      return { ok: true, character: draft.character };
  }
}

export const edgesStepState = (draft: Draft) => stepState<EdgesStepState>(draft);
