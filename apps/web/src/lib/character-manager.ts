import type { Character } from '@vitae/core';
import type { CharacterChangesResponse, CharacterListResponse, ErrorCode, PatchCharacterResponse, StoredCharacter } from '@vitae/core/api';
import { CharacterTooNewError, migrateCharacter } from '@vitae/core/migrate';
import { applyPatch, type PatchOperation, type PatchPath } from '@vitae/core/patch';
import type { ApiResult } from './api-client.ts';
import { conflictsWithoutBase, localChanges, rebase, resolve, withServerFields, type SaveConflict } from './character-rebase.ts';
import type { PendingEdit } from './pending-edits.ts';

export type { SaveConflict } from './character-rebase.ts';

/**
 * Where a character's edits stand: `pending` waits for the 1 s debounce, `unsaved` failed and is
 * retried (or waits for a login), `conflict` holds fields changed both here and elsewhere (the
 * user decides), `outdated` was refused because a newer Vitae wrote the character (kept here until
 * a reload), `rejected` was refused as invalid (4xx): retrying cannot help, so the edit waits for
 * the next one.
 */
export type SaveState = 'saved' | 'pending' | 'saving' | 'unsaved' | 'conflict' | 'outdated' | 'rejected';

/** Why the server refused a save (a 4xx that retrying cannot fix). */
export interface SaveRejection {
  status: number;
  message: string;
  code?: string | undefined;
}

/** A 4xx the same body would get again: not the session (401), gone (404), a conflict (409) or a busy server (408, 429). */
export function isRejection(status: number): boolean {
  return status >= 400 && status < 500 && ![401, 404, 408, 409, 429].includes(status);
}

export interface CharacterEntry {
  character: StoredCharacter;
  /** Shared with the caller by someone else: view only, never saved. */
  justViewing: boolean;
  saveState: SaveState;
  /** Fields changed here and elsewhere to different values, until the user resolves them. */
  conflicts?: SaveConflict[];
  /** Written by a newer Vitae than this page: shown, never saved over (a reload brings the new version). */
  tooNew?: boolean;
  /** Deleted elsewhere (`deleted`) or no longer shared with this account (`unshared`); edits stay here. */
  gone?: 'deleted' | 'unshared';
  /** Set while `saveState` is `rejected`. */
  rejection?: SaveRejection;
  /** Why the last save failed, when the server said (e.g. a quota: `storage_full`). */
  saveError?: ErrorCode;
  /** The session ended: the edits wait in this browser for the next login. */
  needsLogin?: boolean;
}

export type ManagerStatus = 'uninitialised' | 'loading' | 'initialised';

export interface ManagerSnapshot {
  status: ManagerStatus;
  entries: readonly CharacterEntry[];
}

type Request = <T>(method: string, path: string, options?: { body?: unknown; headers?: Record<string, string>; keepalive?: boolean }) => Promise<ApiResult<T>>;

export interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface ManagerDeps {
  request: Request;
  timers?: Timers;
  /** The realtime socket's id, so the server does not echo our own saves back to us. */
  socketId?: () => string | undefined;
  hasSession?: () => Promise<boolean>;
  /** Keeps edits in the browser when the session ends (see `pending-edits.ts`). */
  keepPending?: (edits: PendingEdit[]) => void;
  /** Edits kept by an earlier session, taken once after the list loaded. */
  takePending?: () => PendingEdit[];
}

/** Spec §9: saves wait 1 s after the latest change. */
export const saveDebounceMs = 1_000;
/** Failed saves are retried after 1, 2, 4, 8, 16, then every 30 seconds. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000, 1_000 * 2 ** attempt);
}
/** Quota and size refusals: the same save may pass once room is made elsewhere, so they are retried after a minute. */
const needsAChange = new Set<ErrorCode>(['character_too_large', 'storage_full', 'too_many_characters', 'too_large', 'invalid_text', 'too_deep']);

/** A change saved elsewhere, as the socket or the catch-up delivers it. */
type RemoteChange = { kind: 'patch'; base: number; revision: number; patch: readonly PatchOperation[] } | { kind: 'whole'; character: StoredCharacter };

