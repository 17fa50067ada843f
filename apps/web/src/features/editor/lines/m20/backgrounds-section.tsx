import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarBackgroundId, avatarWarning, backgroundPoints, backgroundPointsUsed, setCreationBackground, type FinishingContext, type FinishingRefusal } from '@vitae/core/m20';
import { Alert } from '../../../../components/ui/alert.tsx';
import { useLineContent } from '../../../../lib/content/store.ts';
import { RatingSelect } from '../../components/rating-select.tsx';
import type { StepProps } from '../types.ts';
import { PointsOf } from './priority-select.tsx';

/** Seven background points (double-cost ones take two per dot); every mage should have Avatar, which the step warns about. */
export function BackgroundsSection({ draft, onChange, context }: StepProps<'m20'> & { context: FinishingContext }) {
  const { t } = useTranslation();
  const content = useLineContent('m20');
  const { character } = draft;
  const [refusal, setRefusal] = useState<FinishingRefusal>();
  const [adding, setAdding] = useState('');
  const used = backgroundPointsUsed(character, context);
  const technocrat = character.allianceType === 'technocraticUnion';
  const available = content.backgrounds.filter((background) => !background.technocracyOnly || technocrat);
  const shown = available.filter((background) => background.id === avatarBackgroundId || (character.backgrounds[background.id] ?? 0) > 0);
  const addable = available.filter((background) => !shown.includes(background));
  const bookName = (background: (typeof available)[number]) => (technocrat && background.technocraticName ? `${background.technocraticName} (${background.name})` : background.name);
  // A table's own background (installed homebrew) is marked as such beside the book's.
  const nameOf = (background: (typeof available)[number]) => (background.id.startsWith('homebrew-') ? `${bookName(background)} (${t('m20.homebrew.badge')})` : bookName(background));

  function set(id: string, value: number) {
    const background = content.backgrounds.find((entry) => entry.id === id);
    if (!background) return;
    const change = setCreationBackground(character, background, value);
    if (!change.ok) return setRefusal(change.reason);
    setRefusal(undefined);
    onChange({ ...draft, character: change.character });
  }

  return (
    <fieldset className="card stack">
      <legend>{t('m20.editor.finishing.backgrounds')}</legend>
      <PointsOf spent={used} budget={backgroundPoints} freebies />
      {used > backgroundPoints ? <p className="lexicon__meta">{t('m20.editor.finishing.extraBackgrounds', { count: used - backgroundPoints })}</p> : null}
      {avatarWarning(character) ? <Alert tone="info">{t('m20.editor.finishing.avatarWarning')}</Alert> : null}
      <div className="wizard__category">
        {shown.map((background) => (
          <RatingSelect
            key={background.id}
            id={`creation-background-${background.id}`}
            label={nameOf(background)}
            badge={background.doubleCost ? <small className="badge">{t('m20.editor.finishing.doubleCost')}</small> : undefined}
            value={character.backgrounds[background.id] ?? 0}
            values={Array.from({ length: background.max + 1 }, (_, index) => index)}
            allowed={Array.from({ length: background.max + 1 }, (_, index) => index)}
            onChange={(value) => set(background.id, value)}
          />
        ))}
      </div>
      <div className="button-row">
        <div className="field">
          <label htmlFor="creation-background-add">{t('m20.editor.finishing.addBackground')}</label>
          <select id="creation-background-add" value={adding} onChange={(e) => setAdding(e.target.value)}>
            <option value="">{t('m20.editor.finishing.addBackgroundPlaceholder')}</option>
            {addable.map((background) => (
              <option key={background.id} value={background.id}>
                {nameOf(background)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button"
          disabled={!adding}
          onClick={() => {
            set(adding, 1);
            setAdding('');
          }}
        >
          {t('m20.editor.finishing.add')}
        </button>
      </div>
      {refusal ? <Alert>{t(`m20.editor.refusals.${refusal}`, { label: t('m20.editor.finishing.backgrounds'), arete: character.arete, max: 5 })}</Alert> : null}
    </fieldset>
  );
}
