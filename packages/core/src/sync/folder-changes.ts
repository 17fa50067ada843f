import type { Folder } from '../library/folders.ts';

export type FolderChange = { type: 'created'; folder: Folder } | { type: 'updated'; folder: Folder } | { type: 'deleted'; id: string };

/** What happened to an account's folders between two lists (a folder is its name: a rename is a delete and a create). */
export function folderChanges(before: readonly Folder[], after: readonly Folder[]): FolderChange[] {
  const old = new Map(before.map((folder) => [folder.id, folder]));
  const next = new Set(after.map((folder) => folder.id));
  const changes: FolderChange[] = before.filter((folder) => !next.has(folder.id)).map((folder) => ({ type: 'deleted', id: folder.id }));
  for (const folder of after) {
    const previous = old.get(folder.id);
    if (!previous) changes.push({ type: 'created', folder });
    else if (previous.open !== folder.open || previous.name !== folder.name) changes.push({ type: 'updated', folder });
  }
  return changes;
}
