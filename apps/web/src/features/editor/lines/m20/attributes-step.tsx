import { useTranslation } from 'react-i18next';
import { allowedAttributeValues, attributeBudgets, attributePointsSpent, budgetOf, mageAttributeCategories, mageAttributeCategoryNames, setCreationAttribute, type PriorityOrder, type MageAttributeCategory } from '@vitae/core/m20';
import { useLineContent } from '../../../../lib/content/store.ts';
import { RatingSelect } from '../../components/rating-select.tsx';
import type { StepProps } from '../types.ts';
import { PointsOf, PrioritySelect } from './priority-select.tsx';
import { SpecialtyField } from './specialty-field.tsx';
import { attributeOrderOf } from './steps.ts';

/** The nine attributes by category: 7/5/3 points in the order the player chooses, on top of one free dot each. */
export function AttributesStep({ draft, onChange }: StepProps<'m20'>) {
  const { t } = useTranslation();
  const content = useLineContent('m20');
  const { character } = draft;
  const order = attributeOrderOf(draft);
  const setOrder = (next: PriorityOrder<MageAttributeCategory>) => onChange({ ...draft, state: { ...draft.state, order: next } });

  return (
    <div className="stack">
      <p>{t('m20.editor.attributes.intro')}</p>
      <div className="wizard__columns">
        {mageAttributeCategoryNames.map((category) => (
          <fieldset key={category} className="card wizard__category" data-testid={`attributes-${category}`}>
            <legend>{t(`viewer.categories.${category}`)}</legend>
            <PrioritySelect id={`attribute-priority-${category}`} category={category} order={order} budgets={attributeBudgets} onChange={setOrder} />
            <PointsOf spent={attributePointsSpent(character, category)} budget={budgetOf(order, attributeBudgets, category)} />
            {mageAttributeCategories[category].map((key) => (
              <div key={key}>
                <RatingSelect
                  id={`creation-attribute-${key}`}
                  label={content.attributes.find((attribute) => attribute.id === key)?.name ?? key}
                  value={character.attributes[key]}
                  values={[1, 2, 3, 4, 5]}
                  allowed={allowedAttributeValues(character, order, key)}
                  onChange={(value) => onChange({ ...draft, character: setCreationAttribute(character, order, key, value) })}
                />
                <SpecialtyField draft={draft} onChange={onChange} traitKey={key} label={content.attributes.find((attribute) => attribute.id === key)?.name ?? key} />
              </div>
            ))}
          </fieldset>
        ))}
      </div>
    </div>
  );
}
