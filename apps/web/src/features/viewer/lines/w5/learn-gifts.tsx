import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { giftAccess, isOwnGroup, riteBlockers, type W5Content } from '@vitae/core/w5';
import type { StoredCharacter } from '@vitae/core/api';
import { LevelUpButton } from '../../components/level-up-button.tsx';
import { UnverifiedBadge } from '../../../../components/lines/w5/power-facts.tsx';
import type { StoredWerewolf } from './werewolf.ts';

/** Leveling: the Gifts of the Garou's own groups and every rite, with prices, and why one cannot be learned yet. */
export function LearnGifts({ character, content, onApply }: { character: StoredWerewolf; content: W5Content; onApply: (next: StoredCharacter) => void }) {
  const { t } = useTranslation();
  const [onlyLearnable, setOnlyLearnable] = useState(true);
  const gifts = content.gifts
    .filter((gift) => gift.groups.some((group) => isOwnGroup(character, group)))
    .map((gift) => giftAccess(character, gift))
    .filter((access) => !access.reasons.includes('owned'))
    .filter((access) => !onlyLearnable || access.reasons.length === 0)
    .sort((a, b) => (a.neededRenown ?? 0) - (b.neededRenown ?? 0) || a.gift.name.localeCompare(b.gift.name, 'de'));
  const rites = content.rites.map((rite) => ({ rite, reasons: riteBlockers(character, rite) })).filter(({ reasons }) => !reasons.includes('owned') && (!onlyLearnable || reasons.length === 0));
  const why = (reasons: readonly string[], needed: number | null) => reasons.map((reason) => t(`w5.gifts.reasons.${reason}`, { renown: needed })).join(', ');
  return (
    <section className="card stack" aria-label={t('w5.gifts.learn')}>
      <h3>{t('w5.gifts.learn')}</h3>
      <label className="checkbox">
        <input type="checkbox" checked={onlyLearnable} onChange={(e) => setOnlyLearnable(e.target.checked)} />
        {t('w5.gifts.onlyLearnable')}
      </label>
      <ul aria-label={t('w5.gifts.learnGifts')}>
        {gifts.map(({ gift, tier, neededRenown, reasons }) => (
          <li key={gift.id} className="traits-grid__row">
            <span className="traits-grid__name">
              {gift.name} <UnverifiedBadge power={gift} /> <small>{t('w5.gifts.tier', { tier, renown: neededRenown ?? '–' })}</small>
              {reasons.length > 0 ? <small className="traits-grid__specialities">{why(reasons, neededRenown)}</small> : null}
            </span>
            <span />
            <LevelUpButton character={character} purchase={{ kind: 'gift', gift }} label={gift.name} action="learn" onApply={onApply} />
          </li>
        ))}
      </ul>
      <ul aria-label={t('w5.gifts.learnRites')}>
        {rites.map(({ rite, reasons }) => (
          <li key={rite.id} className="traits-grid__row">
            <span className="traits-grid__name">
              {rite.name} <UnverifiedBadge power={rite} /> <small>{t(`w5.riteTypes.${rite.type}`)}</small>
              {reasons.length > 0 ? <small className="traits-grid__specialities">{why(reasons, null)}</small> : null}
            </span>
            <span />
            <LevelUpButton character={character} purchase={{ kind: 'rite', rite }} label={rite.name} action="learn" onApply={onApply} />
          </li>
        ))}
      </ul>
    </section>
  );
}
