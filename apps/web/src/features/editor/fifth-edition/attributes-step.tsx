import { useTranslation } from 'react-i18next';
import { allowedValues, attributeDistribution, attributeKeys, attributeValue, attributeValues, categoryNames, remainingByPoints, setCreationAttribute } from '@vitae/core/fifth-edition';
import { useLineContent } from '../../../lib/content/store.ts';
import { PoolsLeft } from '../components/pools-left.tsx';
import { RatingSelect } from '../components/rating-select.tsx';
import type { FifthEditionStepProps } from './lines.ts';

/** The attributes step of every 5th-edition line: one attribute at 4, three at 3, four at 2, one at 1. */
export function AttributesStep({ draft, onChange }: FifthEditionStepProps) {
  const { t } = useTranslation();
  const content = useLineContent(draft.character.gameLine);
  const { character } = draft;
  const values = attributeValues(character);
  const left = remainingByPoints(values, attributeDistribution);

  return (
    <div className="stack">
      <p>{t('editor.attributes.intro')}</p>
      <PoolsLeft left={left} />
      <div className="wizard__columns">
        {categoryNames.map((category) => (
          <fieldset key={category} className="card wizard__category">
            <legend>{t(`editor.categories.${category}`)}</legend>
            {attributeKeys[category].map((key) => {
              const current = attributeValue(character, key);
              const name = content.attributes.find((a) => a.key === key)?.name ?? key;
              return (
                <RatingSelect
                  key={key}
                  id={`creation-attribute-${key}`}
                  label={name}
                  value={current}
                  values={[0, 1, 2, 3, 4]}
                  allowed={allowedValues(values, current, attributeDistribution)}
                  onChange={(value) => onChange({ ...draft, character: setCreationAttribute(character, key, value) })}
                />
              );
            })}
          </fieldset>
        ))}
      </div>
    </div>
  );
}
