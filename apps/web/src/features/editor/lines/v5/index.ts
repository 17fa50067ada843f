import { AttributesStep } from '../../fifth-edition/attributes-step.tsx';
import { SkillsStep } from '../../fifth-edition/skills-step.tsx';
import type { EditorLine } from '../types.ts';
import { ClanStep } from './clan-step.tsx';
import { DisciplinesStep } from './disciplines-step.tsx';
import { PredatorStep } from './predator-step.tsx';
import { commitV5Step, v5StepProblems } from './steps.ts';
import { carryV5 } from './carry.ts';
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
  carry: carryV5,
  fieldProblems: new Set(['editor.problems.sire_missing', 'editor.problems.touchstone_missing', 'editor.problems.conviction_text_missing']),
};
