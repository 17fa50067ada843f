import { useTranslation } from 'react-i18next';
import { riteTypes, type Gift, type W5Content as Content } from '@vitae/core/w5';
import { PowerFacts, UnverifiedBadge } from '../../../../components/lines/w5/power-facts.tsx';
import { LexiconEntry } from '../../../../components/lexicon-blocks.tsx';
import { Entry, Group } from '../../components/lexicon-parts.tsx';
import { w5Anchors as anchors } from './anchors.ts';

export function TribesSection({ content }: { content: Content }) {
  const { t } = useTranslation();
  const renown = (id: string) => content.renown.find((r) => r.id === id)?.name ?? id;
  return (
    <>
      {content.tribes.map((tribe) => (
        <Group key={tribe.id} anchor={anchors.tribe(tribe.id)} title={tribe.name}>
          <p className="lexicon__meta">
            {t('w5.tribe.meta', { patron: tribe.patronSpirit, renown: renown(tribe.favoredRenown) })} {tribe.core ? null : <small className="badge">{t('w5.tribe.notCore')}</small>}
          </p>
          <p>{tribe.description}</p>
          <h4>{t('w5.tribe.favor')}</h4>
          <p>{tribe.favor}</p>
          <h4>{t('w5.tribe.ban')}</h4>
          <p>{tribe.ban}</p>
          <p>
            <a href={`#${anchors.giftGroup(tribe.id)}`}>{t('w5.lexicon.giftsOf', { name: tribe.name })}</a>
          </p>
        </Group>
      ))}
    </>
  );
}

export function AuspicesSection({ content }: { content: Content }) {
  const { t } = useTranslation();
  const renown = (id: string) => content.renown.find((r) => r.id === id)?.name ?? id;
  return (
    <>
      {content.auspices.map((auspice) => (
        <Entry key={auspice.id} anchor={anchors.auspice(auspice.id)} title={auspice.name} meta={`${auspice.moon} · ${auspice.role}`}>
          <p>{auspice.description}</p>
          <p className="lexicon__meta">{t('w5.editor.auspice.renownHint', { renown: renown(auspice.favoredRenown) })}</p>
        </Entry>
      ))}
    </>
  );
}

export function RenownSection({ content }: { content: Content }) {
  return (
    <>
      {content.renown.map((renown) => (
        <Entry key={renown.id} anchor={anchors.renown(renown.id)} title={renown.name}>
          <p>{renown.description}</p>
        </Entry>
      ))}
    </>
  );
}

/** The groups Gifts are learned in: native, each auspice, each tribe. */
export function giftGroups(content: Content): Array<{ id: string; title: string; gifts: Gift[] }> {
  const of = (kind: string, groupId: string | null) => content.gifts.filter((gift) => gift.groups.some((g) => g.kind === kind && g.groupId === groupId));
  return [
    { id: 'native', title: 'native', gifts: of('native', null) },
    ...content.auspices.map((a) => ({ id: a.id, title: a.name, gifts: of('auspice', a.id) })),
    ...content.tribes.map((x) => ({ id: x.id, title: x.name, gifts: of('tribe', x.id) })),
  ];
}

export function GiftsSection({ content }: { content: Content }) {
  const { t } = useTranslation();
  const renown = (id: string) => content.renown.find((r) => r.id === id)?.name ?? id;
  return (
    <>
      {giftGroups(content).map((group) => (
        <Group key={group.id} anchor={anchors.giftGroup(group.id)} title={group.id === 'native' ? t('w5.gifts.groups.nativeTitle') : group.title}>
          {group.gifts.map((gift) => {
            const here = gift.groups.find((g) => (group.id === 'native' ? g.kind === 'native' : g.groupId === group.id));
            return (
              // A Gift of several groups is listed in each; the anchor (a jump target) is on its first listing.
              <LexiconEntry
                key={gift.id}
                anchor={(gift.groups[0]?.groupId ?? 'native') === group.id ? anchors.gift(gift.id) : undefined}
                title={
                  <>
                    {gift.name} <UnverifiedBadge power={gift} />
                  </>
                }
                meta={t('w5.lexicon.giftMeta', { renown: renown(gift.renown), tier: here?.tier ?? 1, total: here?.minTotalRenown ?? 1 })}
              >
                <PowerFacts power={gift} />
              </LexiconEntry>
            );
          })}
        </Group>
      ))}
    </>
  );
}

export function RitesSection({ content }: { content: Content }) {
  const { t } = useTranslation();
  return (
    <>
      {riteTypes.map((type) => (
        <Group key={type} anchor={anchors.riteType(type)} title={t(`w5.riteTypes.${type}`)}>
          {content.rites
            .filter((rite) => rite.type === type)
            .map((rite) => (
              <Entry
                key={rite.id}
                anchor={anchors.rite(rite.id)}
                title={
                  <>
                    {rite.name} <UnverifiedBadge power={rite} />
                  </>
                }
              >
                <PowerFacts power={rite} />
              </Entry>
            ))}
        </Group>
      ))}
    </>
  );
}

export function FormsSection({ content }: { content: Content }) {
  const { t } = useTranslation();
  return (
    <>
      {content.forms.map((form) => (
        <Entry key={form.id} anchor={anchors.form(form.id)} title={`${form.name} – ${form.title}`} meta={t('w5.form.checks', { count: form.rageChecks })}>
          <p>{form.description}</p>
          <ul>
            {form.poolModifiers.map((m) => (
              <li key={m.applies}>
                {t('w5.form.modifier', { count: Math.abs(m.dice), dice: m.dice > 0 ? `+${m.dice}` : String(m.dice), target: t(`w5.form.targets.${m.applies}`, { defaultValue: content.skills.find((s) => s.key === m.applies)?.name ?? m.applies }) })}
                {m.note ? ` (${m.note})` : ''}
              </li>
            ))}
            {[...form.features, ...form.restrictions].map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Entry>
      ))}
    </>
  );
}

/** Merits (advantages) or flaws of every Werewolf merit and background pack. */
export function W5TraitsSection({ content, kind }: { content: Content; kind: 'merits' | 'flaws' }) {
  const { t } = useTranslation();
  const packs = [...content.merits, ...content.backgrounds].filter((pack) => (kind === 'merits' ? pack.advantages : pack.disadvantages).length > 0);
  return (
    <>
      {packs.map((pack) => (
        <Group key={`${pack.type}-${pack.id}`} anchor={`lex-w5-${kind}-${pack.type}-${pack.id}`} title={pack.name}>
          <p>{pack.description}</p>
          {(kind === 'merits' ? pack.advantages : pack.disadvantages).map((trait) => (
            <Entry key={trait.id} anchor={(kind === 'merits' ? anchors.merit : anchors.flaw)(pack.type, pack.id, trait.id)} title={`${trait.name} ${'•'.repeat(Math.max(0, trait.level))}`} meta={trait.isRepeatable ? t('lexicon.repeatable') : undefined}>
              <p>{trait.description}</p>
            </Entry>
          ))}
        </Group>
      ))}
    </>
  );
}
