import { AttributesStep } from '../../fifth-edition/attributes-step.tsx';
import { SkillsStep } from '../../fifth-edition/skills-step.tsx';
import type { EditorLine } from '../types.ts';
import { ClanStep } from './clan-step.tsx';
import { DisciplinesStep } from './disciplines-step.tsx';
import { PredatorStep } from './predator-step.tsx';
import { commitV5Step, v5StepProblems } from './steps.ts';
import { TraitsStep } from './traits-step.tsx';

/** The Vampire wizard: clan, predator type, attributes, skills, disciplines, merits and flaws. */
export const v5Editor: EditorLine<'v5'> = {
  steps: {
    clan: ClanStep,
    'predator-type': PredatorStep,
    attributes: AttributesStep,
    skills: SkillsStep,
    disciplines: DisciplinesStep,
    traits: TraitsStep,
  },
  problems: v5StepProblems,
  commit: commitV5Step,
};
