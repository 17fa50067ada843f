import { useTranslation } from 'react-i18next';
import { eraRules, generationEras, type GenerationEra } from '@vitae/core/v5';
import { TextField } from '../../../../components/ui/field.tsx';
import type { CreateOptionsProps } from '../types.ts';

const isEra = (value: string | undefined): value is GenerationEra => (generationEras as readonly string[]).includes(value ?? '');

/** A vampire's era (with its start effects) and generation in the create dialog. */
export function V5CreateOptions({ answers, onChange }: CreateOptionsProps) {
  const { t } = useTranslation();
  const era = isEra(answers.era) ? answers.era : 'children';
  const rule = eraRules[era];
  return (
    <>
      <div className="field">
        <label htmlFor="create-era">{t('characters.create.era')}</label>
        <select id="create-era" value={era} onChange={(e) => onChange({ ...answers, era: e.target.value, generation: isEra(e.target.value) ? eraRules[e.target.value].defaultGeneration : answers.generation })}>
          {generationEras.map((key) => (
            <option key={key} value={key}>
              {t(`characters.eras.${key}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('characters.create.generation')}
        type="number"
        min={rule.minGeneration}
        max={rule.maxGeneration ?? undefined}
        value={answers.generation ?? rule.defaultGeneration}
        onChange={(e) => onChange({ ...answers, generation: Math.max(0, Math.min(16, Number(e.target.value) || 0)) })}
        hint={t('characters.create.generationHint', { min: rule.minGeneration, max: rule.maxGeneration ?? '∞' })}
      />
    </>
  );
}
