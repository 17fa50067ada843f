import { useTranslation } from 'react-i18next';
import { numericId } from '@vitae/core/fifth-edition';
import { giftAccess, hasLostTheWolf, powersLost, type Gift } from '@vitae/core/w5';
import { useLineContent } from '../../../../lib/content/store.ts';
import { useUiState } from '../../../../lib/ui-store.ts';
import { OwnedPower } from './gift-list.tsx';
import { LearnGifts } from './learn-gifts.tsx';
import { useWerewolf } from './use-werewolf.ts';

const groupOrder = ['native', 'auspice', 'tribe', 'other'] as const;
type GroupKey = (typeof groupOrder)[number];

/** Gifts by group (native, auspice, tribe, others) and rites; lost while the wolf is; learning in leveling mode. */
export function GiftsTab() {
  const { t } = useTranslation();
  const content = useLineContent('w5');
  const { entry, update, readOnly } = useWerewolf();
  const leveling = useUiState((ui) => ui.levelMode) && !readOnly;
  if (!entry) return null;
  const character = entry.character;
  const lost = powersLost(character);
  // Rolled from the card outside leveling mode, as the traits are picked only then.
  const rollsFor = leveling ? undefined : character;
  const auspice = content.auspices.find((a) => a.id === character.auspice)?.name ?? character.auspiceName;
  const tribe = content.tribes.find((x) => x.id === character.tribe)?.name ?? character.tribeName;
  const renownName = (id: string) => content.renown.find((r) => r.id === id)?.name ?? id;
  const owned = character.gifts.map((learned) => {
    const gift = content.gifts.find((g) => g.id === numericId(learned.id));
    const group: GroupKey = learned.group && learned.group !== 'other' ? learned.group : ((gift && giftAccess(character, gift).group?.kind) ?? 'other');
    return { learned, gift, group };
  });
  const meta = (gift: Gift | undefined) => (gift ? t('w5.gifts.meta', { renown: renownName(gift.renown), tier: giftAccess(character, gift).tier }) : undefined);

  return (
    <div className="stack">
      {lost ? (
        <p className="alert alert--info" role="status" data-testid="powers-lost">
          {hasLostTheWolf(character) ? t('w5.gifts.lost') : t('w5.gifts.frenzy')}
        </p>
      ) : null}
      {leveling ? <LearnGifts character={character} content={content} onApply={(next) => update(() => next)} /> : null}
      {owned.length === 0 ? <p className="card">{t('w5.gifts.none')}</p> : null}
      {groupOrder.map((group) => {
        const list = owned.filter((entry) => entry.group === group);
        if (list.length === 0) return null;
        const title = t(`w5.gifts.groups.${group}`, { auspice, tribe });
        return (
          <section key={group} className="card" aria-label={title}>
            <h3>{title}</h3>
            {list.map(({ learned, gift }) => (
              <OwnedPower key={String(learned.id)} power={gift} name={learned.name} anchor={`sheet-gift-${String(learned.id)}`} meta={meta(gift)} lost={lost} rollsFor={rollsFor} />
            ))}
          </section>
        );
      })}
      <section className="card" aria-label={t('w5.gifts.rites')}>
        <h3>{t('w5.gifts.rites')}</h3>
        {character.rites.length === 0 ? <p>{t('w5.gifts.noRites')}</p> : null}
        {character.rites.map((learned) => {
          const rite = content.rites.find((r) => r.id === numericId(learned.id));
          return <OwnedPower key={String(learned.id)} power={rite} name={learned.name} anchor={`sheet-rite-${String(learned.id)}`} meta={rite ? t(`w5.riteTypes.${rite.type}`) : undefined} lost={lost} rollsFor={rollsFor} />;
        })}
      </section>
    </div>
  );
}
