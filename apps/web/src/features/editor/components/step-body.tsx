import { AttributesStep } from './attributes-step.tsx';
import { ClanStep } from './clan-step.tsx';
import { DisciplinesStep } from './disciplines-step.tsx';
import { PredatorStep } from './predator-step.tsx';
import { SkillsStep } from './skills-step.tsx';
import { TraitsStep } from './traits-step.tsx';
import type { StepProps } from './wizard.tsx';

export function StepBody(props: StepProps) {
  switch (props.draft.step) {
    case 'clan':
      return <ClanStep {...props} />;
    case 'predator-type':
      return <PredatorStep {...props} />;
    case 'attributes':
      return <AttributesStep {...props} />;
    case 'skills':
      return <SkillsStep {...props} />;
    case 'disciplines':
      return <DisciplinesStep {...props} />;
    case 'traits':
      return <TraitsStep {...props} />;
    default:
      return null;
  }
}
