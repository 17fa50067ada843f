import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { loadOffers, rejectOffer, saveOffer, useOffers } from '../hooks/use-offers.ts';
import '../sharing.css';

/** Characters sent to this account that wait for an answer (the inbox), above the character list. */
export function Inbox() {
  const { t } = useTranslation();
  const { offers } = useOffers();
  const [failed, setFailed] = useState<string>();

  useEffect(() => {
    void loadOffers();
  }, []);

  if (offers.length === 0) return null;
  return (
    <section className="card stack inbox" aria-labelledby="inbox-title">
      <h3 id="inbox-title">{t('sharing.inbox.title', { count: offers.length })}</h3>
      <ul className="inbox__list">
        {offers.map((offer) => (
          <li key={offer.id} className="inbox__offer">
            <span>{t('sharing.inbox.offer', { from: offer.from, name: offer.name, line: t(`characters.gameLines.${offer.gameLine}`) })}</span>
            <span className="button-row">
              <button type="button" className="button button--primary" onClick={() => void saveOffer(offer.id).then((id) => setFailed(id ? undefined : offer.id))}>
                {t('sharing.offer.save')}
              </button>
              <button type="button" className="button" onClick={() => void rejectOffer(offer.id)}>
                {t('sharing.offer.decline')}
              </button>
            </span>
            {failed === offer.id ? <Alert>{t('sharing.offer.saveFailed')}</Alert> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
