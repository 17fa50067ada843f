import { h5TraitRules, type H5Character } from '@vitae/core/h5';
import { useLineContent } from '../../../../lib/content/store.ts';
import { TraitsSection } from '../../fifth-edition/traits-section.tsx';
import type { StepProps } from '../types.ts';

/** Step 5: merits, backgrounds and flaws of the Hunter core rules (7 points exactly, at least 2 in flaws). */
export function TraitsStep({ draft, onChange }: StepProps<'h5'>) {
  const content = useLineContent('h5');
  return (
    <div className="stack">
      <TraitsSection
        character={draft.character}
        packs={{ merits: content.merits, backgrounds: content.backgrounds }}
        rules={h5TraitRules}
        onChange={(next: H5Character) => onChange({ ...draft, character: next })}
      />
    </div>
  );
}
