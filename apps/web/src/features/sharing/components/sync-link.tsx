import { useTranslation } from 'react-i18next';
import { syncLinkOf } from '../lib/sync-link.ts';
import { CopyField } from './copy-field.tsx';
import { QrCode } from './qr-code.tsx';

/** The sync id as a link to copy and a QR code to scan: opened, it offers to link one of the opener's characters. */
export function SyncLink({ syncId }: { syncId: string }) {
  const { t } = useTranslation();
  const link = syncLinkOf(syncId);
  return (
    <div className="sync-link">
      <CopyField label={t('sync.out.link')} value={link} hint={t('sync.out.linkHint')} copyLabel={t('sync.out.copyLink')} />
      <figure className="sync-link__qr">
        <QrCode value={link} label={t('sync.out.qr')} />
        <figcaption className="sharing__hint">{t('sync.out.qrHint')}</figcaption>
      </figure>
    </div>
  );
}
