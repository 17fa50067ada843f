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
  const { t, i18n } = useTranslation();
  const era = isEra(answers.era) ? answers.era : 'children';
  const rule = eraRules[era];
  const generation = answers.generation ?? rule.defaultGeneration;
  const [typed, setTyped] = useState<string>();
  const elder = answers.books.includes(elderVampiresBookId);
  const cap = maxBloodPotencyFor(Number.isInteger(generation) ? generation : 0);
  const number = new Intl.NumberFormat(i18n.language);
  // What the era starts with; the eras the book does not cover say their numbers are a house rule.
  const eraStart = [
    t('characters.create.eraStart', { exp: number.format(rule.exp), bloodPotency: Math.min(rule.bloodPotency(Number.isInteger(generation) ? generation : 0), cap), humanity: rule.humanity }),
    rule.extraMeritPoints > 0 || rule.extraFlawPoints > 0 ? t('characters.create.eraExtraPoints', { merits: rule.extraMeritPoints, flaws: rule.extraFlawPoints }) : null,
    rule.houseRule ? t('characters.create.houseRule') : null,
  ]
    .filter((part) => part !== null)
    .join(' ');
  return (
    <>
      <div className="field">
        <label htmlFor="create-era">{t('characters.create.era')}</label>
        <select
          id="create-era"
          aria-describedby="create-era-start"
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
        <small id="create-era-start" className="field__hint">
          {eraStart}
        </small>
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
        hint={t('characters.create.generationHint', { min: rule.minGeneration, max: rule.maxGeneration ?? '∞', cap })}
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
