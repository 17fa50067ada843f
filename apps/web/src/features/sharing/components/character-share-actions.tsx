import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WhenOpened } from '../../../components/ui/dialog.tsx';
import type { CharacterEntry } from '../../../lib/characters/manager.ts';

// Every row of the list has these buttons, but the dialogs' code loads when one is first opened.
const SharingDialog = lazy(async () => ({ default: (await import('./sharing-dialog.tsx')).SharingDialog }));
const SyncDialog = lazy(async () => ({ default: (await import('./sync-dialog.tsx')).SyncDialog }));

/** "Teilen" and "Synchronisieren" for one own character, in its row of the list. */
export function CharacterShareActions({ entry }: { entry: CharacterEntry }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ShareDialogKind>();
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
      <CharacterShareDialogs characterId={id} open={open} onClose={() => setOpen(undefined)} />
    </>
  );
}

export type ShareDialogKind = 'share' | 'sync';

/** The "Teilen" and "Synchronisieren" dialogs of one character, for whoever offers them (the sheet's menu, a list row). */
export function CharacterShareDialogs({ characterId, open, onClose }: { characterId: string; open: ShareDialogKind | undefined; onClose: () => void }) {
  return (
    <>
      <WhenOpened open={open === 'share'}>
        <SharingDialog characterId={characterId} open={open === 'share'} onClose={onClose} />
      </WhenOpened>
      <WhenOpened open={open === 'sync'}>
        <SyncDialog characterId={characterId} open={open === 'sync'} onClose={onClose} />
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
