import { emptySpecialityChoices, type SpecialityChoices } from '@vitae/core/fifth-edition';
import type { CreationDraft } from '../../../lib/characters/creation-draft.ts';
import { stepState } from '../components/step-state.ts';

/** What the skills step keeps until it is left: the specialities typed in. */
export interface SkillStepState {
  specialities?: SpecialityChoices;
}

export const specialitiesOf = (draft: CreationDraft): SpecialityChoices => stepState<SkillStepState>(draft).specialities ?? emptySpecialityChoices();
