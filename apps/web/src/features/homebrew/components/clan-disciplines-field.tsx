import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { homebrewLimits } from '@vitae/core/homebrew';
import { Button } from '../../../components/ui/button.tsx';
import type { KnownDiscipline } from '../hooks/use-known-disciplines.ts';

/** The clan's disciplines: each with a remove button, and a picker of the known ones not yet chosen. */
export function ClanDisciplinesField({
  value,
  known,
  error,
  disabled,
  onChange,
}: {
  value: readonly number[];
  known: readonly KnownDiscipline[];
  error?: string;
  disabled: boolean;
  onChange: (disciplines: number[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [choice, setChoice] = useState('');
  const available = known.filter((discipline) => !value.includes(discipline.id));
  const name = (ref: number) => {
    const discipline = known.find((entry) => entry.id === ref);
    if (!discipline) return t('homebrew.unknownDiscipline', { id: ref });
    return discipline.homebrew ? t('homebrew.ability.homebrewDiscipline', { name: discipline.name }) : discipline.name;
  };
  const full = value.length >= homebrewLimits.clanDisciplines;

  return (
    <fieldset className={`field${error ? ' field--invalid' : ''}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{t('homebrew.clan.disciplines')}</legend>
      {value.length === 0 ? <p className="field__hint">{t('homebrew.clan.noDisciplines')}</p> : null}
      <ul className="homebrew-list" aria-label={t('homebrew.clan.disciplines')}>
        {value.map((ref) => (
          <li key={ref} className="homebrew-list__row">
            <span>{name(ref)}</span>
            {disabled ? null : (
              <Button variant="ghost" onClick={() => onChange(value.filter((entry) => entry !== ref))}>
                {t('homebrew.clan.removeDiscipline', { name: name(ref) })}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {disabled ? null : (
        <div className="homebrew-inline">
          <div className="field">
            <label htmlFor={`${id}-add`}>{t('homebrew.clan.addDisciplineLabel')}</label>
            <select id={`${id}-add`} value={choice} disabled={full} onChange={(event) => setChoice(event.target.value)}>
              <option value="">{full ? t('homebrew.clan.disciplinesFull', { max: homebrewLimits.clanDisciplines }) : t('homebrew.clan.chooseDiscipline')}</option>
              {available.map((discipline) => (
                <option key={discipline.id} value={discipline.id}>
                  {discipline.homebrew ? t('homebrew.ability.homebrewDiscipline', { name: discipline.name }) : discipline.name}
                </option>
              ))}
            </select>
          </div>
          <Button
            disabled={!choice || full}
            onClick={() => {
              onChange([...value, Number(choice)]);
              setChoice('');
            }}
          >
            {t('homebrew.clan.addDiscipline')}
          </Button>
        </div>
      )}
      {error ? (
        <small id={`${id}-error`} className="field__error">
          {error}
        </small>
      ) : null}
    </fieldset>
  );
}
