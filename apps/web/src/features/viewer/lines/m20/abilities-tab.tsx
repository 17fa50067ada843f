import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { abilityRating, mageAbilityCategories, maxAbility } from '@vitae/core/m20';
import { useLineContent } from '../../../../lib/content/store.ts';
import { useUiState } from '../../../../lib/ui-store.ts';
import { TraitRow } from './trait-row.tsx';
import { useMage } from './use-mage.ts';

/** Talents, skills and knowledges: every primary ability, the secondary ones the mage has, and (leveling) a secondary one to learn. */
export function AbilitiesTab() {
  const { t } = useTranslation();
  const content = useLineContent('m20');
  const { entry, readOnly } = useMage();
  const leveling = useUiState((ui) => ui.levelMode) && !readOnly;
  const [shownSecondary, setShownSecondary] = useState<string[]>([]);
  if (!entry) return null;
  const character = entry.character;
  return (
    <section className="traits-grid" aria-label={t('m20.viewer.tabs.skills')}>
      {mageAbilityCategories.map((category) => {
        const abilities = content.abilities.filter((ability) => ability.category === category);
        const shown = abilities.filter((ability) => !ability.secondary || abilityRating(character, category, ability.id) > 0 || shownSecondary.includes(ability.id));
        const learnable = abilities.filter((ability) => !shown.includes(ability));
        // Abilities the content no longer knows (an older bundle, a storyteller's own) still show with their id.
        const unknown = Object.keys(character.abilities[category]).filter((id) => !abilities.some((ability) => ability.id === id));
        return (
          <div key={category} className="card traits-grid__category">
            <h3>{t(`m20.categories.${category}`)}</h3>
            <ul>
              {shown.map((ability) => (
                <TraitRow
                  key={ability.id}
                  traitKey={ability.id}
                  poolId={`abilities:${ability.id}`}
                  label={ability.name}
                  value={abilityRating(character, category, ability.id)}
                  max={maxAbility}
                  purchase={{ kind: 'ability', category, id: ability.id, name: ability.name }}
                  leveling={leveling}
                />
              ))}
              {unknown.map((id) => (
                <TraitRow key={id} traitKey={id} poolId={`abilities:${id}`} label={id} value={abilityRating(character, category, id)} max={maxAbility} purchase={{ kind: 'ability', category, id, name: id }} leveling={leveling} />
              ))}
            </ul>
            {leveling && learnable.length > 0 ? (
              <div className="field">
                <label htmlFor={`learn-secondary-${category}`}>{t('m20.sheet.learnSecondary')}</label>
                <select id={`learn-secondary-${category}`} value="" onChange={(e) => e.target.value && setShownSecondary((current) => [...current, e.target.value])}>
                  <option value="">{t('m20.editor.finishing.choose')}</option>
                  {learnable.map((ability) => (
                    <option key={ability.id} value={ability.id}>
                      {ability.name}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}
