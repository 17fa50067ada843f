import { useTranslation } from 'react-i18next';
import type { Gift, Rite, W5Character } from '@vitae/core/w5';
import { PowerFacts, UnverifiedBadge } from '../../../../components/lines/w5/power-facts.tsx';
import { PowerRolls } from './power-rolls.tsx';

/**
 * One owned Gift or rite as the sheet shows it; `lost` strikes it through while the wolf is lost or
 * in frenzy. With `rollsFor` (outside leveling mode) its pools can be rolled from the card.
 */
export function OwnedPower({ power, name, anchor, meta, lost, rollsFor }: { power: Gift | Rite | undefined; name: string; anchor: string; meta?: string; lost: boolean; rollsFor?: Pick<W5Character, 'categories' | 'renown'> }) {
  const { t } = useTranslation();
  return (
    <article id={anchor} tabIndex={-1} className={`lexicon__entry${lost ? ' power--lost' : ''}`} data-testid={anchor}>
      <h4>
        <span className="power__name">{power?.name ?? name}</span> {power ? <UnverifiedBadge power={power} /> : null} {lost ? <small className="badge badge--lost">{t('w5.gifts.lostBadge')}</small> : null}
      </h4>
      {meta ? <p className="lexicon__meta">{meta}</p> : null}
      {power ? <PowerFacts power={power} /> : null}
      {power && rollsFor && !lost ? <PowerRolls power={power} character={rollsFor} /> : null}
    </article>
  );
}
