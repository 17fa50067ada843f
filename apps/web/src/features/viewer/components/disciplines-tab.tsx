import { useTranslation } from 'react-i18next';
import { disciplineDots } from '@vitae/core';
import { useContentStore } from '../../../lib/content-store.ts';
import { useViewerCharacter } from '../hooks/use-viewer-character.ts';
import { togglePoolPart, usePoolParts } from '../lib/roll-selection.ts';
import { Dots } from './dots.tsx';

/**
 * The character's disciplines with their dots and learned powers; a click on a discipline puts
 * it into the next roll. Buying powers arrives with the rest of the leveling screens (#7).
 */
export function DisciplinesTab() {
  const { t, i18n } = useTranslation();
  const content = useContentStore().forLanguage(i18n.language);
  const { entry } = useViewerCharacter();
  const pool = usePoolParts();
  if (!entry) return null;
  const character = entry.character;
  if (character.disciplines.length === 0) return <p className="card">{t('viewer.disciplines.none')}</p>;

  return (
    <section className="traits-grid" aria-label={t('viewer.tabs.disciplines')}>
      {character.disciplines.map((owned) => {
        const id = Number(owned.discipline.id);
        const definition = content.disciplines.find((discipline) => discipline.id === id);
        const name = definition?.name ?? String(owned.discipline.name ?? id);
        const dots = disciplineDots(character, id);
        const powerNames = owned.abilities.map((ability) => {
          const key = typeof ability.key === 'string' ? ability.key : undefined;
          const power = definition?.powers.find((candidate) => (key ? candidate.key === key : candidate.id === ability.id));
          return power?.name ?? String(ability.name ?? ability.id);
        });
        const partId = `discipline:${id}`;
        return (
          <div key={id} id={`discipline-card-${id}`} tabIndex={-1} className="card traits-grid__category" data-testid={`discipline-${id}`}>
            <div className="traits-grid__row">
              <button type="button" className="traits-grid__pick" aria-pressed={pool.some((part) => part.id === partId)} onClick={() => togglePoolPart({ id: partId, label: name, value: dots })}>
                {name}
              </button>
              <Dots value={Math.min(dots, 5)} />
            </div>
            {powerNames.length > 0 ? (
              <ul>
                {powerNames.map((powerName, index) => (
                  <li key={index}>{powerName}</li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}
