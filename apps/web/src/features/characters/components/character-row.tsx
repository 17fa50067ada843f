import type { FormEvent, HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StoredCharacter } from '@vitae/core/api';
import { maxNameLength } from '@vitae/core';
import type { CharacterEntry } from '../../../lib/characters/manager.ts';
import { useOffline } from '../../../lib/connectivity.ts';
import { characterSubtitle } from '../lib/subtitle.ts';
import { avatarInitials } from '../lib/initials.ts';
import { setRenameDraft, useRenameDraft } from '../lib/rename-drafts.ts';
import { useContentStore } from '../../../lib/content/store.ts';

export interface RowActions {
  rename(id: string, name: string): void;
  clone(character: StoredCharacter): void;
  exportFile(character: StoredCharacter): void;
  remove(entry: CharacterEntry): void;
  /** A character deleted elsewhere, kept here for its edits: save it again as a new one. */
  keepCopy(id: string): void;
  /** More actions other features bring (sharing, sync). */
  extras?: (entry: CharacterEntry) => ReactNode;
}

/** A loaded character shows the avatar it holds; a list entry loads it from its own URL, only when the row comes into view. */
function Avatar({ entry }: { entry: CharacterEntry }) {
  const { character } = entry;
  const source = entry.loaded ? character.avatar || null : entry.avatarUrl;
  if (source) return <img className="character-row__avatar" src={source} alt="" loading="lazy" decoding="async" width={48} height={48} />;
  const initials = avatarInitials(character.name);
  return (
    <span className="character-row__avatar character-row__avatar--placeholder" aria-hidden="true">
      {initials || '?'}
    </span>
  );
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

/** One character in the list: drag handle, avatar, name and subtitle, save state, actions. */
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

  function submitRename(event: FormEvent) {
    event.preventDefault();
    if (name?.trim()) actions.rename(character.id, name.trim());
    setRenameDraft(character.id, undefined);
  }

  return (
    <li
      ref={drag?.setNodeRef}
      className={`character-row${drag?.isDragging ? ' character-row--dragging' : ''}`}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      data-testid={`character-${character.name}`}
    >
      {justViewing ? null : (
        <button type="button" className="character-row__handle" aria-label={t('characters.drag', { name: character.name })} aria-disabled={drag ? undefined : true} {...drag?.handleProps}>
          ⠿
        </button>
      )}
      <Avatar entry={entry} />
      <div className="character-row__main">
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
        <span className="character-row__subtitle">{characterSubtitle(character, t, (line) => (store.hasLine(line) ? store.forLine(line, i18n.language) : undefined))}</span>
        {justViewing ? <span className="badge">{t('characters.viewOnly')}</span> : null}
        {gone ? <span className="badge badge--unsaved">{t('characters.goneElsewhere')}</span> : null}
        {saveState !== 'saved' && !gone ? (
          <span className={`badge badge--${shownState}`} role="status">
            {t(`characters.saveState.${shownState}`)}
          </span>
        ) : null}
      </div>
      <div className="character-row__actions">
        {gone && !justViewing ? (
          <button type="button" className="button button--primary" onClick={() => actions.keepCopy(character.id)}>
            {t('gone.keepCopy')}
          </button>
        ) : null}
        {justViewing || gone ? null : (
          <>
            <button type="button" className="button button--ghost" onClick={() => setRenameDraft(character.id, character.name)}>
              {t('characters.actions.rename')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => actions.clone(character)}>
              {t('characters.actions.clone')}
            </button>
          </>
        )}
        {actions.extras?.(entry)}
        <button type="button" className="button button--ghost" onClick={() => actions.exportFile(character)}>
          {t('characters.actions.export')}
        </button>
        <button
          type="button"
          className="button button--ghost button--danger"
          aria-label={t(justViewing ? 'characters.actions.leaveNamed' : 'characters.actions.deleteNamed', { name: character.name })}
          onClick={() => actions.remove(entry)}
        >
          {t(justViewing ? 'characters.actions.leave' : 'characters.actions.delete')}
        </button>
      </div>
    </li>
  );
}