interface Internal extends CharacterEntry {
  /** The last version the server acknowledged: the base of every patch we send. */
  server: StoredCharacter;
  timer?: unknown;
  attempts: number;
  inflight?: PatchOperation[];
  /** Changes that arrived while a save was on its way; applied after its answer. */
  buffered: RemoteChange[];
  /** A restored edit's own base revision (older than `server`), used for its first save. */
  restoredBase?: number;
}

const defaultTimers: Timers = { set: (callback, ms) => setTimeout(callback, ms), clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) };

/**
 * The character manager of docs/product-spec.md §4: loads once, keeps every character of the
 * account, and saves each one 1 s after its latest change as a patch against the last revision the
 * server acknowledged. Edits made while a save is on its way are queued and sent after it; changes
 * saved elsewhere are merged by field, and only a field changed on both sides asks the user. An
 * edit is never dropped: a failed save is retried, a session that ended keeps it in the browser, a
 * character deleted elsewhere keeps it until the user keeps a copy or lets it go.
 */
export class CharacterManager {
  private readonly timers: Timers;
  private readonly entries = new Map<string, Internal>();
  private readonly listeners = new Set<() => void>();
  private status: ManagerStatus = 'uninitialised';
  private loading: Promise<'ok' | 'not_authed' | 'error'> | undefined;
  private catchingUp: Promise<void> | undefined;
  private snapshot: ManagerSnapshot = { status: 'uninitialised', entries: [] };

  constructor(private readonly deps: ManagerDeps) {
    this.timers = deps.timers ?? defaultTimers;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): ManagerSnapshot => this.snapshot;

  private changed(): void {
    this.snapshot = {
      status: this.status,
      entries: [...this.entries.values()].map(({ character, justViewing, saveState, conflicts, tooNew, gone, rejection, saveError, needsLogin }) => ({
        character,
        justViewing,
        saveState,
        ...(conflicts ? { conflicts } : {}),
        ...(tooNew ? { tooNew } : {}),
        ...(gone ? { gone } : {}),
        ...(rejection ? { rejection } : {}),
        ...(saveError ? { saveError } : {}),
        ...(needsLogin ? { needsLogin } : {}),
      })),
    };
    this.listeners.forEach((listener) => listener());
  }

  get(id: string): CharacterEntry | undefined {
    return this.entries.get(id);
  }

