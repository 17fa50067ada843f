import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredCharacter } from '@vitae/core/api';
import { useLineContent } from '../../../../lib/content/store.ts';
import { useUiState } from '../../../../lib/ui-store.ts';
import { Dots } from '../../components/dots.tsx';
import { LevelUpButton } from '../../components/level-up-button.tsx';
import { useMage } from './use-mage.ts';
import { isHomebrewTrait } from './merits-card.tsx';

/** The mage's backgrounds; in leveling mode each raises (or a new one is learned) at the storyteller's optional price. */
export function BackgroundsCard() {
  const { t } = useTranslation();
  const content = useLineContent('m20');
  const { entry, update, readOnly } = useMage();
  const leveling = useUiState((ui) => ui.levelMode) && !readOnly;
  const [learning, setLearning] = useState<string[]>([]);
  if (!entry) return null;
  const character = entry.character;
  const technocrat = character.allianceType === 'technocraticUnion';
  const owned = Object.entries(character.backgrounds).filter(([, rating]) => rating > 0);
  const shown = [...owned.map(([id]) => id), ...learning.filter((id) => !(id in character.backgrounds))];
  const info = (id: string) => content.backgrounds.find((background) => background.id === id);
  const nameOf = (id: string) => {
    const background = info(id);
    if (!background) return id;
    // A Technocrat's sheet speaks Technocracy throughout (the Lexicon gives the Traditions' name).
    return technocrat && background.technocraticName ? background.technocraticName : background.name;
  };
  const learnable = content.backgrounds.filter((background) => !shown.includes(background.id) && (!background.technocracyOnly || technocrat));

  return (
    <section className="card" aria-label={t('m20.traits.backgrounds')}>
      <h3>{t('m20.traits.backgrounds')}</h3>
      {shown.length === 0 ? <p className="lexicon__meta">{t('m20.traits.none')}</p> : null}
      <ul className="traits-grid__list">
        {shown.map((id) => {
          const rating = character.backgrounds[id] ?? 0;
          const max = info(id)?.max ?? 5;
          return (
            <li key={id} id={`sheet-background-${id}`} tabIndex={-1} className="traits-grid__row" data-testid={`background-${id}`}>
              <span className="traits-grid__name">
                {nameOf(id)}
                {isHomebrewTrait(id) ? <> <small className="badge">{t('m20.homebrew.badge')}</small></> : null}
              </span>
              <Dots value={rating} max={max} />
              {leveling && rating < max ? (
                <LevelUpButton character={character} purchase={{ kind: 'background', id, max, name: nameOf(id) }} label={nameOf(id)} action={rating === 0 ? 'learn' : 'raise'} onApply={(next: StoredCharacter) => update(() => next)} />
              ) : null}
            </li>
          );
        })}
      </ul>
      {leveling ? (
        <>
          <div className="field">
            <label htmlFor="learn-background">{t('m20.sheet.learnBackground')}</label>
            <select id="learn-background" value="" onChange={(e) => e.target.value && setLearning((current) => [...current, e.target.value])}>
              <option value="">{t('m20.editor.finishing.choose')}</option>
              {learnable.map((background) => (
                <option key={background.id} value={background.id}>
                  {nameOf(background.id)}
                </option>
              ))}
            </select>
          </div>
          <p className="lexicon__meta">{t('m20.sheet.backgroundsStoryteller')}</p>
        </>
      ) : null}
    </section>
  );
}
