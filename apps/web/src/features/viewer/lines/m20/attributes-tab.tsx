import { useTranslation } from 'react-i18next';
import { mageAttributeCategories, mageAttributeCategoryNames, maxAttribute } from '@vitae/core/m20';
import { useLineContent } from '../../../../lib/content/store.ts';
import { useUiState } from '../../../../lib/ui-store.ts';
import { TraitRow } from './trait-row.tsx';
import { useMage } from './use-mage.ts';

/** The nine attributes by category (physical, social, mental). */
export function AttributesTab() {
  const { t } = useTranslation();
  const content = useLineContent('m20');
  const { entry, readOnly } = useMage();
  const leveling = useUiState((ui) => ui.levelMode) && !readOnly;
  if (!entry) return null;
  const character = entry.character;
  return (
    <section className="traits-grid" aria-label={t('viewer.tabs.attributes')}>
      {mageAttributeCategoryNames.map((category) => (
        <div key={category} className="card traits-grid__category">
          <h3>{t(`viewer.categories.${category}`)}</h3>
          <ul>
            {mageAttributeCategories[category].map((key) => {
              const label = content.attributes.find((attribute) => attribute.id === key)?.name ?? key;
              return <TraitRow key={key} traitKey={key} poolId={`attributes:${key}`} label={label} value={character.attributes[key]} max={maxAttribute} purchase={{ kind: 'attribute', key, name: label }} leveling={leveling} />;
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