  /** Loads the list once (uninitialised → initialised); later calls share the first load. */
  load(): Promise<'ok' | 'not_authed' | 'error'> {
    if (this.status === 'initialised') return Promise.resolve('ok');
    this.loading ??= this.fetchList().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private async fetchList(): Promise<'ok' | 'not_authed' | 'error'> {
    if (this.deps.hasSession && !(await this.deps.hasSession())) return 'not_authed';
    this.status = 'loading';
    this.changed();
    const result = await this.deps.request<CharacterListResponse>('GET', '/characters');
    if (!result.ok) {
      this.status = 'uninitialised';
      this.changed();
      return result.status === 401 ? 'not_authed' : 'error';
    }
    for (const character of result.data.characters) this.put(character, false);
    for (const character of result.data.sharedCharacters) this.put(character, true);
    this.status = 'initialised';
    for (const edit of this.deps.takePending?.() ?? []) this.restore(edit);
    this.changed();
    return 'ok';
  }

  private put(received: StoredCharacter, justViewing: boolean): void {
    const existing = this.entries.get(received.id);
    // A reload must not overwrite edits that are still on their way.
    if (existing && (existing.saveState !== 'saved' || existing.gone)) return;
    const { character, tooNew } = currentShape(received);
    this.entries.set(character.id, { character, server: character, justViewing, saveState: 'saved', attempts: 0, buffered: [], ...(tooNew ? { tooNew } : {}) });
  }

  /** An edit kept from an earlier session: applied again, and saved against the revision it was made on. */
  private restore(edit: PendingEdit): void {
    const entry = this.entries.get(edit.id);
    if (!entry || entry.justViewing || entry.tooNew) return;
    try {
      entry.character = withServerFields(applyPatch(entry.character, edit.patch), entry.server);
    } catch {
      console.error('Failed to restore an unsaved edit');
      return;
    }
    if (localChanges(entry.server, entry.character).length === 0) return;
    if (edit.baseRevision < entry.server.revision) entry.restoredBase = edit.baseRevision;
    entry.saveState = 'pending';
    this.schedule(entry, 0);
  }

  /** Spec §4 preload: `not_authed` without a session, `not_found` for an unknown id, else `true`. */
  async preload(id: string): Promise<'not_authed' | 'not_found' | 'error' | true> {
    const loaded = await this.load();
    if (loaded !== 'ok') return loaded;
    return this.entries.has(id) ? true : 'not_found';
  }

  /** Creates a character on the server (the server names it) and adds it to the list. */
  async create(character: Character, onFailure?: (failure: Extract<ApiResult<unknown>, { ok: false }>) => void): Promise<StoredCharacter | undefined> {
    const socketId = this.deps.socketId?.();
    const result = await this.deps.request<{ id: string; revision: number }>('POST', '/characters', { body: character, headers: socketId ? { 'x-socket-id': socketId } : undefined });
    if (!result.ok) {
      onFailure?.(result);
      return undefined;
    }
    const stored = { ...character, id: result.data.id, revision: result.data.revision, viewers: [], justViewing: undefined } as StoredCharacter;
    this.entries.set(stored.id, { character: stored, server: stored, justViewing: false, saveState: 'saved', attempts: 0, buffered: [] });
    this.changed();
    return stored;
  }

  /**
   * Changes a character locally at once and saves it 1 s after the latest change. `seen` is the
   * version the caller computed its change from (a screen's render, a dialog opened earlier): the
   * change is then what the caller did to `seen`, applied to the current version, so an action
   * on an older copy never undoes what happened since.
   */
  update(id: string, change: Partial<Character> | ((character: StoredCharacter) => StoredCharacter), seen?: StoredCharacter): void {
    const entry = this.entries.get(id);
    if (!entry || entry.justViewing || entry.tooNew || entry.gone) return;
    const from = seen ?? entry.character;
    const next = typeof change === 'function' ? change(from) : ({ ...from, ...change } as StoredCharacter);
    entry.character = withServerFields(from === entry.character ? next : applyEach(entry.character, localChanges(from, next)), entry.character);
    if (entry.saveState !== 'conflict') {
      entry.saveState = entry.saveState === 'saving' ? 'saving' : 'pending';
      entry.rejection = undefined;
      entry.attempts = 0;
      this.schedule(entry, saveDebounceMs);
    }
    this.changed();
  }

  private schedule(entry: Internal, ms: number): void {
    if (entry.timer !== undefined) this.timers.clear(entry.timer);
    entry.timer = this.timers.set(() => {
      entry.timer = undefined;
      void this.save(entry.character.id);
    }, ms);
  }

  /** Saves now (also what the debounce calls). Resolves once this attempt is over. */
  async save(id: string): Promise<void> {
    const entry = this.entries.get(id);
    if (!entry || entry.justViewing || entry.tooNew || entry.gone || entry.inflight || entry.saveState === 'conflict' || entry.saveState === 'outdated') return;
    const patch = localChanges(entry.server, entry.character);
    if (patch.length === 0) {
      entry.saveState = 'saved';
      entry.restoredBase = undefined;
      this.changed();
      return;
    }
    const baseRevision = entry.restoredBase ?? entry.server.revision;
    entry.inflight = patch;
    entry.saveState = 'saving';
    this.changed();
    const socketId = this.deps.socketId?.();
    const result = await this.deps.request<PatchCharacterResponse>('PATCH', `/characters/${id}`, {
      body: { baseRevision, patch },
      headers: socketId ? { 'x-socket-id': socketId } : undefined,
    });
    entry.inflight = undefined;
    if (this.entries.get(id) !== entry) return;
    const restored = entry.restoredBase !== undefined;
    entry.restoredBase = undefined;
    if (result.ok) this.saved(entry, patch, result.data);
    else this.failed(entry, patch, restored, result);
    this.applyBuffered(entry);
    if ((entry.saveState as SaveState) === 'pending' && entry.timer === undefined) void this.save(id);
    this.changed();
  }

  private saved(entry: Internal, patch: PatchOperation[], answer: PatchCharacterResponse): void {
    const sentFrom = applyPatch(entry.server, patch);
    const next = { ...applyPatch(applyPatch(entry.server, answer.merged ?? []), patch), revision: answer.revision } as StoredCharacter;
    entry.attempts = 0;
    entry.saveError = undefined;
    entry.rejection = undefined;
    entry.needsLogin = undefined;
    entry.buffered = entry.buffered.filter((change) => (change.kind === 'patch' ? change.revision : change.character.revision) > answer.revision);
    this.advance(entry, sentFrom, next);
  }

  private failed(entry: Internal, patch: PatchOperation[], restored: boolean, result: Extract<ApiResult<unknown>, { ok: false }>): void {
    const body = result.body as { code?: string; character?: StoredCharacter; conflicts?: Array<{ path: PatchPath }> } | undefined;
    if (result.status === 409 && body?.code === 'schema_too_new') {
      // The server is newer or older than this page in a way it cannot bridge: keep the edit, ask for a reload.
      console.error('Failed to save character');
      entry.saveState = 'outdated';
    } else if (result.status === 409 && body?.character) {
      const theirs = currentShape(body.character).character;
      if (restored) {
        const conflicts = conflictsWithoutBase(patch, theirs, body.code === 'patch_conflict' ? body.conflicts?.map((conflict) => conflict.path) : undefined);
        entry.server = theirs;
        entry.character = withServerFields(entry.character, theirs);
        this.setConflicts(entry, conflicts);
      } else {
        this.advance(entry, entry.server, theirs);
      }
    } else if (result.status === 404) {
      entry.gone = 'deleted';
      entry.saveState = 'unsaved';
    } else if (result.status === 401) {
      // The session ended (logged out elsewhere, recovered on another device): keep the edit for the next login.
      entry.saveState = 'unsaved';
      entry.needsLogin = true;
      this.keepForLogin();
    } else if (isRejection(result.status) && !(result.code && needsAChange.has(result.code))) {
      // The same body would be refused again: keep the edit, say why, and try once more with the next edit.
      // (Quota refusals are the exception: they retry after a minute, when room may have been made elsewhere.)
      console.error('Failed to save character');
      entry.saveState = 'rejected';
      entry.rejection = { status: result.status, message: result.message, code: result.code };
    } else {
      console.error('Failed to save character');
      entry.saveState = 'unsaved';
      entry.saveError = result.code;
      const delay = result.code && needsAChange.has(result.code) ? 60_000 : retryDelayMs(entry.attempts);
      this.schedule(entry, delay);
      entry.attempts += 1;
    }
  }

  /** The server moved from `base` (what our local edits started from) to `next`: keep our other edits on top. */
  private advance(entry: Internal, base: StoredCharacter, next: StoredCharacter): void {
    const server = { ...next, viewers: next.viewers ?? entry.server.viewers } as StoredCharacter;
    const { character, conflicts } = rebase(base, server, entry.character);
    entry.server = server;
    entry.character = character;
    if (conflicts.length > 0) return this.setConflicts(entry, conflicts);
    if (entry.saveState === 'conflict') return;
    entry.saveState = localChanges(entry.server, entry.character).length > 0 ? (entry.saveState === 'unsaved' ? 'unsaved' : 'pending') : 'saved';
  }

  private setConflicts(entry: Internal, conflicts: SaveConflict[]): void {
    if (conflicts.length === 0) {
      entry.saveState = localChanges(entry.server, entry.character).length > 0 ? 'pending' : 'saved';
      return;
    }
    entry.conflicts = [...(entry.conflicts ?? []).filter((old) => !conflicts.some((conflict) => JSON.stringify(conflict.path) === JSON.stringify(old.path))), ...conflicts];
    entry.saveState = 'conflict';
    if (entry.timer !== undefined) this.timers.clear(entry.timer);
    entry.timer = undefined;
  }

  /** The user's choice for each conflict (in order): keep mine, or take theirs. Then the result is saved. */
  resolveConflicts(id: string, choices: ReadonlyArray<'mine' | 'theirs'>): void {
    const entry = this.entries.get(id);
    if (!entry?.conflicts) return;
    entry.character = withServerFields(resolve(entry.character, entry.conflicts, choices), entry.server);
    entry.conflicts = undefined;
    entry.saveState = 'pending';
    this.changed();
    void this.save(id);
  }

  /** A change saved elsewhere (socket or catch-up); applied now, or after the save on its way. */
  private receive(id: string, change: RemoteChange): void {
    const entry = this.entries.get(id);
    if (!entry || entry.gone) return;
    if (entry.inflight) {
      entry.buffered.push(change);
      return;
    }
    this.apply(entry, change);
    this.changed();
  }

  private apply(entry: Internal, change: RemoteChange): void {
    if (change.kind === 'whole') {
      const { character, tooNew } = currentShape(change.character);
      if (character.revision <= entry.server.revision) return;
      if (tooNew) {
        entry.tooNew = true;
        entry.server = entry.character = character;
        return;
      }
      return this.advance(entry, entry.server, character);
    }
    if (change.revision <= entry.server.revision) return;
    if (change.base > entry.server.revision) {
      // A revision in between never reached us: the catch-up brings it.
      void this.catchUp();
      return;
    }
    // Patches set values, so one made from an older revision than ours still gives the newer version.
    this.advance(entry, entry.server, { ...applyPatch(entry.server, change.patch), revision: change.revision });
  }

  private applyBuffered(entry: Internal): void {
    const changes = entry.buffered.splice(0);
    for (const change of changes) this.apply(entry, change);
  }

  /** `character_updated` (a whole character, docs/product-spec.md §7) or a character new to this tab. */
  applyRemote(received: StoredCharacter): void {
    if (!this.entries.has(received.id)) {
      this.put(received, received.justViewing === true);
      this.changed();
      return;
    }
    this.receive(received.id, { kind: 'whole', character: received });
  }

  /** `character_patched`, `_renamed`, `_moved`: a saved change as a patch on the previous revision. */
  applyRemotePatch(id: string, revision: number, patch: readonly PatchOperation[]): void {
    this.receive(id, { kind: 'patch', base: revision - 1, revision, patch });
  }

  /** `character_deleted`: gone at once when nothing is unsaved; otherwise kept (and said so) until the user decides. */
  applyRemoteDeleted(id: string, reason: 'deleted' | 'unshared'): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    if (entry.timer !== undefined) this.timers.clear(entry.timer);
    entry.timer = undefined;
    entry.gone = reason;
    entry.conflicts = undefined;
    entry.saveState = !entry.justViewing && localChanges(entry.server, entry.character).length > 0 ? 'unsaved' : 'saved';
    this.changed();
  }

