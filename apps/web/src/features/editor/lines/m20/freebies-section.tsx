import { useTranslation } from 'react-i18next';
import {
  abilityRating,
  avatarRating,
  boughtQuintessence,
  freebieBudget,
  freebiePoints,
  freebieSpending,
  mageAbilityCategories,
  mageAttributes,
  maxAbility,
  maxAttribute,
  maxWillpower,
  quintessencePerFreebie,
  setBoughtQuintessence,
  setCreationWillpower,
  setFreebieAbility,
  setFreebieAttribute,
  wheelBoxes,
  type FinishingChange,
  type FinishingContext,
  type M20Character,
} from '@vitae/core/m20';
import { useLineContent } from '../../../../lib/content/store.ts';
import { RatingSelect } from '../../components/rating-select.tsx';
import type { StepProps } from '../types.ts';
import { SpecialtyField } from './specialty-field.tsx';

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);

/** The 15 freebies (plus what flaws give): what they went into, Willpower, Quintessence, and attributes and abilities above the earlier steps. */
export function FreebiesSection({ draft, onChange, baseline, context }: StepProps<'m20'> & { baseline: M20Character; context: FinishingContext }) {
  const { t } = useTranslation();
  const content = useLineContent('m20');
  const { character } = draft;
  const { lines, total } = freebieSpending(baseline, character, context);
  const budget = freebieBudget(character);
  const apply = (change: FinishingChange<M20Character>) => change.ok && onChange({ ...draft, character: change.character });
  const bought = Math.ceil(boughtQuintessence(character) / quintessencePerFreebie);
  const maxBought = Math.floor((wheelBoxes - character.paradox - avatarRating(character)) / quintessencePerFreebie);

  return (
    <fieldset className="card stack" aria-describedby="freebies-total">
      <legend>{t('m20.editor.finishing.freebies')}</legend>
      <p id="freebies-total" className={total > budget ? 'field__error' : total === budget ? 'wizard__pool--done' : undefined} aria-live="polite">
        {t('m20.editor.finishing.freebiesTotal', { spent: total, budget, base: freebiePoints, flaws: budget - freebiePoints })}
      </p>
      <ul className="wizard__budget" aria-label={t('m20.editor.finishing.freebiesSpentOn')}>
        {lines
          .filter((line) => line.cost > 0)
          .map((line) => (
            <li key={line.kind}>{t(`m20.editor.finishing.spentOn.${line.kind}`, { dots: line.dots, count: line.dots, cost: line.cost })}</li>
          ))}
      </ul>
      <p className="lexicon__meta">{t('m20.editor.finishing.prices')}</p>
      <div className="wizard__category">
        <RatingSelect
          id="creation-willpower"
          label={t('viewer.trackers.willpower')}
          value={character.willpower}
          values={range(baseline.willpower, maxWillpower)}
          allowed={range(baseline.willpower, maxWillpower)}
          onChange={(value) => apply(setCreationWillpower(baseline, character, value))}
        />
        <RatingSelect
          id="creation-quintessence"
          label={t('m20.editor.finishing.quintessence', { total: character.quintessence, avatar: avatarRating(character) })}
          value={bought}
          values={range(0, Math.max(bought, maxBought))}
          allowed={range(0, maxBought)}
          onChange={(value) => apply(setBoughtQuintessence(character, value))}
        />
      </div>
      <details>
        <summary>{t('m20.editor.finishing.raiseAttributes')}</summary>
        <div className="wizard__category">
          {mageAttributes.map((key) => {
            const name = content.attributes.find((attribute) => attribute.id === key)?.name ?? key;
            return (
              <div key={key}>
                <RatingSelect
                  id={`freebie-attribute-${key}`}
                  label={name}
                  value={character.attributes[key]}
                  values={range(baseline.attributes[key], maxAttribute)}
                  allowed={range(baseline.attributes[key], maxAttribute)}
                  onChange={(value) => apply(setFreebieAttribute(baseline, character, key, value))}
                />
                <SpecialtyField draft={draft} onChange={onChange} traitKey={key} label={name} />
              </div>
            );
          })}
        </div>
      </details>
      <details>
        <summary>{t('m20.editor.finishing.raiseAbilities')}</summary>
        <div className="wizard__columns">
          {mageAbilityCategories.map((category) => (
            <div key={category} className="wizard__category">
              <h4>{t(`m20.categories.${category}`)}</h4>
              {content.abilities
                .filter((ability) => ability.category === category)
                .map((ability) => {
                  const from = abilityRating(baseline, category, ability.id);
                  return (
                    <div key={ability.id}>
                      <RatingSelect
                        id={`freebie-ability-${ability.id}`}
                        label={ability.secondary ? t('m20.editor.abilities.secondaryName', { name: ability.name }) : ability.name}
                        value={abilityRating(character, category, ability.id)}
                        values={range(from, maxAbility)}
                        allowed={range(from, maxAbility)}
                        onChange={(value) => apply(setFreebieAbility(baseline, character, category, ability.id, value))}
                      />
                      <SpecialtyField draft={draft} onChange={onChange} traitKey={ability.id} label={ability.name} suggestions={ability.specialties} />
                    </div>
                  );
                })}
            </div>
          ))}
        </div>
      </details>
    </fieldset>
  );
}
