import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  allOwnedTraits,
  customPackId,
  ownedTraitLevel,
  pointSpreadsOf,
  removeCreationTrait,
  removeTraitProblem,
  traitPointsUsed,
  type FifthEditionCharacter,
  type TraitPack,
  type TraitSide,
  type TraitStepRules,
} from '@vitae/core/fifth-edition';
import { Button } from '../../../components/ui/button.tsx';
import { TraitPicker } from './trait-picker.tsx';

/**
 * The merits, backgrounds and flaws of a 5th-edition wizard: the budget, what the character owns
 * (grants locked, the player's own removable) and the pickers. Each line passes its packs and rules.
 */
export function TraitsSection<C extends FifthEditionCharacter>({
  character,
  packs,
  rules,
  onChange,
}: {
  character: C;
  packs: { merits: readonly TraitPack[]; backgrounds: readonly TraitPack[] };
  rules: TraitStepRules<C>;
  onChange: (next: C) => void;
}) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState<TraitSide>();
  const budget = rules.budget(character);
  const used = traitPointsUsed(character);
  const owned = allOwnedTraits(character);
  return (
    <>
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
            const packLabel = ref.packId === customPackId ? t('editor.traits.customPack') : pack.name;
            const label = `${typeLabel} – ${packLabel}: ${trait.name}${trait.suffix ? ` (${trait.suffix})` : ''} – ${t('lexicon.level', { level: ownedTraitLevel(trait) })}`;
            const removable = removeTraitProblem(character, ref) === null;
            return (
              <li key={`${ref.type}-${ref.packId}-${ref.side}-${ref.index}`} className="traits-grid__row">
                <span className="traits-grid__name">
                  {label} {trait.isLocked ? <small className="badge">{t('editor.traits.locked')}</small> : null}
                  {trait.isCustom ? <small className="badge">{t('editor.traits.needsApproval')}</small> : null}
                </span>
                {removable ? (
                  <Button variant="ghost" aria-label={t('editor.traits.remove', { name: trait.name })} onClick={() => onChange(removeCreationTrait(character, ref))}>
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
        {/* Only lines with wizard steps that grant points (a vampire's predator type) have anything to say here. */}
        {pointSpreadsOf(character).length > 0 ? <p className="lexicon__meta">{t('editor.traits.spreadHint')}</p> : null}
      </section>
      {picking ? <TraitPicker character={character} side={picking} packs={packs} rules={rules} onAdd={onChange} onClose={() => setPicking(undefined)} /> : null}
    </>
  );
}
