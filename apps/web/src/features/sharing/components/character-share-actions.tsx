import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WhenOpened } from '../../../components/ui/dialog.tsx';
import type { CharacterEntry } from '../../../lib/characters/manager.ts';

// Every row of the list has these buttons, but the dialogs' code loads when one is first opened.
const SharingDialog = lazy(async () => ({ default: (await import('./sharing-dialog.tsx')).SharingDialog }));
const SyncDialog = lazy(async () => ({ default: (await import('./sync-dialog.tsx')).SyncDialog }));

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
      <WhenOpened open={open === 'share'}>
        <SharingDialog characterId={id} open={open === 'share'} onClose={() => setOpen(undefined)} />
      </WhenOpened>
      <WhenOpened open={open === 'sync'}>
        <SyncDialog characterId={id} open={open === 'sync'} onClose={() => setOpen(undefined)} />
      </WhenOpened>
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
      <WhenOpened open={open}>
        <SharingDialog open={open} onClose={() => setOpen(false)} />
      </WhenOpened>
    </>
  );
}
