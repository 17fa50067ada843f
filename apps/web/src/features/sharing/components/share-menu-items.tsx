import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../../components/ui/overflow-menu.tsx';
import type { CharacterEntry } from '../../../lib/characters/manager.ts';
import { useOffline } from '../../../lib/connectivity.ts';
import { CharacterShareDialogs, type ShareDialogKind } from './character-share-actions.tsx';

/**
 * "Teilen" and "Synchronisieren" as items of a character card's menu, with the dialogs they open.
 * Only for own characters; offline they are shown but cannot be chosen (they need the server).
 */
export function CharacterShareMenuItems({ entry, children }: { entry: CharacterEntry; children: (items: MenuItem[]) => ReactNode }) {
  const { t } = useTranslation();
  const offline = useOffline();
  const [open, setOpen] = useState<ShareDialogKind>();
  if (entry.justViewing || entry.gone) return children([]);
  const hint = offline ? t('offline.onlyOnline') : undefined;
  const items: MenuItem[] = [
    { key: 'share', label: t('sharing.open'), disabled: offline, hint, onSelect: () => setOpen('share') },
    { key: 'sync', label: t('sync.open'), disabled: offline, hint, onSelect: () => setOpen('sync') },
  ];
  return (
    <>
      {children(items)}
      <CharacterShareDialogs characterId={entry.character.id} open={open} onClose={() => setOpen(undefined)} />
    </>
  );
}
