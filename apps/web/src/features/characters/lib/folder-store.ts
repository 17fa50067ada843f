import { sortFolders, type Folder } from '@vitae/core';
import type { FoldersResponse } from '@vitae/core/api';
import type { ApiResult } from '../../../lib/api-client.ts';
import type { LiveEvents } from '../../../lib/live-events.ts';

export interface FolderApi {
  fetch(): Promise<ApiResult<FoldersResponse>>;
  save(folders: readonly Folder[]): Promise<ApiResult<FoldersResponse>>;
}

export interface FolderState {
  folders: Folder[];
  /** The last change was refused by the server (and rolled back). */
  failed: boolean;
}

/** A folder change made on another device or tab, applied to the list here. */
function applyChange(folders: Folder[], change: LiveEvents['folders']): Folder[] {
  if (change.type === 'list') return sortFolders(change.folders);
  if (change.type === 'deleted') return folders.filter((folder) => folder.id !== change.id);
  return sortFolders([...folders.filter((folder) => folder.id !== change.folder.id), change.folder]);
}

/**
 * The account's folders as this tab knows them. The server stores the whole list on each change,
 * so no change may be computed from a list that was not loaded yet: that would save a list
 * without the account's existing folders. Changes therefore wait for the first load, and live
 * changes heard before it are applied on top of it.
 */
export class FolderStore {
  private state: FolderState = { folders: [], failed: false };
  private readonly listeners = new Set<() => void>();
  private loading: Promise<boolean> | undefined;
  private loaded = false;
  private saving = 0;
  private heardBeforeLoad: Array<LiveEvents['folders']> = [];

  constructor(private readonly api: FolderApi) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = (): FolderState => this.state;

  /** Loads the list once; a failed load is tried again by the next call. */
  load(): Promise<boolean> {
    if (this.loaded) return Promise.resolve(true);
    this.loading ??= this.api.fetch().then((result) => {
      this.loading = undefined;
      if (!result.ok) return false;
      this.loaded = true;
      const folders = this.heardBeforeLoad.reduce(applyChange, sortFolders(result.data.folders));
      this.heardBeforeLoad = [];
      this.set({ ...this.state, folders });
      return true;
    });
    return this.loading;
  }

  hear(change: LiveEvents['folders']): void {
    if (!this.loaded) this.heardBeforeLoad.push(change);
    // A whole list heard while a change is saving may have been read before the save; the save's
    // answer brings the list as it is after it.
    else if (change.type === 'list' && this.saving > 0) return;
    else this.set({ ...this.state, folders: applyChange(this.state.folders, change) });
  }

  /**
   * Applies `change` to the loaded list, shows it at once and saves it; a refused save rolls
   * back and sets `failed`. False when the list could not be loaded or the save was refused.
   */
  async change(change: (folders: Folder[]) => Folder[]): Promise<boolean> {
    if (!(await this.load())) {
      this.set({ ...this.state, failed: true });
      return false;
    }
    const previous = this.state.folders;
    const next = change(previous);
    this.set({ ...this.state, folders: next });
    this.saving += 1;
    const result = await this.api.save(next).finally(() => (this.saving -= 1));
    if (result.ok) {
      // While another change is saving, its list is the newer one.
      this.set({ folders: this.saving === 0 ? sortFolders(result.data.folders) : this.state.folders, failed: false });
      return true;
    }
    this.set({ folders: previous, failed: true });
    return false;
  }

  private set(state: FolderState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
