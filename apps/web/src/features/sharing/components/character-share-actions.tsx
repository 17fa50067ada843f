import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CharacterEntry } from '../../../lib/character-manager.ts';
import { SharingDialog } from './sharing-dialog.tsx';
import { SyncDialog } from './sync-dialog.tsx';

/** "Teilen" and "Synchronisieren" for one own character: in its row of the list and in the sheet's top bar. */
export function CharacterShareActions({ entry }: { entry: CharacterEntry }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'share' | 'sync'>();
  if (entry.justViewing || entry.gone) return null;
  const { id, name } = entry.character;
  return (
    <>
      <button type="button" className="button button--ghost" aria-label={t('sharing.openFor', { name })} onClick={() => setOpen('share')}>
        {t('sharing.open')}
      </button>
      <button type="button" className="button button--ghost" aria-label={t('sync.openFor', { name })} onClick={() => setOpen('sync')}>
        {t('sync.open')}
      </button>
      <SharingDialog characterId={id} open={open === 'share'} onClose={() => setOpen(undefined)} />
      <SyncDialog characterId={id} open={open === 'sync'} onClose={() => setOpen(undefined)} />
    </>
  );
}

/** The list's "Teilen" button: the own share id, without a character. */
export function SharingButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t('sharing.toolbar')}
      </button>
      <SharingDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