  /** `character_viewers`: who the owner shares the character with now. */
  setViewers(id: string, viewers: StoredCharacter['viewers']): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    entry.server = { ...entry.server, viewers };
    entry.character = { ...entry.character, viewers };
    this.changed();
  }

  /**
   * After a reconnect: asks what changed since the revision of each character this tab has, and
   * applies it (patches, new and gone characters). Answers the folders for the folder list.
   */
  catchUp(): Promise<void> {
    this.catchingUp ??= this.fetchChanges().finally(() => {
      this.catchingUp = undefined;
    });
    return this.catchingUp;
  }

  private async fetchChanges(): Promise<void> {
    if (this.status !== 'initialised') return;
    const known = Object.fromEntries([...this.entries.values()].filter((entry) => !entry.gone).map((entry) => [entry.server.id, entry.server.revision]));
    const result = await this.deps.request<CharacterChangesResponse>('POST', '/characters/changes', { body: { known } });
    if (!result.ok) return;
    for (const change of result.data.changed) {
      if ('character' in change) this.applyRemote(change.character);
      else this.receive(change.id, { kind: 'patch', base: known[change.id] ?? change.revision - 1, revision: change.revision, patch: change.patch });
    }
    for (const id of result.data.deleted) this.applyRemoteDeleted(id, this.entries.get(id)?.justViewing ? 'unshared' : 'deleted');
    this.lastFolders = result.data.folders;
    this.changed();
  }

  /** The folders the last catch-up answered (the folder list reads them). */
  lastFolders: CharacterChangesResponse['folders'] | undefined;

  /** "Kopie behalten": a character deleted elsewhere is saved again as a new one, with the edits made here. */
  async keepCopy(id: string): Promise<StoredCharacter | undefined> {
    const entry = this.entries.get(id);
    if (!entry?.gone || entry.justViewing) return undefined;
    const { id: _id, revision: _revision, viewers: _viewers, justViewing: _justViewing, ...copy } = entry.character;
    const created = await this.create({ ...copy, revision: 0, viewers: [] } as Character);
    if (created) this.forget(id);
    return created;
  }

  /** Lets a character that is gone elsewhere go here too (its unsaved edits with it, after the user said so). */
  forget(id: string): void {
    const entry = this.entries.get(id);
    if (entry?.timer !== undefined) this.timers.clear(entry.timer);
    this.entries.delete(id);
    this.changed();
  }

  async remove(id: string): Promise<boolean> {
    const socketId = this.deps.socketId?.();
    const result = await this.deps.request('DELETE', `/characters/${id}`, { headers: socketId ? { 'x-socket-id': socketId } : undefined });
    if (!result.ok && result.status !== 404) return false;
    this.forget(id);
    return true;
  }

  /** Unsaved edits as patches against the revision they were made on (for the page-close save and the browser store). */
  pendingEdits(): PendingEdit[] {
    return [...this.entries.values()]
      .filter((entry) => !entry.justViewing && !entry.tooNew && !entry.gone && entry.saveState !== 'outdated')
      .map((entry) => ({ id: entry.server.id, name: entry.character.name, baseRevision: entry.restoredBase ?? entry.server.revision, patch: localChanges(entry.server, entry.character) }))
      .filter((edit) => edit.patch.length > 0);
  }

  /** Keeps every unsaved edit in the browser until the next login. */
  keepForLogin(): void {
    this.deps.keepPending?.(this.pendingEdits());
  }

  /** After a new login: saves what waited for it (the copy kept in the browser is not needed any more). */
  resume(): void {
    this.deps.takePending?.();
    for (const entry of this.entries.values()) {
      if (!entry.needsLogin) continue;
      entry.needsLogin = undefined;
      entry.saveState = 'pending';
      this.schedule(entry, 0);
    }
    this.changed();
  }

  /** Forgets everything (logout). */
  reset(): void {
    for (const entry of this.entries.values()) if (entry.timer !== undefined) this.timers.clear(entry.timer);
    this.entries.clear();
    this.status = 'uninitialised';
    this.lastFolders = undefined;
    this.changed();
  }
}

/** Applies each operation that still fits (an edit inside something removed meanwhile is left out). */
function applyEach(character: StoredCharacter, patch: readonly PatchOperation[]): StoredCharacter {
  let result = character;
  for (const operation of patch) {
    try {
      result = applyPatch(result, [operation]);
    } catch {
      console.error('An edit no longer fits the character and was left out');
    }
  }
  return result;
}

/**
 * A character as it came from the server, brought to the shape this page knows (the same named
 * migrations the server runs). One written by a newer Vitae is kept as it is and marked, so it
 * is shown but never saved over by this older page.
 */
function currentShape(received: StoredCharacter): { character: StoredCharacter; tooNew: boolean } {
  try {
    const { value, applied } = migrateCharacter(received);
    // The migrations turn any older stored shape into the current one; the server validated it when it was written.
    return { character: applied.length > 0 ? (value as StoredCharacter) : received, tooNew: false };
  } catch (error) {
    if (error instanceof CharacterTooNewError) return { character: received, tooNew: true };
    throw error;
  }
}
