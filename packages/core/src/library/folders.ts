/** A folder of the character list: only a name (`id` = name) and whether it is open (docs/product-spec.md §3). */
export interface Folder {
  id: string;
  name: string;
  open: boolean;
}

export const maxFolderNameLength = 100;

export type FolderProblem = 'empty' | 'too_long' | 'duplicate';

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/** Sort order of folders and characters: by name, German collation, numbers in order. */
export function compareNames(a: string, b: string): number {
  return collator.compare(a, b);
}

/** What is wrong with a new folder name (trimmed), or `undefined`. Names differing only in case collide. */
export function folderNameProblem(folders: readonly Folder[], name: string): FolderProblem | undefined {
  const trimmed = name.trim();
  if (!trimmed) return 'empty';
  if (trimmed.length > maxFolderNameLength) return 'too_long';
  return folders.some((folder) => folder.id.toLocaleLowerCase('de') === trimmed.toLocaleLowerCase('de')) ? 'duplicate' : undefined;
}

/** The folders with a new one added (open), sorted by name; throws on a bad name. */
export function addFolder(folders: readonly Folder[], name: string): Folder[] {
  const problem = folderNameProblem(folders, name);
  if (problem) throw new Error(`folder name ${problem}`);
  const trimmed = name.trim();
  return sortFolders([...folders, { id: trimmed, name: trimmed, open: true }]);
}

export function removeFolder(folders: readonly Folder[], id: string): Folder[] {
  return folders.filter((folder) => folder.id !== id);
}

export function setFolderOpen(folders: readonly Folder[], id: string, open: boolean): Folder[] {
  return folders.map((folder) => (folder.id === id ? { ...folder, open } : folder));
}

export function sortFolders(folders: readonly Folder[]): Folder[] {
  return [...folders].sort((a, b) => compareNames(a.name, b.name));
}

interface Named {
  id?: string;
  name: string;
  directory?: string;
}

/**
 * The character list of docs/product-spec.md §9: characters without a known folder first (the root group),
 * then one group per folder, every group sorted by name.
 */
export function groupCharacters<C extends Named>(characters: readonly C[], folders: readonly Folder[]): { root: C[]; folders: Array<{ folder: Folder; characters: C[] }> } {
  const byName = (a: C, b: C) => compareNames(a.name, b.name) || (a.id ?? '').localeCompare(b.id ?? '');
  const known = new Set(folders.map((folder) => folder.id));
  return {
    root: characters.filter((c) => !c.directory || !known.has(c.directory)).sort(byName),
    folders: sortFolders(folders).map((folder) => ({ folder, characters: characters.filter((c) => c.directory === folder.id).sort(byName) })),
  };
}
