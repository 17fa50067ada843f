import { useEffect, useState, useSyncExternalStore } from 'react';
import { addFolder, removeFolder, setFolderOpen, type Folder } from '@vitae/core';
import { onLive } from '../../../lib/live-events.ts';
import { fetchFolders, saveFolders } from '../api/folders-api.ts';
import { FolderStore } from '../lib/folder-store.ts';

/**
 * The account's folders, kept on the server. Changes show at once; a change the server refuses
 * is rolled back and reported (`failed`), so the list never pretends to be saved.
 */
export function useFolders() {
  const [store] = useState(() => new FolderStore({ fetch: fetchFolders, save: saveFolders }));
  const { folders, failed } = useSyncExternalStore(store.subscribe, store.snapshot);

  useEffect(() => {
    const stop = onLive('folders', (change) => store.hear(change));
    void store.load();
    return stop;
  }, [store]);

  return {
    folders,
    failed,
    /** The loaded list (undefined when it cannot be loaded): what a plan of changes starts from. */
    loaded: async (): Promise<Folder[] | undefined> => ((await store.load()) ? store.snapshot().folders : undefined),
    add: (name: string) => store.change((list) => addFolder(list, name)),
    toggle: (id: string, open: boolean) => store.change((list) => setFolderOpen(list, id, open)),
    remove: (id: string) => store.change((list) => removeFolder(list, id)),
    /** Adds several folders at once (legacy migration), keeping existing ones. */
    addMany: (names: string[]) => store.change((list) => names.reduce((next, name) => addFolder(next, name), list)),
  };
}
