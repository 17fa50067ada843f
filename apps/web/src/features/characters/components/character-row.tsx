import { useDraggable } from '@dnd-kit/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StoredCharacter } from '@vitae/core/api';
import type { CharacterEntry } from '../../../lib/character-manager.ts';
import { characterSubtitle } from '../lib/subtitle.ts';
import { useContentStore } from '../../../lib/content-store.ts';

export interface RowActions {
  rename(id: string, name: string): void;
  clone(character: StoredCharacter): void;
  exportFile(character: StoredCharacter): void;
  remove(entry: CharacterEntry): void;
}

function Avatar({ character }: { character: StoredCharacter }) {
  if (character.avatar) return <img className="character-row__avatar" src={character.avatar} alt="" />;
  const initials = character.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <span className="character-row__avatar character-row__avatar--placeholder" aria-hidden="true">
      {initials || '?'}
    </span>
  );
}

/** One character in the list: drag handle, avatar, name and subtitle, save state, actions. */
export function CharacterRow({ entry, actions }: { entry: CharacterEntry; actions: RowActions }) {
  const { t, i18n } = useTranslation();
  const store = useContentStore();
  const { character, justViewing, saveState } = entry;
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: character.id, disabled: justViewing, data: { name: character.name } });
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(character.name);

  function submitRename(event: FormEvent) {
    event.preventDefault();
    if (name.trim()) actions.rename(character.id, name.trim());
    setRenaming(false);
  }

  return (
    <li
      ref={setNodeRef}
      className={`character-row${isDragging ? ' character-row--dragging' : ''}`}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      data-testid={`character-${character.name}`}
    >
      {justViewing ? null : (
        <button type="button" className="character-row__handle" aria-label={t('characters.drag', { name: character.name })} {...listeners} {...attributes}>
          ⠿
        </button>
      )}
      <Avatar character={character} />
      <div className="character-row__main">
        {renaming ? (
          <form onSubmit={submitRename} className="character-row__rename">
            <input aria-label={t('characters.newName')} value={name} onChange={(e) => setName(e.target.value)} autoFocus onKeyDown={(e) => e.key === 'Escape' && setRenaming(false)} />
            <button type="submit" className="button">
              {t('characters.actions.saveName')}
            </button>
          </form>
        ) : (
          <Link to={`/viewer/${character.id}/profile`} className="character-row__name">
            {character.name || t('characters.unnamed')}
          </Link>
        )}
        <span className="character-row__subtitle">{characterSubtitle(character, t, (line) => store.forLine(line, i18n.language))}</span>
        {justViewing ? <span className="badge">{t('characters.viewOnly')}</span> : null}
        {saveState !== 'saved' ? (
          <span className={`badge badge--${saveState}`} role="status">
            {t(`characters.saveState.${saveState}`)}
          </span>
        ) : null}
      </div>
      <div className="character-row__actions">
        {justViewing ? null : (
          <>
            <button type="button" className="button button--ghost" onClick={() => setRenaming(true)}>
              {t('characters.actions.rename')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => actions.clone(character)}>
              {t('characters.actions.clone')}
            </button>
          </>
        )}
        <button type="button" className="button button--ghost" onClick={() => actions.exportFile(character)}>
          {t('characters.actions.export')}
        </button>
        <button type="button" className="button button--ghost button--danger" onClick={() => actions.remove(entry)}>
          {t(justViewing ? 'characters.actions.leave' : 'characters.actions.delete')}
        </button>
      </div>
    </li>
  );
}
