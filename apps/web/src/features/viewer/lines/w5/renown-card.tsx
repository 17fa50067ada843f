import { useTranslation } from 'react-i18next';
import { maxRenown, renownKeys, setRenown, totalRenown } from '@vitae/core/w5';
import { useLineContent } from '../../../../lib/content/store.ts';
import { useUiState } from '../../../../lib/ui-store.ts';
import { togglePoolPart, usePoolParts } from '../../lib/roll-selection.ts';
import { ValueTrack } from '../../components/trackers.tsx';
import { Dots } from '../../components/dots.tsx';
import { renownPartId } from './dice/pool-traits.ts';
import { useWerewolf } from './use-werewolf.ts';

/**
 * Renown: the storyteller awards it (no XP), so it is set directly in leveling mode; total Renown
 * unlocks Gifts. Outside leveling mode a click puts a Renown into the next roll (most Gift pools are
 * Attribute + Renown).
 */
export function RenownCard() {
  const { t } = useTranslation();
  const content = useLineContent('w5');
  const { entry, update, readOnly } = useWerewolf();
  const leveling = useUiState((ui) => ui.levelMode) && !readOnly;
  const pool = usePoolParts();
  if (!entry) return null;
  const character = entry.character;
  const name = (key: string) => content.renown.find((r) => r.id === key)?.name ?? key;
  return (
    <section id="sheet-renown" tabIndex={-1} className="card stack" aria-label={t('w5.renown.title')}>
      <h3>{t('w5.renown.title')}</h3>
      {renownKeys.map((key) =>
        leveling ? (
          <ValueTrack key={key} label={name(key)} value={character.renown[key]} max={maxRenown} readOnly={false} onChange={(value) => update((current) => setRenown(current, key, value))} />
        ) : (
          <div key={key} id={`sheet-renown-${key}`} className="traits-grid__row" data-testid={`renown-${key}`}>
            <span className="traits-grid__name">
              <button
                type="button"
                className="traits-grid__pick"
                aria-pressed={pool.some((part) => part.id === renownPartId(key))}
                onClick={() => togglePoolPart({ id: renownPartId(key), label: name(key), value: character.renown[key], anchor: `sheet-renown-${key}` })}
              >
                {name(key)}
              </button>
            </span>
            <Dots value={character.renown[key]} max={Math.max(5, character.renown[key])} />
          </div>
        ),
      )}
      <p className="lexicon__meta">{t('w5.renown.total', { total: totalRenown(character) })}</p>
      {leveling ? <p className="lexicon__meta">{t('w5.renown.awarded')}</p> : null}
    </section>
  );
}
