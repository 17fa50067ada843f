import { useTranslation } from 'react-i18next';
import { useLineContent } from '../../../../lib/content/store.ts';
import type { StepProps } from '../types.ts';
import { BackgroundsSection } from './backgrounds-section.tsx';
import { FreebiesSection } from './freebies-section.tsx';
import { MeritsSection } from './merits-section.tsx';
import { SpheresSection } from './spheres-section.tsx';
import { WondersSection } from './wonders-section.tsx';
import { baselineOf, finishingContext } from './steps.ts';

/** The last step: Arete and Spheres, backgrounds and Wonders, merits and flaws, and the freebies. */
export function FinishingStep({ draft, onChange }: StepProps<'m20'>) {
  const { t } = useTranslation();
  const content = useLineContent('m20');
  const context = finishingContext(content);
  const baseline = baselineOf(draft);
  return (
    <div className="stack">
      <p>{t('m20.editor.finishing.intro')}</p>
      <SpheresSection draft={draft} onChange={onChange} />
      <BackgroundsSection draft={draft} onChange={onChange} context={context} />
      <WondersSection draft={draft} onChange={onChange} />
      <MeritsSection draft={draft} onChange={onChange} />
      <FreebiesSection draft={draft} onChange={onChange} baseline={baseline} context={context} />
    </div>
  );
}
