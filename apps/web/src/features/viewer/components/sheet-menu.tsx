import { useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/dialog.tsx';
import { OverflowMenu, type MenuItem } from '../../../components/ui/overflow-menu.tsx';
import { setUiState, useUiState } from '../../../lib/ui-store.ts';
import { useViewerCharacter } from '../hooks/use-viewer-character.ts';
import { InfoDialog } from './info-dialog.tsx';
import { TabletopRollDialog, useCanRollOnTabletop } from './tabletop/tabletop-roll-button.tsx';
import { ExperienceDialog, useUndoLast } from './viewer-top-bar.tsx';
import { XpTableDialog } from './xp-table-dialog.tsx';

/** The dialogs the menu opens; the sheet's own (share, sync) are rendered by whoever owns them. */
export type SheetMenuDialog = 'info' | 'experience' | 'xpTable' | 'tabletop' | 'quick' | 'share' | 'sync';

/**
 * The sheet header's one "⋯" menu (issue #45): Info, EXP, the leveling mode, undo, tabletop dice,
 * Teilen, Synchronisieren and Zustand, in the app's one menu button (`OverflowMenu`), which gives a
 * dialog opened from it the focus back to the button.
 */
export function SheetMenu({ QuickTrackers, canShare, renderShareDialogs }: {
  /** The line's quick trackers ("Zustand"), shown as a sheet over the page. */
  QuickTrackers?: ComponentType;
  /** Own characters can be shared and synced. */
  canShare: boolean;
  /** The share and sync dialogs (a feature of their own, composed by the route). */
  renderShareDialogs: (open: 'share' | 'sync' | undefined, onClose: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const { entry, readOnly } = useViewerCharacter();
  const levelMode = useUiState((ui) => ui.levelMode);
  const undo = useUndoLast();
  const canRollOnTabletop = useCanRollOnTabletop();
  const [dialog, setDialog] = useState<SheetMenuDialog>();

  const items: MenuItem[] = [];
  const open = (which: SheetMenuDialog) => () => setDialog(which);
  items.push({ key: 'info', label: t('viewer.info.open'), onSelect: open('info') });
  if (!readOnly) {
    items.push({ key: 'experience', label: t('viewer.experience.add'), meta: entry ? t('viewer.experience.label', { exp: entry.character.exp }) : undefined, onSelect: open('experience') });
    items.push({ key: 'mode', label: t('viewer.mode.item'), checked: levelMode, onSelect: () => setUiState({ levelMode: !levelMode }) });
    if (undo) items.push({ key: 'undo', label: undo.label, onSelect: undo.undo });
  }
  items.push({ key: 'xpTable', label: t('viewer.xpTable.open'), onSelect: open('xpTable') });
  if (canRollOnTabletop) items.push({ key: 'tabletop', label: t('tabletop.open'), onSelect: open('tabletop') });
  if (canShare) {
    items.push({ key: 'share', label: t('sharing.open'), onSelect: open('share') });
    items.push({ key: 'sync', label: t('sync.open'), onSelect: open('sync') });
  }
  if (QuickTrackers) items.push({ key: 'quick', label: t('viewer.quick.open'), onSelect: open('quick') });

  if (!entry) return null;

  const closeDialog = () => setDialog(undefined);
  const shareDialog = dialog === 'share' || dialog === 'sync' ? dialog : undefined;

  return (
    <>
      <OverflowMenu
        label={t('viewer.menu.open')}
        title={t('viewer.menu.open')}
        items={items}
        className="sheet-menu"
        buttonClassName="button button--ghost sheet-menu__button"
        icon={<span aria-hidden="true">⋯</span>}
      />
      {/* The dialogs live outside the header, whose dark palette (its --text) they must not inherit. */}
      {createPortal(
        <>
          <InfoDialog open={dialog === 'info'} onClose={closeDialog} />
          {readOnly ? null : <ExperienceDialog open={dialog === 'experience'} onClose={closeDialog} />}
          <XpTableDialog open={dialog === 'xpTable'} onClose={closeDialog} />
          {canRollOnTabletop ? <TabletopRollDialog open={dialog === 'tabletop'} onClose={closeDialog} /> : null}
          {canShare ? renderShareDialogs(shareDialog, closeDialog) : null}
          {QuickTrackers ? (
            <Modal open={dialog === 'quick'} title={t('viewer.quick.title')} onClose={closeDialog}>
              <div className="viewer__quick">
                <QuickTrackers />
              </div>
            </Modal>
          ) : null}
        </>,
        document.body,
      )}
    </>
  );
}
