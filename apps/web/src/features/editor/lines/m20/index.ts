import '../../../../components/lines/m20/m20.css';
import type { EditorLine } from '../types.ts';
import { AbilitiesStep } from './abilities-step.tsx';
import { AttributesStep } from './attributes-step.tsx';
import { FinishingStep } from './finishing-step.tsx';
import { IdentityStep } from './identity-step.tsx';
import { commitM20Step, m20StepProblems } from './steps.ts';
import { TraditionStep } from './tradition-step.tsx';

/** The Mage wizard: tradition, identity, attributes (7/5/3), abilities (13/9/5), finishing touches (backgrounds, Spheres, freebies). */
export const m20Editor: EditorLine<'m20'> = {
  steps: {
    tradition: TraditionStep,
    identity: IdentityStep,
    'm20-attributes': AttributesStep,
    'm20-abilities': AbilitiesStep,
    'm20-finishing-touches': FinishingStep,
  },
  problems: m20StepProblems,
  commit: commitM20Step,
};
