import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addCreationTrait, flawBonus, maxFlawBonus, pointOptions, removeCreationTrait, type FinishingRefusal, type MeritInfo } from '@vitae/core/m20';
import { Alert } from '../../../../components/ui/alert.tsx';
import { useLineContent } from '../../../../lib/content/store.ts';
import type { StepProps } from '../types.ts';

type Side = 'merits' | 'flaws';

function AddTrait({ side, traits, onAdd }: { side: Side; traits: readonly MeritInfo[]; onAdd: (trait: MeritInfo, points: number, note: string) => FinishingRefusal | null }) {
  const { t } = useTranslation();
  const [id, setId] = useState('');
  const [points, setPoints] = useState(0);
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<FinishingRefusal>();
  const trait = traits.find((entry) => entry.id === id);
  const options = trait ? pointOptions(trait) : [];
  const chosenPoints = options.includes(points) ? points : (options[0] ?? 0);

  return (
    <div className="stack">
      <div className="wizard__columns">
        <div className="field">
          <label htmlFor={`creation-${side}-trait`}>{t(`m20.editor.finishing.${side === 'merits' ? 'merit' : 'flaw'}`)}</label>
          <select id={`creation-${side}-trait`} value={id} aria-describedby={trait ? `creation-${side}-text` : undefined} onChange={(e) => setId(e.target.value)}>
            <option value="">{t('m20.editor.finishing.choose')}</option>
            {traits.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name} ({entry.costOptions ? entry.costOptions.join(t('m20.or')) : entry.cost.min === entry.cost.max ? entry.cost.min : `${entry.cost.min}–${entry.cost.max}`})
              </option>
            ))}
          </select>
          {trait ? (
            <small id={`creation-${side}-text`} className="field__hint">
              {trait.description}
            </small>
          ) : null}
        </div>
        {trait ? (
          <div className="field">
            <label htmlFor={`creation-${side}-points`}>{t('m20.editor.finishing.points')}</label>
            <select id={`creation-${side}-points`} value={chosenPoints} onChange={(e) => setPoints(Number(e.target.value))}>
              {options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {trait ? (
          <div className="field">
            <label htmlFor={`creation-${side}-note`}>{t('m20.editor.finishing.note')}</label>
            <input id={`creation-${side}-note`} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
          </div>
        ) : null}
      </div>
      <div>
        <button
          type="button"
          className="button"
          disabled={!trait}
          onClick={() => {
            if (!trait) return;
            const refused = onAdd(trait, chosenPoints, note);
            setRefusal(refused ?? undefined);
            if (!refused) {
              setId('');
              setNote('');
            }
          }}
        >
          {t(`m20.editor.finishing.add${side === 'merits' ? 'Merit' : 'Flaw'}`)}
        </button>
      </div>
      {refusal ? <Alert>{t(`m20.editor.refusals.${refusal}`, { label: trait?.name ?? '', arete: 0, max: 0 })}</Alert> : null}
    </div>
  );
}

/** Merits cost their points in freebies; flaws give theirs, at most 7 in all. */
export function MeritsSection({ draft, onChange }: StepProps<'m20'>) {
  const { t } = useTranslation();
  const content = useLineContent('m20');
  const { character } = draft;
  const flawPoints = character.flaws.reduce((sum, flaw) => sum + flaw.points, 0);

  const add = (side: Side) => (trait: MeritInfo, points: number, note: string) => {
    const change = addCreationTrait(character, side, trait, points, note);
    if (!change.ok) return change.reason;
    onChange({ ...draft, character: change.character });
    return null;
  };
  const nameOf = (side: Side, id: string, fallback: string) => (side === 'merits' ? content.merits.merits : content.merits.flaws).find((entry) => entry.id === id)?.name ?? fallback;

  return (
    <fieldset className="card stack">
      <legend>{t('m20.editor.finishing.meritsAndFlaws')}</legend>
      {(['merits', 'flaws'] as const).map((side) => (
        <section key={side} className="stack" aria-label={t(`m20.traits.${side}`)}>
          <h4>{t(`m20.traits.${side}`)}</h4>
          {side === 'flaws' ? <p className="lexicon__meta">{t('m20.editor.finishing.flawBonus', { count: flawPoints, counted: flawBonus(character), max: maxFlawBonus })}</p> : null}
          {character[side].length > 0 ? (
            <ul className="m20-list">
              {character[side].map((trait, index) => (
                <li key={`${trait.id}-${index}`}>
                  <span>
                    {nameOf(side, trait.id, trait.name)} ({trait.points}){trait.note ? ` – ${trait.note}` : ''}
                  </span>
                  <button type="button" className="button button--ghost" aria-label={t('m20.editor.finishing.remove', { name: nameOf(side, trait.id, trait.name) })} onClick={() => onChange({ ...draft, character: removeCreationTrait(character, side, index) })}>
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <AddTrait side={side} traits={side === 'merits' ? content.merits.merits : content.merits.flaws} onAdd={add(side)} />
        </section>
      ))}
    </fieldset>
  );
}
