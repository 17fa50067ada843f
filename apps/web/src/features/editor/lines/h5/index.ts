import { AttributesStep } from '../../fifth-edition/attributes-step.tsx';
import { SkillsStep } from '../../fifth-edition/skills-step.tsx';
import type { EditorLine } from '../types.ts';
import { CreedStep } from './creed-step.tsx';
import { EdgesStep } from './edges-step.tsx';
import { IdentityStep } from './identity-step.tsx';
import { commitH5Step, h5StepProblems } from './steps.ts';
import { TraitsStep } from './traits-step.tsx';

/** The Hunter wizard: creed and drive, attributes, skills, edges and perks, merits and flaws, touchstones. */
export const h5Editor: EditorLine<'h5'> = {
  steps: {
    creed: CreedStep,
    attributes: AttributesStep,
    skills: SkillsStep,
    edges: EdgesStep,
    traits: TraitsStep,
    identity: IdentityStep,
  },
  problems: h5StepProblems,
  commit: commitH5Step,
};
