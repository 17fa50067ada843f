import { useTranslation } from 'react-i18next';
import { setTouchstone, touchstoneRows } from '@vitae/core/h5';
import { TextField } from '../../../../components/ui/field.tsx';
import type { StepProps } from '../types.ts';

/** Step 6: one to three touchstones (without one the hunter cannot recover willpower), ambition and desire. */
export function IdentityStep({ draft, onChange }: StepProps<'h5'>) {
  const { t } = useTranslation();
  const { character } = draft;
  const set = (next: typeof character) => onChange({ ...draft, character: next });
  const rows = touchstoneRows(character);
  const named = rows.filter((row) => row.name.trim() !== '').length;

  return (
    <div className="stack">
      <fieldset className="card stack">
        <legend>{t('h5.editor.identity.touchstones')}</legend>
        <p className="lexicon__meta">{t('h5.editor.identity.touchstonesIntro')}</p>
        {rows.map((row, i) => (
          <div key={i} className="wizard__columns">
            <TextField
              label={t('h5.touchstone.name', { number: i + 1 })}
              value={row.name}
              maxLength={200}
              onChange={(e) => set(setTouchstone(character, i, 'name', e.target.value))}
              error={row.description.trim() && !row.name.trim() ? t('h5.editor.problems.touchstone_name_missing') : i === 0 && named === 0 ? t('h5.editor.problems.touchstone_missing') : undefined}
            />
            <TextField label={t('h5.touchstone.description', { number: i + 1 })} value={row.description} maxLength={1000} onChange={(e) => set(setTouchstone(character, i, 'description', e.target.value))} />
          </div>
        ))}
      </fieldset>
      <fieldset className="card stack">
        <legend>{t('h5.editor.identity.goals')}</legend>
        <TextField label={t('editor.traits.ambition')} value={character.ambition} maxLength={1000} onChange={(e) => set({ ...character, ambition: e.target.value })} />
        <TextField label={t('editor.traits.desire')} value={character.desire} maxLength={1000} onChange={(e) => set({ ...character, desire: e.target.value })} />
      </fieldset>
    </div>
  );
}
