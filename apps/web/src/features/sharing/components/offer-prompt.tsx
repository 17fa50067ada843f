import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { putAside, rejectOffer, saveOffer, useOffers } from '../hooks/use-offers.ts';

/**
 * A character sent to this account while it is online: "… möchte dir <Name> schicken – speichern?"
 * Saving makes an own copy; closing leaves it in the inbox of the character list.
 */
export function OfferPrompt() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { offers, live } = useOffers();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const offer = offers.find((candidate) => candidate.id === live[0]);
  if (!offer) return null;

  async function save() {
    setBusy(true);
    const id = await saveOffer(offer!.id);
    setBusy(false);
    setFailed(!id);
    if (id) void navigate(`/viewer/${id}/profile`);
  }

  return (
    <Modal
      open
      title={t('sharing.offer.title')}
      onClose={() => putAside(offer.id)}
      footer={
        <div className="button-row">
          <button type="button" className="button" disabled={busy} onClick={() => void rejectOffer(offer.id)}>
            {t('sharing.offer.decline')}
          </button>
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void save()}>
            {t('sharing.offer.save')}
          </button>
        </div>
      }
    >
      <div className="stack">
        <p>{t('sharing.offer.question', { from: offer.from, name: offer.name })}</p>
        <p className="sharing__hint">{t('sharing.offer.later')}</p>
        {failed ? <Alert>{t('sharing.offer.saveFailed')}</Alert> : null}
      </div>
    </Modal>
  );
}
