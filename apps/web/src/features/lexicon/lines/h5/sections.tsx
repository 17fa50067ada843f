import { useTranslation } from 'react-i18next';
import { edgeCategories, type H5Content as Content } from '@vitae/core/h5';
import { EdgePools } from '../../../../components/lines/h5/edge-pools.tsx';
import { Entry, Facts, Group } from '../../components/lexicon-parts.tsx';
import { h5Anchors as anchors } from './anchors.ts';

export function CreedsSection({ content }: { content: Content }) {
  const { t } = useTranslation();
  const edgeName = (id: string) => content.edges.find((edge) => edge.id === id)?.name ?? id;
  const driveName = (id: string) => content.drives.find((drive) => drive.id === id)?.name ?? id;
  return (
    <>
      {content.creeds.map((creed) => (
        <Group key={creed.id} anchor={anchors.creed(creed.id)} title={creed.name}>
          <p>{creed.description}</p>
          <Facts
            items={[
              [t('h5.creed.field'), creed.desperationDomain],
              [t('h5.creed.suggestedEdges'), [...creed.suggestedEdges.map(edgeName), ...(creed.suggestedCategory ? [t(`h5.creed.anyOf.${creed.suggestedCategory}`)] : [])].join(', ')],
              [t('h5.creed.commonDrives'), creed.commonDrives.map(driveName).join(', ')],
            ]}
          />
        </Group>
      ))}
    </>
  );
}

export function DrivesSection({ content }: { content: Content }) {
  const { t } = useTranslation();
  return (
    <>
      {content.drives.map((drive) => (
        <Entry key={drive.id} anchor={anchors.drive(drive.id)} title={drive.name}>
          <p>{drive.description}</p>
          <Facts items={[[t('h5.drive.redemption'), drive.redemption]]} />
        </Entry>
      ))}
    </>
  );
}

/** The edges by category, each with its pools, how it works, and its perks; supplement material marked. */
export function EdgesSection({ content }: { content: Content }) {
  const { t } = useTranslation();
  return (
    <>
      {edgeCategories.map((category) => (
        <div key={category}>
          <h4>{t(`h5.edge.categories.${category}`)}</h4>
          {content.edges
            .filter((edge) => edge.category === category)
            .map((edge) => (
              <Group key={edge.id} anchor={anchors.edge(edge.id)} title={edge.core ? edge.name : `${edge.name} (${t('h5.edge.unverified')})`}>
                {edge.core ? null : <p className="lexicon__meta">{t('h5.edge.unverifiedHint')}</p>}
                <EdgePools pools={edge.pools} />
                <p>{edge.description}</p>
                <p>{edge.system}</p>
                {edge.perks.map((perk) => (
                  <Entry key={perk.id} anchor={anchors.perk(perk.id)} title={perk.name} meta={perk.core ? undefined : t('h5.edge.unverified')}>
                    <p>{perk.summary}</p>
                  </Entry>
                ))}
              </Group>
            ))}
        </div>
      ))}
    </>
  );
}

/** Merits (advantages) or flaws (disadvantages) of every Hunter merit and background pack. */
export function TraitsSection({ content, kind }: { content: Content; kind: 'merits' | 'flaws' }) {
  const { t } = useTranslation();
  const packs = [...content.merits, ...content.backgrounds].filter((pack) => (kind === 'merits' ? pack.advantages : pack.disadvantages).length > 0);
  return (
    <>
      {packs.map((pack) => (
        <Group key={`${pack.type}-${pack.id}`} anchor={anchors.pack(kind, pack.type, pack.id)} title={pack.name}>
          <p>{pack.description}</p>
          {(kind === 'merits' ? pack.advantages : pack.disadvantages).map((trait) => (
            <Entry
              key={trait.id}
              anchor={anchors.trait(kind, pack.type, pack.id, trait.id)}
              title={`${trait.name} ${'•'.repeat(Math.max(0, trait.level))}`}
              meta={trait.isRepeatable ? t('lexicon.repeatable') : undefined}
            >
              <p>{trait.description}</p>
            </Entry>
          ))}
        </Group>
      ))}
    </>
  );
}
