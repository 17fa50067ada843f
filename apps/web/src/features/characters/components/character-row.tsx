import type { ComponentType, FormEvent, HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StoredCharacter } from '@vitae/core/api';
import { maxNameLength } from '@vitae/core';
import { OverflowMenu, type MenuItem } from '../../../components/ui/overflow-menu.tsx';
import type { CharacterEntry } from '../../../lib/characters/manager.ts';
import { useOffline } from '../../../lib/connectivity.ts';
import { useContentStore } from '../../../lib/content/store.ts';
import { characterFacts } from '../lib/subtitle.ts';
import { setRenameDraft, useRenameDraft } from '../lib/rename-drafts.ts';
import { CharacterCrest, LineBadge, lineColours } from './line-badge.tsx';
import '../characters.css';

/** What other features add to a card's menu (sharing, sync): their items, and the dialogs those open, rendered beside the menu. */
export type RowExtras = ComponentType<{ entry: CharacterEntry; children: (items: MenuItem[]) => ReactNode }>;

export interface RowActions {
  rename(id: string, name: string): void;
  clone(character: StoredCharacter): void;
  exportFile(character: StoredCharacter): void;
  remove(entry: CharacterEntry): void;
  /** A character deleted elsewhere, kept here for its edits: save it again as a new one. */
  keepCopy(id: string): void;
  /** More menu items other features bring (sharing, sync). */
  Extras?: RowExtras;
}

/** What dragging gives a row once the drag layer has loaded (`drag-layer.tsx`). */
export interface RowDrag {
  handleProps: HTMLAttributes<HTMLElement>;
  setNodeRef: (element: HTMLElement | null) => void;
  transform: { x: number; y: number } | null;
  isDragging: boolean;
}

export interface CharacterRowProps {
  entry: CharacterEntry;
  actions: RowActions;
  /** Absent until the drag layer has loaded: the handle is there but does nothing yet. */
  drag?: RowDrag;
}

/**
 * One character on the shelf: drag handle, avatar or crest, name (the card opens the sheet), the
 * line's badge and facts, the save state, and one "⋯" menu with every action.
 */
export function CharacterRow({ entry, actions, drag }: CharacterRowProps) {
  const { t, i18n } = useTranslation();
  const store = useContentStore();
  const { character, justViewing, saveState, gone } = entry;
  const offline = useOffline();
  // Offline, an edit that waits is not a failure: it goes out when the server is back.
  const shownState = offline && ['pending', 'saving', 'unsaved'].includes(saveState) ? 'offline' : saveState;
  const transform = drag?.transform;
  const name = useRenameDraft(character.id);
  const renaming = name !== undefined;
  const facts = characterFacts(character, t, (line) => (store.hasLine(line) ? store.forLine(line, i18n.language) : undefined));

  function submitRename(event: FormEvent) {
    event.preventDefault();
    if (name?.trim()) actions.rename(character.id, name.trim());
    setRenameDraft(character.id, undefined);
  }

  const own: MenuItem[] =
    justViewing || gone
      ? []
      : [
          { key: 'rename', label: t('characters.actions.rename'), onSelect: () => setRenameDraft(character.id, character.name) },
          { key: 'clone', label: t('characters.actions.clone'), onSelect: () => actions.clone(character) },
        ];
  const last: MenuItem[] = [
    { key: 'export', label: t('characters.actions.export'), onSelect: () => actions.exportFile(character) },
    { key: 'delete', label: t(justViewing ? 'characters.actions.leave' : 'characters.actions.delete'), danger: true, onSelect: () => actions.remove(entry) },
  ];
  const menu = (extra: MenuItem[]) => <OverflowMenu className="character-row__menu" label={t('characters.actions.menu', { name: character.name || t('characters.unnamed') })} items={[...own, ...extra, ...last]} />;

  return (
    <li
      ref={drag?.setNodeRef}
      className={`character-row${drag?.isDragging ? ' character-row--dragging' : ''}`}
      style={{ ...lineColours(character.gameLine), ...(transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : {}) }}
      data-testid={`character-${character.name}`}
    >
      {justViewing ? null : (
        <button type="button" className="character-row__handle" aria-label={t('characters.drag', { name: character.name })} aria-disabled={drag ? undefined : true} {...drag?.handleProps}>
          <span aria-hidden="true">⠿</span>
        </button>
      )}
      <CharacterCrest entry={entry} />
      <div className="character-row__head">
        {renaming ? (
          <form onSubmit={submitRename} className="character-row__rename">
            <input aria-label={t('characters.newName')} value={name} maxLength={maxNameLength} onChange={(e) => setRenameDraft(character.id, e.target.value)} autoFocus onKeyDown={(e) => e.key === 'Escape' && setRenameDraft(character.id, undefined)} />
            <button type="submit" className="button">
              {t('characters.actions.saveName')}
            </button>
          </form>
        ) : (
          <Link to={`/viewer/${character.id}/profile`} className="character-row__name">
            {character.name || t('characters.unnamed')}
          </Link>
        )}
        <LineBadge line={character.gameLine} />
      </div>
      <div className="character-row__facts">
        {[facts.line, facts.general].map((group, index) =>
          group.length > 0 ? (
            <p key={index} className={`character-row__fact-line${index === 0 ? ' character-row__fact-line--line' : ''}`}>
              {group.map((fact, position) => (
                <span key={position} className="character-row__fact" title={fact}>
                  {fact}
                  {/* The separator belongs to the fact before it: a wrapped line never starts with one. */}
                  {position < group.length - 1 ? <span className="character-row__separator"> • </span> : null}
                </span>
              ))}
            </p>
          ) : null,
        )}
        {justViewing || gone || saveState !== 'saved' ? (
          <p className="character-row__states">
            {justViewing ? <span className="badge">{t('characters.viewOnly')}</span> : null}
            {gone ? <span className="badge badge--unsaved">{t('characters.goneElsewhere')}</span> : null}
            {saveState !== 'saved' && !gone ? (
              <span className={`badge badge--${shownState}`} role="status">
                {t(`characters.saveState.${shownState}`)}
              </span>
            ) : null}
          </p>
        ) : null}
        {gone && !justViewing ? (
          <button type="button" className="button button--primary character-row__keep" onClick={() => actions.keepCopy(character.id)}>
            {t('gone.keepCopy')}
          </button>
        ) : null}
      </div>
      {actions.Extras ? <actions.Extras entry={entry}>{menu}</actions.Extras> : menu([])}
    </li>
  );
}
