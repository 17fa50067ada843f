import { useTranslation } from 'react-i18next';
import { useLineContent } from '../../../../lib/content/store.ts';
import type { StoredMage } from './use-mage.ts';

/** Who the mage is at a glance: alliance and faction, essence, nature with its Willpower rule, demeanour. */
export function MageIdentity({ character }: { character: StoredMage }) {
  const { t } = useTranslation();
  const content = useLineContent('m20');
  const faction = content.factions.find((entry) => entry.id === character.organization);
  const essence = content.essences.find((entry) => entry.id === character.essence);
  const nature = content.archetypes.find((entry) => entry.id === character.nature);
  const demeanor = content.archetypes.find((entry) => entry.id === character.demeanor);
  return (
    <section className="card stack" aria-label={t('m20.identity.title')}>
      <dl className="identity">
        <dt>{t('m20.identity.alliance')}</dt>
        <dd>{t(`m20.alliances.${character.allianceType}`)}</dd>
        <dt>{t('m20.identity.faction')}</dt>
        <dd>{faction?.name ?? (character.organization || '–')}</dd>
        <dt>{t('m20.identity.essence')}</dt>
        <dd>{essence?.name ?? '–'}</dd>
        <dt>{t('m20.identity.nature')}</dt>
        <dd>{nature ? `${nature.name} – ${t('m20.identity.willpowerRule', { rule: nature.willpower })}` : character.nature || '–'}</dd>
        <dt>{t('m20.identity.demeanor')}</dt>
        <dd>{demeanor?.name ?? (character.demeanor || '–')}</dd>
      </dl>
    </section>
  );
}
