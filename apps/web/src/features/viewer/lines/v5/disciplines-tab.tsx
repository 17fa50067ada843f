import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { disciplinesForCharacter, homebrewOriginOf, knownHomebrew, takeHomebrewSnapshot } from '@vitae/core/homebrew';
import { disciplineDots } from '@vitae/core/v5';
import { homebrewStore } from '../../../../lib/homebrew/store.ts';
import { useSheetContent } from './use-sheet-content.ts';
import { useVampire } from './use-vampire.ts';
import { togglePoolPart, usePoolParts } from '../../lib/roll-selection.ts';
import { Dots } from '../../components/dots.tsx';
import { useUiState } from '../../../../lib/ui-store.ts';
import { PowerPicker } from './power-picker.tsx';
import { Described } from '../../components/described.tsx';

/**
 * The character's disciplines with their dots and learned powers; a click on a discipline puts
 * it into the next roll. Buying powers arrives with the rest of the leveling screens (#7).
 */
export function DisciplinesTab() {
  const { t } = useTranslation();
  const { entry, update, readOnly } = useVampire();
  const content = useSheetContent(entry?.character);
  const pool = usePoolParts();
  const leveling = useUiState((ui) => ui.levelMode) && !readOnly;
  const [picking, setPicking] = useState<number>();
  const [learning, setLearning] = useState(false);
  if (!entry) return null;
  const character = entry.character;
  const ownedIds = new Set(character.disciplines.map((d) => Number(d.discipline.id)));
  const picker = picking === undefined ? undefined : content.disciplines.find((d) => d.id === picking);

  return (
    <div className="stack">
      {leveling ? (
        <div className="button-row">
          <button type="button" className="button" onClick={() => setLearning((value) => !value)} aria-expanded={learning}>
            {t('viewer.powers.learnNew')}
          </button>
          {learning
            ? disciplinesForCharacter(character, content.disciplines)
                .filter((d) => !ownedIds.has(d.id))
                .map((d) => (
                  <button key={d.id} type="button" className="button button--ghost" onClick={() => setPicking(d.id)}>
                    {d.name}
                  </button>
                ))
            : null}
        </div>
      ) : null}
      {character.disciplines.length === 0 ? <p className="card">{t('viewer.disciplines.none')}</p> : null}
    <section className="traits-grid" aria-label={t('viewer.tabs.disciplines')}>
      {character.disciplines.map((owned) => {
        const id = Number(owned.discipline.id);
        const definition = content.disciplines.find((discipline) => discipline.id === id);
        const name = definition?.name ?? String(owned.discipline.name ?? id);
        const dots = disciplineDots(character, id);
        const origin = definition ? homebrewOriginOf(definition) : undefined;
        const powers = owned.abilities.map((ability) => {
          const key = typeof ability.key === 'string' ? ability.key : undefined;
          const power = definition?.powers.find((candidate) => (key ? candidate.key === key : candidate.id === ability.id));
          return {
            name: power?.name ?? String(ability.name ?? ability.id),
            summary: power?.summary ?? (typeof ability.summary === 'string' ? ability.summary : ''),
            level: power?.level ?? ability.level,
            retired: ability.retired === true,
          };
        });
        const partId = `discipline:${id}`;
        return (
          <div key={id} id={`discipline-card-${id}`} tabIndex={-1} className="card traits-grid__category" data-testid={`discipline-${id}`}>
            <div className="traits-grid__row">
              <button type="button" className="traits-grid__pick" aria-pressed={pool.some((part) => part.id === partId)} onClick={() => togglePoolPart({ id: partId, label: name, value: dots, anchor: `discipline-card-${id}` })}>
                {name}
              </button>
              <Dots value={Math.min(dots, 5)} />
              {leveling ? (
                <button type="button" className="button button--ghost" onClick={() => setPicking(id)}>
                  {t('viewer.powers.buy')}
                </button>
              ) : null}
            </div>
            {origin ? <p className="lexicon__meta">{t('lexicon.homebrewBy', { creator: origin.creator, version: origin.version })}</p> : null}
            {powers.length > 0 ? (
              <ul className="powers">
                {powers.map((power, index) => (
                  <li key={index}>
                    <Described name={power.name} description={power.summary}>
                      {power.level ? <small> ({t('lexicon.level', { level: power.level })})</small> : null}
                      {power.retired ? <small className="lexicon__meta"> – {t('viewer.homebrew.retired')}</small> : null}
                    </Described>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
    </section>
      {picker ? <PowerPicker character={character} discipline={picker} all={content.disciplines} onBought={(next) => update(() => takeHomebrewSnapshot(next, knownHomebrew(homebrewStore())))} onClose={() => setPicking(undefined)} /> : null}
    </div>
  );
}
