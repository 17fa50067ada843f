import { useTranslation } from 'react-i18next';
import { specialtyMinimum, traitRating } from '@vitae/core/m20';
import type { StepProps } from '../types.ts';

/** A specialty for a trait of 4 or more dots (with the specialty, 10s count twice). */
export function SpecialtyField({ draft, onChange, traitKey, label, suggestions = [] }: StepProps<'m20'> & { traitKey: string; label: string; suggestions?: readonly string[] }) {
  const { t } = useTranslation();
  const { character } = draft;
  if (traitRating(character, traitKey) < specialtyMinimum) return null;
  const id = `specialty-${traitKey}`;
  return (
    <div className="field">
      <label htmlFor={id}>{t('m20.editor.specialtyFor', { trait: label })}</label>
      <input
        id={id}
        value={character.specialties[traitKey] ?? ''}
        maxLength={200}
        list={suggestions.length > 0 ? `${id}-list` : undefined}
        onChange={(e) => {
          // Kept as typed (the finish trims it and drops blank ones); an empty field removes it.
          const specialties = { ...character.specialties };
          if (e.target.value === '') delete specialties[traitKey];
          else specialties[traitKey] = e.target.value;
          onChange({ ...draft, character: { ...character, specialties } });
        }}
      />
      {suggestions.length > 0 ? (
        <datalist id={`${id}-list`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
    </div>
  );
}
