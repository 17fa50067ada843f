import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addCreationTrait, pointOptions } from '@vitae/core/m20';
import { Alert } from '../../../../components/ui/alert.tsx';
import { useDialogs } from '../../../../components/ui/dialog-provider.tsx';
import { useLineContent } from '../../../../lib/content/store.ts';
import { useMage } from './use-mage.ts';

/** A table's own merit or flaw (installed homebrew) carries a word id `homebrew-<id>`, as the wizard marks it. */
export const isHomebrewTrait = (id: string) => id.startsWith('homebrew-');

type Side = 'merits' | 'flaws';

/** Merits and flaws; after creation only the storyteller changes them (full customization). */
export function MeritsCard() {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const content = useLineContent('m20');
  const { entry, update, readOnly } = useMage();
  const [adding, setAdding] = useState<{ side: Side; id: string; points: number }>();
  const [refusal, setRefusal] = useState<string>();
  if (!entry) return null;
  const character = entry.character;
  const editable = !readOnly && character.fullCustomization;
  const list = (side: Side) => (side === 'merits' ? content.merits.merits : content.merits.flaws);
  const nameOf = (side: Side, id: string, fallback: string) => list(side).find((trait) => trait.id === id)?.name ?? (fallback || id);

  async function remove(side: Side, index: number) {
    const trait = character[side][index];
    if (!trait || !(await confirm({ title: t('m20.sheet.removeTrait', { name: nameOf(side, trait.id, trait.name) }), confirmLabel: t('m20.sheet.remove'), danger: true }))) return;
    update((current) => ({ ...current, [side]: current[side].filter((_, i) => i !== index) }));
  }

  function add() {
    if (!adding) return;
    const trait = list(adding.side).find((entry) => entry.id === adding.id);
    if (!trait) return;
    const change = addCreationTrait(character, adding.side, trait, adding.points);
    if (!change.ok) return setRefusal(t(`m20.editor.refusals.${change.reason}`, { label: trait.name, arete: character.arete, max: 0 }));
    setRefusal(undefined);
    setAdding(undefined);
    update(() => change.character);
  }

  return (
    <section className="card stack" aria-label={t('m20.traits.meritsAndFlaws')}>
      <h3>{t('m20.traits.meritsAndFlaws')}</h3>
      {(['merits', 'flaws'] as const).map((side) => (
        <div key={side}>
          <h4>{t(`m20.traits.${side}`)}</h4>
          {character[side].length === 0 ? <p className="lexicon__meta">{t('m20.traits.none')}</p> : null}
          <ul className="m20-list">
            {character[side].map((trait, index) => (
              <li key={`${trait.id}-${index}`} id={`sheet-${side}-${index}`} tabIndex={-1}>
                <span>
                  {nameOf(side, trait.id, trait.name)} ({trait.points}){trait.note ? ` – ${trait.note}` : ''}
                  {isHomebrewTrait(trait.id) ? <> <small className="badge">{t('m20.homebrew.badge')}</small></> : null}
                </span>
                {editable ? (
                  <button type="button" className="button button--ghost" aria-label={t('m20.editor.finishing.remove', { name: nameOf(side, trait.id, trait.name) })} onClick={() => void remove(side, index)}>
                    ×
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
          {editable ? (
            <div className="button-row">
              <div className="field">
                <label htmlFor={`sheet-add-${side}`}>{t(`m20.editor.finishing.${side === 'merits' ? 'merit' : 'flaw'}`)}</label>
                <select
                  id={`sheet-add-${side}`}
                  value={adding?.side === side ? adding.id : ''}
                  onChange={(e) => {
                    const trait = list(side).find((entry) => entry.id === e.target.value);
                    setAdding(trait ? { side, id: trait.id, points: pointOptions(trait)[0] ?? 1 } : undefined);
                  }}
                >
                  <option value="">{t('m20.editor.finishing.choose')}</option>
                  {list(side).map((trait) => (
                    <option key={trait.id} value={trait.id}>
                      {trait.name}
                    </option>
                  ))}
                </select>
              </div>
              {adding?.side === side ? (
                <div className="field">
                  <label htmlFor={`sheet-add-${side}-points`}>{t('m20.editor.finishing.points')}</label>
                  <select id={`sheet-add-${side}-points`} value={adding.points} onChange={(e) => setAdding({ ...adding, points: Number(e.target.value) })}>
                    {pointOptions(list(side).find((entry) => entry.id === adding.id) ?? { cost: { min: 1, max: 1 }, costOptions: null }).map((points) => (
                      <option key={points} value={points}>
                        {points}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
              <button type="button" className="button" disabled={adding?.side !== side} onClick={add}>
                {t('m20.editor.finishing.add')}
              </button>
            </div>
          ) : null}
        </div>
      ))}
      {refusal ? <Alert>{refusal}</Alert> : null}
      {!readOnly && !character.fullCustomization ? <p className="lexicon__meta">{t('m20.sheet.meritsStoryteller')}</p> : null}
    </section>
  );
}
