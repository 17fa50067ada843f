import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKey } from '../../../lib/error-text.ts';
import { fetchOwnShareId, registerShareId, removeShareId } from '../api/sharing-api.ts';
import { CopyField } from './copy-field.tsx';

/**
 * "Open" of spec §2: the account's share id, registered the first time sharing opens (a new
 * UUID), so others can send characters to it or add it as a viewer, by the id or by the alias.
 */
export function OwnShareId() {
  const { t } = useTranslation();
  const [shareId, setShareId] = useState<string | null>();
  const [failure, setFailure] = useState<string>();

  async function open() {
    setFailure(undefined);
    const own = await fetchOwnShareId();
    if (!own.ok) return setFailure(errorKey(own));
    if (own.data.shareId) return setShareId(own.data.shareId);
    const fresh = crypto.randomUUID();
    const registered = await registerShareId(fresh);
    if (!registered.ok) return setFailure(errorKey(registered));
    setShareId(fresh);
  }

  useEffect(() => {
    void open();
  }, []);

  async function close() {
    const result = await removeShareId();
    if (!result.ok) return setFailure(errorKey(result));
    setShareId(null);
  }

  return (
    <section className="stack" aria-labelledby="own-share-id-title">
      <h3 id="own-share-id-title">{t('sharing.own.title')}</h3>
      {failure ? <Alert>{t(failure)}</Alert> : null}
      {shareId === undefined && !failure ? <Spinner label={t('sharing.own.opening')} /> : null}
      {shareId ? (
        <>
          <CopyField label={t('sharing.own.label')} value={shareId} hint={t('sharing.own.hint')} />
          <div className="button-row">
            <Button variant="ghost" onClick={() => void close()}>
              {t('sharing.own.close')}
            </Button>
          </div>
        </>
      ) : null}
      {shareId === null ? (
        <div className="stack">
          <p className="sharing__hint">{t('sharing.own.closed')}</p>
          <div className="button-row">
            <Button onClick={() => void open()}>{t('sharing.own.open')}</Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
