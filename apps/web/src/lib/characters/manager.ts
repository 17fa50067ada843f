import type { Character } from '@vitae/core';
import type { CharacterChangesResponse, StoredCharacter } from '@vitae/core/api';
import type { PatchOperation } from '@vitae/core/patch';
import type { ApiResult } from '../api-client.ts';
import type { PendingEdit } from './pending-edits.ts';
import { savedEntry, type CharacterEntry, type ManagerDeps, type ManagerSnapshot } from './manager/entry.ts';
import { CharacterLoading } from './manager/loading.ts';
import { RemoteChanges } from './manager/remote.ts';
import { CharacterSaving } from './manager/saving.ts';
import { CharacterStore } from './manager/store.ts';
import { withCharacterChangeHooks } from './change-hooks.ts';

export type { SaveConflict } from './rebase.ts';
export type { CharacterEntry, ManagerDeps, ManagerSnapshot, ManagerStatus, SaveRejection, SaveState, Timers } from './manager/entry.ts';
export { isRejection, prefetchLimit, retryDelayMs, saveDebounceMs } from './manager/decisions.ts';

/**
 * The character manager of docs/product-spec.md §4: loads once, keeps every character of the
 * account, and saves each one 1 s after its latest change as a patch against the last revision the
 * server acknowledged. Edits made while a save is on its way are queued and sent after it; changes
 * saved elsewhere are merged by field, and only a field changed on both sides asks the user. An
 * edit is never dropped: a failed save is retried, a session that ended keeps it in the browser, a
 * character deleted elsewhere keeps it until the user keeps a copy or lets it go.
 *
 * The work lives in rooms under `manager/`: the store and its snapshot, loading, saving, remote
 * changes, and the pure decisions they all follow (`decisions.ts`, table-tested). This class is
 * the one door screens use.
 */
export class CharacterManager {
  private readonly store: CharacterStore;
  private readonly loading: CharacterLoading;
  private readonly saving: CharacterSaving;
  private readonly remote: RemoteChanges;

  constructor(deps: ManagerDeps) {
    this.store = new CharacterStore(deps);
    this.remote = new RemoteChanges(this.store, { put: (received, justViewing) => this.loading.put(received, justViewing) });
    this.saving = new CharacterSaving(this.store, { applyBuffered: (entry) => this.remote.applyBuffered(entry), catchUp: () => this.remote.catchUp() });
    this.loading = new CharacterLoading(this.store, { restore: (edit) => this.saving.restore(edit), catchUp: () => this.remote.catchUp() });
  }

  subscribe = (listener: () => void): (() => void) => this.store.subscribe(listener);

  getSnapshot = (): ManagerSnapshot => this.store.getSnapshot();

  /**
   * The list is what this browser kept and the server has not confirmed it yet (a start from the
   * cache before its catch-up, or offline).
   */
  get fromCache(): boolean {
    return this.store.keptOnly;
  }

  /** The folders the last catch-up answered (the folder list reads them). */
  get lastFolders(): CharacterChangesResponse['folders'] | undefined {
    return this.remote.lastFolders;
  }

  get(id: string): CharacterEntry | undefined {
    return this.store.entries.get(id);
  }

  /** See `CharacterLoading.load`: the list, once; `opening` names a sheet whose character is asked for beside it. */
  load(opening?: string): Promise<'ok' | 'not_authed' | 'error'> {
    return this.loading.load(opening);
  }

  /** The character of a sheet being opened, as first answered beside the list (`undefined` when not asked for). */
  opening(id: string): Promise<StoredCharacter | undefined> {
    return this.loading.opening(id);
  }

  /** Loads the whole character of a list entry, once (spec §2 preload). */
  whole(id: string): Promise<'ok' | 'not_authed' | 'not_found' | 'error'> {
    return this.loading.whole(id);
  }

  /** The whole character (loaded first when only its list entry is here); `undefined` when it cannot be loaded. */
  async wholeCharacter(id: string): Promise<StoredCharacter | undefined> {
    if ((await this.whole(id)) !== 'ok') return undefined;
    return this.store.entries.get(id)?.character;
  }

  /** Spec §4 preload: `not_authed` without a session, `not_found` for an unknown id, else `true`. */
  preload(id: string): Promise<'not_authed' | 'not_found' | 'error' | true> {
    return this.loading.preload(id);
  }

  /** The server is reachable again: failed saves go out now and the catch-up brings what changed elsewhere. */
  reconnected(): void {
    this.saving.reconnected();
  }

