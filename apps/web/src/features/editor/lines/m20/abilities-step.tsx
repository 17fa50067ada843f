import { useTranslation } from 'react-i18next';
import { abilityBudgets, abilityPointsSpent, abilityRating, allowedAbilityValues, budgetOf, mageAbilityCategories, setCreationAbility, type Ability, type MageAbilityCategory, type PriorityOrder } from '@vitae/core/m20';
import { useLineContent } from '../../../../lib/content/store.ts';
import { RatingSelect } from '../../components/rating-select.tsx';
import type { StepProps } from '../types.ts';
import { PointsOf, PrioritySelect } from './priority-select.tsx';
import { abilityOrderOf } from './steps.ts';

/** Talents, skills and knowledges: 13/9/5 points in the chosen order, none above 3; the secondary abilities need the storyteller's nod. */
export function AbilitiesStep({ draft, onChange }: StepProps<'m20'>) {
  const { t } = useTranslation();
  const content = useLineContent('m20');
  const { character } = draft;
  const order = abilityOrderOf(draft);
  const setOrder = (next: PriorityOrder<MageAbilityCategory>) => onChange({ ...draft, state: { ...draft.state, order: next } });

  const row = (category: MageAbilityCategory) => (ability: Ability) => (
    <RatingSelect
      key={ability.id}
      id={`creation-ability-${ability.id}`}
      label={ability.name}
      value={abilityRating(character, category, ability.id)}
      values={[0, 1, 2, 3]}
      allowed={allowedAbilityValues(character, order, category, ability.id)}
      onChange={(value) => onChange({ ...draft, character: setCreationAbility(character, order, category, ability.id, value) })}
    />
  );

  return (
    <div className="stack">
      <p>{t('m20.editor.abilities.intro')}</p>
      <div className="wizard__columns">
        {mageAbilityCategories.map((category) => {
          const abilities = content.abilities.filter((ability) => ability.category === category);
          const secondary = abilities.filter((ability) => ability.secondary);
          return (
            <fieldset key={category} className="card wizard__category" data-testid={`abilities-${category}`}>
              <legend>{t(`m20.categories.${category}`)}</legend>
              <PrioritySelect id={`ability-priority-${category}`} category={category} order={order} budgets={abilityBudgets} onChange={setOrder} />
              <PointsOf spent={abilityPointsSpent(character, category)} budget={budgetOf(order, abilityBudgets, category)} />
              {abilities.filter((ability) => !ability.secondary).map(row(category))}
              <details open={secondary.some((ability) => abilityRating(character, category, ability.id) > 0) || undefined}>
                <summary>{t('m20.editor.abilities.secondary')}</summary>
                {secondary.map(row(category))}
              </details>
            </fieldset>
          );
        })}
      </div>
    </div>
  );
}
