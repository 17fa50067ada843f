import { useTranslation } from 'react-i18next';
import type { Gift, Rite } from '@vitae/core/w5';
import { PowerFacts, UnverifiedBadge } from '../../../../components/lines/w5/power-facts.tsx';

/** One owned Gift or rite as the sheet shows it; `lost` strikes it through while the wolf is lost or in frenzy. */
export function OwnedPower({ power, name, anchor, meta, lost }: { power: Gift | Rite | undefined; name: string; anchor: string; meta?: string; lost: boolean }) {
  const { t } = useTranslation();
  return (
    <article id={anchor} tabIndex={-1} className={`lexicon__entry${lost ? ' power--lost' : ''}`} data-testid={anchor}>
      <h4>
        <span className="power__name">{power?.name ?? name}</span> {power ? <UnverifiedBadge power={power} /> : null} {lost ? <small className="badge badge--lost">{t('w5.gifts.lostBadge')}</small> : null}
      </h4>
      {meta ? <p className="lexicon__meta">{meta}</p> : null}
      {power ? <PowerFacts power={power} /> : null}
    </article>
  );
}
