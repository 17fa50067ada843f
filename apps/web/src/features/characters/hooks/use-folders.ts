import { useCallback, useEffect, useRef, useState } from 'react';
import { addFolder, removeFolder, setFolderOpen, sortFolders, type Folder } from '@vitae/core';
import { onLive, type LiveEvents } from '../../../lib/live-events.ts';
import { fetchFolders, saveFolders } from '../api/folders-api.ts';

/** A folder change made on another device or tab, applied to the list here. */
function applyChange(folders: Folder[], change: LiveEvents['folders']): Folder[] {
  if (change.type === 'list') return sortFolders(change.folders);
  if (change.type === 'deleted') return folders.filter((folder) => folder.id !== change.id);
  return sortFolders([...folders.filter((folder) => folder.id !== change.folder.id), change.folder]);
}

/**
 * The account's folders, kept on the server. Changes show at once; a change the server refuses
 * is rolled back and reported (`failed`), so the list never pretends to be saved.
 */
export function useFolders() {
  const [folders, setFolders] = useState<Folder[]>([]);
  const [failed, setFailed] = useState(false);
  const latest = useRef<Folder[]>([]);

  useEffect(() => {
    let active = true;
    void fetchFolders().then((result) => {
      if (active && result.ok) {
        latest.current = result.data.folders;
        setFolders(result.data.folders);
      }
    });
    const stop = onLive('folders', (change) => {
      latest.current = applyChange(latest.current, change);
      setFolders(latest.current);
    });
    return () => {
      active = false;
      stop();
    };
  }, []);

  const commit = useCallback(async (next: Folder[]): Promise<boolean> => {
    const previous = latest.current;
    latest.current = next;
    setFolders(next);
    const result = await saveFolders(next);
    if (result.ok) {
      setFailed(false);
      return true;
    }
    latest.current = previous;
    setFolders(previous);
    setFailed(true);
    return false;
  }, []);

  return {
    folders,
    failed,
    add: (name: string) => commit(addFolder(latest.current, name)),
    toggle: (id: string, open: boolean) => commit(setFolderOpen(latest.current, id, open)),
    remove: (id: string) => commit(removeFolder(latest.current, id)),
    /** Adds several folders at once (legacy migration), keeping existing ones. */
    addMany: (names: string[]) => commit(names.reduce((list, name) => addFolder(list, name), latest.current)),
  };
}
