import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxGeneration } from '@vitae/core';
import { elderVampiresBookId, eraRules, generationEras, maxBloodPotencyFor, type GenerationEra } from '@vitae/core/v5';
import { TextField } from '../../../../components/ui/field.tsx';
import type { CreateOptionsProps } from '../types.ts';

const isEra = (value: string | undefined): value is GenerationEra => (generationEras as readonly string[]).includes(value ?? '');

/**
 * A vampire's era (with its start effects), generation and the optional Elder Vampires material.
 * The generation is taken as typed; a value the rules cannot use is said at the field.
 */
export function V5CreateOptions({ answers, onChange, problems = {} }: CreateOptionsProps) {
  const { t } = useTranslation();
  const era = isEra(answers.era) ? answers.era : 'children';
  const rule = eraRules[era];
  const generation = answers.generation ?? rule.defaultGeneration;
  const [typed, setTyped] = useState<string>();
  const elder = answers.books.includes(elderVampiresBookId);
  return (
    <>
      <div className="field">
        <label htmlFor="create-era">{t('characters.create.era')}</label>
        <select
          id="create-era"
          value={era}
          onChange={(e) => {
            setTyped(undefined);
            onChange({ ...answers, era: e.target.value, generation: isEra(e.target.value) ? eraRules[e.target.value].defaultGeneration : answers.generation });
          }}
        >
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
        inputMode="numeric"
        min={0}
        max={maxGeneration}
        value={typed ?? String(generation)}
        onChange={(e) => {
          setTyped(e.target.value);
          onChange({ ...answers, generation: e.target.value.trim() === '' ? Number.NaN : Number(e.target.value) });
        }}
        error={problems['generation']}
        hint={t('characters.create.generationHint', { min: rule.minGeneration, max: rule.maxGeneration ?? '∞', cap: maxBloodPotencyFor(Number.isInteger(generation) ? generation : 0) })}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={elder}
          onChange={(e) => onChange({ ...answers, books: e.target.checked ? [...answers.books, elderVampiresBookId] : answers.books.filter((book) => book !== elderVampiresBookId) })}
        />
        {t('characters.create.elderVampires')}
      </label>
    </>
  );
}
