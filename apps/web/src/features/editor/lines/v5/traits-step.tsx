import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allOwnedTraits, customPackId, ownedTraitLevel, type TraitSide } from '@vitae/core/fifth-edition';
import { removeCreationTrait, removeTraitProblem, traitBudget, traitPointsUsed } from '@vitae/core/v5';
import type { V5Character as Character } from '@vitae/core/v5';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/field.tsx';
import { TraitPicker } from './trait-picker.tsx';
import type { StepProps } from '../types.ts';

const maxConvictions = 3;

/** Step 6: merits, backgrounds and flaws within the budget, convictions with touchstones, and the character's drive. */
export function TraitsStep({ draft, onChange }: StepProps<'v5'>) {
  const { t } = useTranslation();
  const { character } = draft;
  const [picking, setPicking] = useState<TraitSide>();
  const budget = traitBudget(character);
  const used = traitPointsUsed(character);
  const setCharacter = (next: Character) => onChange({ ...draft, character: next });
  const owned = allOwnedTraits(character);
  const convictions = Array.from({ length: maxConvictions }, (_, i) => character.convictions[i] ?? { conviction: '', touchstone: '' });

  function setConviction(index: number, field: 'conviction' | 'touchstone', value: string) {
    const next = convictions.map((entry, i) => (i === index ? { ...entry, [field]: value } : entry));
    // Keep the list as long as its last filled row, so a blank third row is not stored.
    const lastFilled = next.findLastIndex((entry) => entry.conviction || entry.touchstone);
    setCharacter({ ...character, convictions: next.slice(0, lastFilled + 1) });
  }

  return (
    <div className="stack">
      <div className="wizard__budget" role="status">
        <span className={used.advantages === budget.advantages ? 'wizard__pool--done' : undefined}>{t('editor.traits.advantageBudget', { used: used.advantages, budget: budget.advantages })}</span>
        <span className={used.flaws >= budget.flaws ? 'wizard__pool--done' : undefined}>{t('editor.traits.flawBudget', { used: used.flaws, budget: budget.flaws })}</span>
      </div>
      <section className="card stack" aria-label={t('editor.traits.owned')}>
        <h3>{t('editor.traits.owned')}</h3>
        {owned.length === 0 ? <p className="lexicon__meta">{t('editor.traits.none')}</p> : null}
        <ul>
          {owned.map(({ ref, trait, pack }) => {
            const typeLabel = ref.side === 'disadvantages' ? t('viewer.traits.flaw') : t(`editor.traits.type.${ref.type}`);
            const packLabel = ref.packId === customPackId ? t('editor.traits.customPack') : String(pack['name'] ?? '');
            const label = `${typeLabel} – ${packLabel}: ${trait.name}${trait.suffix ? ` (${trait.suffix})` : ''} – ${t('lexicon.level', { level: ownedTraitLevel(trait) })}`;
            const removable = removeTraitProblem(character, ref) === null;
            return (
              <li key={`${ref.type}-${ref.packId}-${ref.side}-${ref.index}`} className="traits-grid__row">
                <span className="traits-grid__name">
                  {label} {trait.isLocked ? <small className="badge">{t('editor.traits.locked')}</small> : null}
                  {trait.isCustom ? <small className="badge">{t('editor.traits.needsApproval')}</small> : null}
                </span>
                {removable ? (
                  <Button variant="ghost" aria-label={t('editor.traits.remove', { name: trait.name })} onClick={() => setCharacter(removeCreationTrait(character, ref))}>
                    ✕
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
        <div className="button-row">
          <Button onClick={() => setPicking('advantages')}>{t('editor.traits.addAdvantage')}</Button>
          <Button onClick={() => setPicking('disadvantages')}>{t('editor.traits.addFlaw')}</Button>
        </div>
        <p className="lexicon__meta">{t('editor.traits.spreadHint')}</p>
      </section>
      <fieldset className="card stack">
        <legend>{t('editor.traits.convictions')}</legend>
        <p className="lexicon__meta">{t('editor.traits.convictionsIntro')}</p>
        {convictions.map((entry, i) => (
          <div key={i} className="wizard__columns">
            <TextField label={t('editor.traits.conviction', { number: i + 1 })} value={entry.conviction} maxLength={1000} onChange={(e) => setConviction(i, 'conviction', e.target.value)} error={entry.touchstone.trim() && !entry.conviction.trim() ? t('editor.problems.conviction_text_missing') : undefined} />
            <TextField label={t('editor.traits.touchstone', { number: i + 1 })} value={entry.touchstone} maxLength={1000} onChange={(e) => setConviction(i, 'touchstone', e.target.value)} error={entry.conviction.trim() && !entry.touchstone.trim() ? t('editor.problems.touchstone_missing') : undefined} />
          </div>
        ))}
      </fieldset>
      <fieldset className="card stack">
        <legend>{t('editor.traits.drive')}</legend>
        <TextField label={t('editor.traits.concept')} value={character.concept} maxLength={1000} onChange={(e) => setCharacter({ ...character, concept: e.target.value })} />
        <TextField label={t('editor.traits.ambition')} value={character.ambition} maxLength={1000} onChange={(e) => setCharacter({ ...character, ambition: e.target.value })} />
        <TextField label={t('editor.traits.desire')} value={character.desire} maxLength={1000} onChange={(e) => setCharacter({ ...character, desire: e.target.value })} />
      </fieldset>
      {picking ? <TraitPicker character={character} side={picking} onAdd={setCharacter} onClose={() => setPicking(undefined)} /> : null}
    </div>
  );
}
