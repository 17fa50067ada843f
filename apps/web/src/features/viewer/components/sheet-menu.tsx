import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/dialog.tsx';
import { setUiState, useUiState } from '../../../lib/ui-store.ts';
import { useViewerCharacter } from '../hooks/use-viewer-character.ts';
import { InfoDialog } from './info-dialog.tsx';
import { TabletopRollDialog, useCanRollOnTabletop } from './tabletop/tabletop-roll-button.tsx';
import { ExperienceDialog, useUndoLast } from './viewer-top-bar.tsx';

/** The dialogs the menu opens; the sheet's own (share, sync) are rendered by whoever owns them. */
export type SheetMenuDialog = 'info' | 'experience' | 'tabletop' | 'quick' | 'share' | 'sync';

interface Item {
  key: string;
  label: string;
  /** A switch (the leveling mode) is a checkbox item that says whether it is on. */
  checked?: boolean;
  /** A fact beside the label (the experience beside "EXP ändern", which a phone's header leaves out). */
  meta?: string;
  act: () => void;
}

/**
 * The sheet header's one "⋯" menu (issue #45): Info, EXP, the leveling mode, undo, tabletop dice,
 * Teilen, Synchronisieren and Zustand. A menu button as the ARIA pattern has it: arrow keys,
 * Home/End, Escape and Tab close it; a dialog opened from it hands the focus back to the button.
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
  const [expanded, setExpanded] = useState(false);
  const [dialog, setDialog] = useState<SheetMenuDialog>();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const menuId = useId();
  // Which item gets the focus once the menu has rendered: the first, the last, or none (a click).
  const focusOnOpen = useRef<'first' | 'last'>('first');

  const items: Item[] = [];
  const open = (which: SheetMenuDialog) => () => setDialog(which);
  items.push({ key: 'info', label: t('viewer.info.open'), act: open('info') });
  if (!readOnly) {
    items.push({ key: 'experience', label: t('viewer.experience.add'), meta: entry ? t('viewer.experience.label', { exp: entry.character.exp }) : undefined, act: open('experience') });
    items.push({ key: 'mode', label: t('viewer.mode.item'), checked: levelMode, act: () => setUiState({ levelMode: !levelMode }) });
    if (undo) items.push({ key: 'undo', label: undo.label, act: undo.undo });
  }
  if (canRollOnTabletop) items.push({ key: 'tabletop', label: t('tabletop.open'), act: open('tabletop') });
  if (canShare) {
    items.push({ key: 'share', label: t('sharing.open'), act: open('share') });
    items.push({ key: 'sync', label: t('sync.open'), act: open('sync') });
  }
  if (QuickTrackers) items.push({ key: 'quick', label: t('viewer.quick.open'), act: open('quick') });

  const itemElements = () => Array.from(list.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);

  useEffect(() => {
    if (!expanded) return;
    const elements = itemElements();
    (focusOnOpen.current === 'last' ? elements.at(-1) : elements[0])?.focus();
    // A press anywhere else closes the menu (and leaves the focus where the press put it).
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!list.current?.contains(target) && !button.current?.contains(target)) setExpanded(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded]);

  if (!entry) return null;

  function openMenu(focus: 'first' | 'last') {
    focusOnOpen.current = focus;
    setExpanded(true);
  }

  function close() {
    // The button takes the focus before the items go, so a dialog opened now returns it there.
    button.current?.focus();
    setExpanded(false);
  }

  function choose(item: Item) {
    close();
    item.act();
  }

  function onButtonKey(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  function onMenuKey(event: KeyboardEvent) {
    const elements = itemElements();
    const index = elements.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => elements[(next + elements.length) % elements.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(elements.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') {
      // Tab leaves the menu from its button, to the next control after it.
      button.current?.focus();
      setExpanded(false);
      return;
    } else return;
    event.preventDefault();
  }

  const closeDialog = () => setDialog(undefined);
  const shareDialog = dialog === 'share' || dialog === 'sync' ? dialog : undefined;

  return (
    <div className="sheet-menu">
      <button
        ref={button}
        type="button"
        className="button button--ghost sheet-menu__button"
        aria-haspopup="menu"
        aria-expanded={expanded}
        aria-controls={expanded ? menuId : undefined}
        aria-label={t('viewer.menu.open')}
        title={t('viewer.menu.open')}
        onClick={() => (expanded ? setExpanded(false) : openMenu('first'))}
        onKeyDown={onButtonKey}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {expanded ? (
        <div ref={list} id={menuId} className="sheet-menu__list" role="menu" aria-label={t('viewer.menu.open')} onKeyDown={onMenuKey}>
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              tabIndex={-1}
              className="sheet-menu__item"
              role={item.checked === undefined ? 'menuitem' : 'menuitemcheckbox'}
              aria-checked={item.checked}
              onClick={() => choose(item)}
            >
              {item.checked === undefined ? null : <span className="sheet-menu__check" aria-hidden="true">{item.checked ? '✓' : ''}</span>}
              {item.label}
              {item.meta ? <span className="sheet-menu__meta">{item.meta}</span> : null}
            </button>
          ))}
        </div>
      ) : null}
      {/* The dialogs live outside the header, whose dark palette (its --text) they must not inherit. */}
      {createPortal(
        <>
          <InfoDialog open={dialog === 'info'} onClose={closeDialog} />
          {readOnly ? null : <ExperienceDialog open={dialog === 'experience'} onClose={closeDialog} />}
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
    </div>
  );
}