  /** Creates a character on the server (the server names it) and adds it to the list. */
  async create(given: Character, onFailure?: (failure: Extract<ApiResult<unknown>, { ok: false }>) => void): Promise<StoredCharacter | undefined> {
    const character = withCharacterChangeHooks(given);
    const result = await this.store.deps.request<{ id: string; revision: number }>('POST', '/characters', { body: character, headers: this.store.socketHeaders() });
    if (!result.ok) {
      onFailure?.(result);
      return undefined;
    }
    const stored = { ...character, id: result.data.id, revision: result.data.revision, viewers: [], justViewing: undefined } as StoredCharacter;
    this.store.entries.set(stored.id, savedEntry(stored, { loaded: true, avatarUrl: null, justViewing: false }));
    this.store.changed();
    return stored;
  }

  /** Changes a character locally at once and saves it 1 s after the latest change (see `CharacterSaving.update`). */
  update(id: string, change: Partial<Character> | ((character: StoredCharacter) => StoredCharacter), seen?: StoredCharacter): void {
    this.saving.update(id, change, seen);
  }

  /** Saves now (also what the debounce calls). Resolves once this attempt is over. */
  save(id: string): Promise<void> {
    return this.saving.save(id);
  }

  /** The user's choice for each conflict (in order): keep mine, or take theirs. Then the result is saved. */
  resolveConflicts(id: string, choices: ReadonlyArray<'mine' | 'theirs'>): void {
    this.saving.resolveConflicts(id, choices);
  }

  /** `character_updated` (a whole character, docs/product-spec.md §7) or a character new to this tab. */
  applyRemote(received: StoredCharacter): void {
    this.remote.applyRemote(received);
  }

  /** `character_patched`, `_renamed`, `_moved`: a saved change as a patch on the previous revision. */
  applyRemotePatch(id: string, revision: number, patch: readonly PatchOperation[]): void {
    this.remote.applyRemotePatch(id, revision, patch);
  }

  /** `character_deleted`: gone at once when nothing is unsaved; otherwise kept (and said so) until the user decides. */
  applyRemoteDeleted(id: string, reason: 'deleted' | 'unshared'): void {
    this.remote.applyRemoteDeleted(id, reason);
  }

  /** `character_viewers`: who the owner shares the character with now. */
  setViewers(id: string, viewers: StoredCharacter['viewers']): void {
    this.remote.setViewers(id, viewers);
  }

  /** After a reconnect: asks what changed since the revision of each character this tab has, and applies it. */
  catchUp(): Promise<boolean> {
    return this.remote.catchUp();
  }

  /**
   * A character the server made for this account on this tab's request (an accepted offer): the
   * server does not echo it to the asking socket, so it is fetched whole and listed here.
   */
  async adopt(id: string): Promise<boolean> {
    if (this.store.entries.get(id)?.loaded) return true;
    const result = await this.store.deps.request<StoredCharacter>('GET', `/characters/${id}`);
    if (!result.ok) return false;
    this.applyRemote({ ...result.data, viewers: result.data.viewers ?? [] });
    return true;
  }

  /** "Kopie behalten": a character deleted elsewhere is saved again as a new one, with the edits made here. */
  async keepCopy(id: string): Promise<StoredCharacter | undefined> {
    const entry = this.store.entries.get(id);
    // A light entry holds only its list facts: a copy of those would not be the character.
    if (!entry?.gone || entry.justViewing || !entry.loaded) return undefined;
    const { id: _id, revision: _revision, viewers: _viewers, justViewing: _justViewing, ...copy } = entry.character;
    const created = await this.create({ ...copy, revision: 0, viewers: [] } as Character);
    if (created) this.forget(id);
    return created;
  }

  /** Lets a character that is gone elsewhere go here too (its unsaved edits with it, after the user said so). */
  forget(id: string): void {
    const entry = this.store.entries.get(id);
    if (entry?.timer !== undefined) this.store.timers.clear(entry.timer);
    this.store.entries.delete(id);
    this.store.changed();
  }

  async remove(id: string): Promise<boolean> {
    const result = await this.store.deps.request('DELETE', `/characters/${id}`, { headers: this.store.socketHeaders() });
    if (!result.ok && result.status !== 404) return false;
    this.forget(id);
    return true;
  }

  /** Unsaved edits as patches against the revision they were made on (for the page-close save and the browser store). */
  pendingEdits(): PendingEdit[] {
    return this.saving.pendingEdits();
  }

  /** Keeps every unsaved edit in the browser until the next login. */
  keepForLogin(): void {
    this.saving.keepForLogin();
  }

  /** After a new login: saves what waited for it (the copy kept in the browser is not needed any more). */
  resume(): void {
    this.saving.resume();
  }

  /** Forgets everything (logout). */
  reset(): void {
    const { store } = this;
    for (const entry of store.entries.values()) if (entry.timer !== undefined) store.timers.clear(entry.timer);
    store.entries.clear();
    store.persisted.clear();
    store.keptWhole.clear();
    store.keptOnly = false;
    this.loading.reset();
    store.status = 'uninitialised';
    this.remote.reset();
    store.changed();
  }
}
