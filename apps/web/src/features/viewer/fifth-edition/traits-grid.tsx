import { useTranslation } from 'react-i18next';
import { categoryNames, specialitySuggestions, type SkillKey } from '@vitae/core/fifth-edition';
import type { FifthEditionPurchase } from '@vitae/core/fifth-edition';
import type { StoredCharacter } from '@vitae/core/api';
import { useContentStore } from '../../../lib/content/store.ts';
import { useUiState } from '../../../lib/ui-store.ts';
import { useFifthEditionCharacter } from '../hooks/use-fifth-edition.ts';
import { Dots } from '../components/dots.tsx';
import { togglePoolPart, usePoolParts } from '../lib/roll-selection.ts';
import { LevelUpButton } from '../components/level-up-button.tsx';
import { SpecialityButton } from './speciality-button.tsx';

const maxRating = 5;

/** Attributes or skills by category (physical, social, mental); "+" with its XP cost in leveling mode. */
export function TraitsGrid({ kind }: { kind: 'attributes' | 'skills' }) {
  const { t, i18n } = useTranslation();
  const store = useContentStore();
  const { entry, update, readOnly } = useFifthEditionCharacter();
  const leveling = useUiState((ui) => ui.levelMode) && !readOnly;
  const pool = usePoolParts();
  if (!entry) return null;
  const character = entry.character;
  const content = store.forLine(character.gameLine, i18n.language);
  const names = new Map<string, string>((kind === 'attributes' ? content.attributes : content.skills).map((info) => [info.key, info.name]));
  const suggestions = new Map<string, readonly string[]>(content.skills.map((info) => [info.key, specialitySuggestions(info, character.gameLine)]));

  return (
    <section className="traits-grid" aria-label={t(`viewer.tabs.${kind}`)}>
      {categoryNames.map((categoryName) => {
        const category = character.categories.find((c) => c.name === categoryName);
        const rows: Array<{ key: string; value: number; specialization: string[]; purchase: FifthEditionPurchase }> =
          kind === 'attributes'
            ? (category?.attributes ?? []).map((a) => ({ key: a.key, value: a.value, specialization: [], purchase: { kind: 'attribute', key: a.key } }))
            : // The character schema admits only skill keys here; its enum is typed loosely.
              (category?.skills ?? []).map((s) => ({ key: s.key, value: s.value, specialization: s.specialization, purchase: { kind: 'skill', key: s.key as SkillKey } }));
        return (
          <div key={categoryName} className="card traits-grid__category">
            <h3>{t(`viewer.categories.${categoryName}`)}</h3>
            <ul>
              {rows.map((row) => {
                const label = names.get(row.key) ?? row.key;
                const specialities = row.specialization;
                return (
                  <li key={row.key} id={`sheet-${kind}-${row.key}`} tabIndex={-1} className="traits-grid__row" data-testid={`${kind}-${row.key}`}>
                    <span className="traits-grid__name">
                      {leveling ? (
                        label
                      ) : (
                        // Outside leveling mode a click puts the trait into the next roll.
                        <button
                          type="button"
                          className="traits-grid__pick"
                          aria-pressed={pool.some((part) => part.id === `${kind}:${row.key}`)}
                          onClick={() => togglePoolPart({ id: `${kind}:${row.key}`, label, value: row.value, category: categoryName, anchor: `sheet-${kind}-${row.key}` })}
                        >
                          {label}
                        </button>
                      )}
                      {specialities.length > 0 ? <small className="traits-grid__specialities">{specialities.join(', ')}</small> : null}
                    </span>
                    <Dots value={row.value} />
                    {leveling && row.value < maxRating ? (
                      <LevelUpButton
                        character={character}
                        purchase={row.purchase}
                        label={label}
                        onApply={(next: StoredCharacter) => update(() => next)}
                      />
                    ) : null}
                    {leveling && kind === 'skills' && row.value > 0 ? (
                      <SpecialityButton
                        character={character}
                        skill={row.key as SkillKey}
                        label={label}
                        suggestions={suggestions.get(row.key) ?? []}
                        onApply={(next: StoredCharacter) => update(() => next)}
                      />
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
