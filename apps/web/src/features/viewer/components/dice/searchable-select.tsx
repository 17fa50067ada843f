import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface Option {
  id: string;
  label: string;
  group?: string;
}

/**
 * A select with a search box: every option stays selectable (ratings of 0 too); a search
 * without matches says "nichts gefunden".
 */
export function SearchableSelect({ label, options, value, onChange }: { label: string; options: readonly Option[]; value: string | undefined; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const matches = options.filter((option) => folded(`${option.label} ${option.group ?? ''}`).includes(folded(query.trim())));
  const groups = [...new Set(matches.map((option) => option.group ?? ''))];

  return (
    <div className="field searchable-select">
      <label htmlFor={`${id}-search`}>{label}</label>
      <input id={`${id}-search`} type="search" value={query} placeholder={t('dice.pool.search')} onChange={(e) => setQuery(e.target.value)} aria-controls={`${id}-list`} />
      {matches.length === 0 ? (
        <p className="searchable-select__empty" role="status">
          {t('character.modal.pool-calcuator.search_not_found')}
        </p>
      ) : (
        <select id={`${id}-list`} aria-label={label} size={Math.min(6, matches.length + groups.length)} value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
          {groups.map((group) =>
            group ? (
              <optgroup key={group} label={group}>
                {matches
                  .filter((option) => option.group === group)
                  .map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.label}
                    </option>
                  ))}
              </optgroup>
            ) : (
              matches
                .filter((option) => !option.group)
                .map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))
            ),
          )}
        </select>
      )}
    </div>
  );
}
