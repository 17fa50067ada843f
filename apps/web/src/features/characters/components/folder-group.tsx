import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Folder } from '@vitae/core';

export const rootDropId = 'root';
export const folderDropId = (folder: Folder) => `folder:${folder.id}`;

export interface DropZoneProps {
  id: string;
  label: string;
  children: ReactNode;
}

/** The root group or one folder, before the drag layer has loaded (it brings `DroppableZone`). */
export function DropZone({ id, children }: DropZoneProps) {
  return (
    <div className="drop-zone" data-drop-id={id}>
      {children}
    </div>
  );
}

/** A folder with its header (name, "+", open/close, delete) and its characters. */
export function FolderGroup({
  folder,
  count,
  onToggle,
  onCreateInside,
  onDelete,
  Zone = DropZone,
  children,
}: {
  folder: Folder;
  Zone?: ComponentType<DropZoneProps>;
  count: number;
  onToggle: () => void;
  onCreateInside: () => void;
  onDelete: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="folder" aria-label={t('characters.folder', { name: folder.name })}>
      <Zone id={folderDropId(folder)} label={folder.name}>
        <header className="folder__header">
          <button type="button" className="folder__toggle" aria-expanded={folder.open} onClick={onToggle}>
            <span aria-hidden="true">{folder.open ? '▾' : '▸'}</span> {folder.name} <span className="folder__count">({count})</span>
          </button>
          <button type="button" className="button button--ghost" aria-label={t('characters.createInFolder', { name: folder.name })} onClick={onCreateInside}>
            +
          </button>
          <button type="button" className="button button--ghost button--danger" aria-label={t('characters.deleteFolder', { name: folder.name })} onClick={onDelete}>
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4l1-2zm-3 6h12l-1 12H7L6 9zm4 2v8h2v-8h-2zm4 0v8h2v-8h-2z" />
            </svg>
          </button>
        </header>
        {folder.open ? children : null}
      </Zone>
    </section>
  );
}
