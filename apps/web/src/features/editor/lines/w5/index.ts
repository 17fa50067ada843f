import { AttributesStep } from '../../fifth-edition/attributes-step.tsx';
import { SkillsStep } from '../../fifth-edition/skills-step.tsx';
import type { EditorLine } from '../types.ts';
import { AuspiceStep } from './auspice-step.tsx';
import { carryW5 } from './carry.ts';
import { GiftsStep } from './gifts-step.tsx';
import { IdentityStep } from './identity-step.tsx';
import { RenownStep } from './renown-step.tsx';
import { commitW5Step, w5StepProblems } from './steps.ts';
import { TraitsStep } from './traits-step.tsx';
import { TribeStep } from './tribe-step.tsx';

/** The Werewolf wizard: auspice, tribe, attributes, skills, advantages and flaws, Renown, Gifts and rite, touchstones. */
export const w5Editor: EditorLine<'w5'> = {
  steps: {
    auspice: AuspiceStep,
    tribe: TribeStep,
    attributes: AttributesStep,
    skills: SkillsStep,
    traits: TraitsStep,
    renown: RenownStep,
    gifts: GiftsStep,
    identity: IdentityStep,
  },
  problems: w5StepProblems,
  commit: commitW5Step,
  carry: carryW5,
};
