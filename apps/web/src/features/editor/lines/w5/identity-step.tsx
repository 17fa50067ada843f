import { useTranslation } from 'react-i18next';
import { healthFor, willpowerFor } from '@vitae/core/fifth-edition';
import { maxTouchstones, startingRage, type W5Character } from '@vitae/core/w5';
import { TextAreaField, TextField } from '../../../../components/ui/field.tsx';
import type { StepProps } from '../types.ts';

/** Last step: touchstones (one to three), the chronicle's tenets, concept and drive, and what the sheet starts with. */
export function IdentityStep({ draft, onChange }: StepProps<'w5'>) {
  const { t } = useTranslation();
  const { character } = draft;
  const set = (change: Partial<W5Character>) => onChange({ ...draft, character: { ...character, ...change } });
  const touchstones = Array.from({ length: maxTouchstones }, (_, i) => character.touchstones[i] ?? '');
  const anyTouchstone = touchstones.some((entry) => entry.trim());

  function setTouchstone(index: number, value: string) {
    const next = touchstones.map((entry, i) => (i === index ? value : entry));
    // Keep the list as long as its last filled row, so blank rows are not stored.
    set({ touchstones: next.slice(0, next.findLastIndex((entry) => entry !== '') + 1) });
  }

  return (
    <div className="stack">
      <fieldset className="card stack">
        <legend>{t('w5.editor.identity.touchstones')}</legend>
        <p className="lexicon__meta">{t('w5.editor.identity.touchstonesIntro')}</p>
        {touchstones.map((entry, i) => (
          <TextField
            key={i}
            label={t('w5.editor.identity.touchstone', { number: i + 1 })}
            value={entry}
            maxLength={1000}
            onChange={(e) => setTouchstone(i, e.target.value)}
            error={i === 0 && !anyTouchstone ? t('w5.editor.problems.touchstones_missing') : undefined}
          />
        ))}
      </fieldset>
      <fieldset className="card stack">
        <legend>{t('w5.editor.identity.chronicle')}</legend>
        <TextAreaField label={t('viewer.profile.chroniclePrinciples')} rows={3} value={character.chroniclePrinciples} maxLength={100_000} onChange={(e) => set({ chroniclePrinciples: e.target.value })} hint={t('w5.editor.identity.tenetsHint')} />
        <TextField label={t('editor.traits.concept')} value={character.concept} maxLength={1000} onChange={(e) => set({ concept: e.target.value })} />
        <TextField label={t('editor.traits.ambition')} value={character.ambition} maxLength={1000} onChange={(e) => set({ ambition: e.target.value })} />
        <TextField label={t('editor.traits.desire')} value={character.desire} maxLength={1000} onChange={(e) => set({ desire: e.target.value })} />
      </fieldset>
      <section className="card" aria-label={t('w5.editor.identity.finish')}>
        <h3>{t('w5.editor.identity.finish')}</h3>
        <ul className="wizard__pools">
          <li>{t('w5.editor.identity.health', { value: healthFor(character) })}</li>
          <li>{t('w5.editor.identity.willpower', { value: willpowerFor(character) })}</li>
          <li>{t('w5.editor.identity.rage', { value: startingRage })}</li>
        </ul>
      </section>
    </div>
  );
}
