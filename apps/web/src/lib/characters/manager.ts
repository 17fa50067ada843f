import type { Character } from '@vitae/core';
import type { CharacterChangesResponse, CharacterListEntry, ErrorCode, LightCharacterListResponse, PatchCharacterResponse, StoredCharacter } from '@vitae/core/api';
import { CharacterTooNewError, characterSchemaVersion, migrateCharacter } from '@vitae/core/migrate';
import { applyPatch, type PatchOperation, type PatchPath } from '@vitae/core/patch';
import type { ApiResult } from '../api-client.ts';
import { conflictsWithoutBase, localChanges, rebase, resolve, withServerFields, type SaveConflict } from './rebase.ts';
import type { CachedAccount, CachedCharacter, CharacterCache } from './offline-cache.ts';
import type { PendingEdit } from './pending-edits.ts';

export type { SaveConflict } from './rebase.ts';

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
  /**
   * The whole character once `loaded`; before that, what the light list carries of it (name,
   * line, the line's list facts, folder, revision, viewers) — enough for the list, a rename or a
   * move. Screens that need the sheet open it through `preload`/`whole`.
   */
  character: StoredCharacter;
  /** The whole character is here (opened, created or sent whole by the server), not only its list facts. */
  loaded: boolean;
  /** The avatar's own URL from the light list (`null`: none); a loaded character shows `character.avatar` instead. */
  avatarUrl: string | null;
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
  /** The signed-in account's characters in this browser (IndexedDB): the list offline, unsent edits across reloads. */
  cache?: () => CharacterCache | undefined;
  /** A sheet's character and the list, already asked for (see `sheet-head-start.ts`); taken once, by the first load. */
  headStart?: () => { id: string; character: Promise<ApiResult<StoredCharacter>>; list: Promise<ApiResult<LightCharacterListResponse>> } | undefined;
}

/** At most this many whole characters are fetched in the background after a start (see `prefetchWhole`). */
export const prefetchLimit = 200;
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

/** Gone elsewhere with nothing unsent: the browser's copy has no use for it (an unsent edit stays kept). */
function forgettable(entry: CharacterEntry): boolean {
  return entry.gone !== undefined && entry.saveState === 'saved';
}

interface Internal extends CharacterEntry {
  /** The whole character on its way from the server (see `whole`). */
  fetching?: Promise<'ok' | 'not_authed' | 'not_found' | 'error'>;
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
  private catchingUp: Promise<boolean> | undefined;
  /** A catch-up asked for while one runs: that one may have asked before the change happened, so another follows it. */
  private catchUpAfter: Promise<boolean> | undefined;
  private snapshot: ManagerSnapshot = { status: 'uninitialised', entries: [] };
  private keptOnly = false;
  /**
   * The character of the sheet being opened (see `load`): the server's answer when it was asked for
   * beside the list (a start without kept copies), `undefined` when it was not. Taken by its first `whole`.
   */
  private early: { id: string; answer: Promise<ApiResult<StoredCharacter> | undefined> } | undefined;

  /**
   * The list is what this browser kept and the server has not confirmed it yet (a start from the
   * cache before its catch-up, or offline). Not in the snapshot: a confirmation that changed
   * nothing must not render the screens again.
   */
  get fromCache(): boolean {
    return this.keptOnly;
  }
  /** The whole characters the cache holds for entries that are only light here. */
  private readonly keptWhole = new Map<string, StoredCharacter>();
  /** What was last written to the cache per character (by identity), so only changes are written. */
  private readonly persisted = new Map<string, { server: StoredCharacter; character: StoredCharacter; restoredBase: number | undefined }>();

  constructor(private readonly deps: ManagerDeps) {
    this.timers = deps.timers ?? defaultTimers;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): ManagerSnapshot => this.snapshot;

  private changed(): void {
    this.persist();
    this.snapshot = {
      status: this.status,
      entries: [...this.entries.values()].map(({ character, loaded, avatarUrl, justViewing, saveState, conflicts, tooNew, gone, rejection, saveError, needsLogin }) => ({
        character,
        loaded,
        avatarUrl,
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

  /** Writes what changed since the last write to the browser's cache: the acknowledged version and the unsent edit. */
  private persist(): void {
    const cache = this.status === 'initialised' ? this.deps.cache?.() : undefined;
    if (!cache) return;
    for (const [id, entry] of this.entries) {
      if (forgettable(entry)) continue;
      const last = this.persisted.get(id);
      if (last && last.server === entry.server && last.character === entry.character && last.restoredBase === entry.restoredBase) continue;
      this.persisted.set(id, { server: entry.server, character: entry.character, restoredBase: entry.restoredBase });
      // A list entry must not replace the whole character kept for it (same revision, nothing unsent).
      if (!entry.loaded && entry.character === entry.server && this.keptWhole.get(id)?.revision === entry.server.revision) continue;
      cache.write(id, cachedRecord(entry));
    }
    for (const id of [...this.persisted.keys()]) {
      const entry = this.entries.get(id);
      if (entry && !forgettable(entry)) continue;
      this.persisted.delete(id);
      cache.write(id, undefined);
    }
  }

  get(id: string): CharacterEntry | undefined {
    return this.entries.get(id);
  }

  /**
   * Loads the list once (uninitialised → initialised); later calls share the first load. `opening`
   * names a character about to be opened (a sheet's address): when the list comes from the server,
   * that character is asked for at the same time, not one round trip after the list.
   */
  load(opening?: string): Promise<'ok' | 'not_authed' | 'error'> {
    if (this.status === 'initialised') return Promise.resolve('ok');
    if (!this.loading) {
      let ask: (answer: Promise<ApiResult<StoredCharacter>> | undefined) => void = () => undefined;
      if (opening !== undefined) this.early = { id: opening, answer: new Promise((resolve) => (ask = (answer) => resolve(answer))) };
      this.loading = this.fetchList(opening, ask).finally(() => {
        // A start that did not ask (kept copies, no session) says so: nobody waits for an answer.
        ask(undefined);
        this.loading = undefined;
      });
    }
    return this.loading;
  }

  /**
   * The character of a sheet being opened as the server first answered it, while the list is still
   * on its way (the sheet's line can start loading then); `undefined` when it was not asked for beside the list.
   */
  async opening(id: string): Promise<StoredCharacter | undefined> {
    const answer = this.early?.id === id ? await this.early.answer : undefined;
    return answer?.ok ? answer.data : undefined;
  }

  private async fetchList(opening: string | undefined, ask: (answer: Promise<ApiResult<StoredCharacter>>) => void): Promise<'ok' | 'not_authed' | 'error'> {
    // Taken before anything else: a start that does not use it (no session, kept copies) drops it.
    const head = this.deps.headStart?.();
    if (this.deps.hasSession && !(await this.deps.hasSession())) return 'not_authed';
    this.status = 'loading';
    this.changed();
    const cache = this.deps.cache?.();
    const cached = await cache?.read();
    // A browser that keeps this account's characters starts from them at once (the list's round
    // trip was a third of a warm start on a phone) and asks the server what changed since.
    if (cache && cached && cached.characters.length > 0) {
      this.startFromCache(cached);
      void this.reconcileKept(cache);
      return 'ok';
    }
    if (opening !== undefined) ask(head?.id === opening ? head.character : this.deps.request<StoredCharacter>('GET', `/characters/${encodeURIComponent(opening)}`));
    const result = await (head?.list ?? this.deps.request<LightCharacterListResponse>('GET', '/characters'));
    if (!result.ok) {
      this.early = undefined;
      this.status = 'uninitialised';
      this.changed();
      return result.status === 401 ? 'not_authed' : 'error';
    }
    for (const entry of result.data.characters) this.putLight(entry, false);
    for (const entry of result.data.sharedCharacters) this.putLight(entry, true);
    this.status = 'initialised';
    this.keptOnly = false;
    const pending = this.deps.takePending?.() ?? [];
    // A kept edit goes on top of the whole character, so it is loaded first.
    await Promise.all(pending.map((edit) => this.whole(edit.id)));
    for (const edit of pending) this.restore(edit);
    this.changed();
    if (cache) void this.prefetchWhole(cache);
    return 'ok';
  }

  /**
   * After a start from the kept characters: the catch-up brings what changed elsewhere meanwhile
   * (patches, new characters, deleted ones: the same as after a reconnect, so an unsent edit is
   * merged, never overwritten), then the characters kept only as list entries are fetched whole.
   * Unreached (offline), the kept list stays until the connection is back.
   */
  private async reconcileKept(cache: CharacterCache): Promise<void> {
    if (!(await this.catchUp())) return;
    this.keptOnly = false;
    void this.prefetchWhole(cache);
  }

  /**
   * After an online start, the characters this browser does not keep whole are fetched in the
   * background (two at a time, at most `prefetchLimit`) into the cache only, so each of them opens
   * offline later; the list stays light here (opening a sheet loads it as before). Stops at the
   * first failure (offline, or the session ended).
   */
  private async prefetchWhole(cache: CharacterCache): Promise<void> {
    // After the caller's own use of the list (a sheet being opened loads its character itself: not twice).
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Nor the character asked for beside the list: its sheet takes that answer, however late its route comes.
    const opening = this.early?.id;
    const missing = [...this.entries.values()]
      .filter((entry) => !entry.loaded && !entry.gone && entry.server.id !== opening && this.keptWhole.get(entry.server.id)?.revision !== entry.server.revision)
      .slice(0, prefetchLimit);
    let failed = false;
    const worker = async () => {
      for (let entry = missing.shift(); entry && !failed; entry = missing.shift()) {
        if (entry.loaded || entry.fetching) continue;
        const id = entry.server.id;
        const result = await this.deps.request<StoredCharacter>('GET', `/characters/${id}`);
        if (!result.ok) {
          failed = true;
          break;
        }
        const current = this.entries.get(id);
        // Changed meanwhile (loaded, edited, patched): the next start fetches it again.
        if (current !== entry || entry.loaded || result.data.revision !== entry.server.revision || entry.character !== entry.server) continue;
        const { character } = currentShape({ ...result.data, viewers: entry.server.viewers } as StoredCharacter);
        this.keptWhole.set(id, character);
        cache.write(id, { server: character, loaded: true, avatarUrl: entry.avatarUrl, justViewing: entry.justViewing });
      }
    };
    await Promise.all([worker(), worker()]);
  }

  /** A light-list entry: its facts stand in for the character until it is opened. */
  private putLight(received: CharacterListEntry, justViewing: boolean): void {
    const existing = this.entries.get(received.id);
    if (existing && (existing.saveState !== 'saved' || existing.gone || existing.loaded)) return;
    const { avatarUrl, schemaVersion, updatedAt: _updatedAt, ...facts } = received;
    // The list facts are a part of the character; nothing reads more of it before `whole` loads it.
    const character = facts as unknown as StoredCharacter;
    this.entries.set(character.id, {
      character,
      server: character,
      loaded: false,
      avatarUrl,
      justViewing,
      saveState: 'saved',
      attempts: 0,
      buffered: [],
      ...(schemaVersion > characterSchemaVersion ? { tooNew: true } : {}),
    });
  }

  /**
   * Loads the whole character of a list entry (spec §2 preload), once; edits made to the light
   * entry meanwhile (a rename, a move) stay on top. `not_found` when the server does not know it.
   */
  whole(id: string): Promise<'ok' | 'not_authed' | 'not_found' | 'error'> {
    const entry = this.entries.get(id);
    if (!entry) return Promise.resolve('not_found');
    if (entry.loaded) return Promise.resolve('ok');
    entry.fetching ??= this.fetchWhole(entry).finally(() => {
      entry.fetching = undefined;
    });
    return entry.fetching;
  }

  /** The whole character (loaded first when only its list entry is here); `undefined` when it cannot be loaded. */
  async wholeCharacter(id: string): Promise<StoredCharacter | undefined> {
    if ((await this.whole(id)) !== 'ok') return undefined;
    return this.entries.get(id)?.character;
  }

  private async fetchWhole(entry: Internal): Promise<'ok' | 'not_authed' | 'not_found' | 'error'> {
    // The copy this browser kept of the same revision is that character: opening it needs no download.
    const kept = this.keptWhole.get(entry.server.id);
    const result: ApiResult<StoredCharacter> =
      kept?.revision === entry.server.revision ? { ok: true, status: 200, data: { ...kept, viewers: entry.server.viewers ?? kept.viewers } as StoredCharacter } : await this.download(entry);
    if (!result.ok) return result.status === 401 ? 'not_authed' : result.status === 404 ? 'not_found' : 'error';
    if (entry.loaded || this.entries.get(entry.server.id) !== entry) return 'ok';
    const { character: received, tooNew } = currentShape(result.data);
    const edits = localChanges(entry.server, entry.character);
    entry.loaded = true;
    if (tooNew) entry.tooNew = true;
    if (received.revision >= entry.server.revision) {
      entry.server = { ...received, viewers: received.viewers ?? entry.server.viewers } as StoredCharacter;
      entry.character = withServerFields(applyEach(entry.server, edits), entry.server);
    } else {
      // A change arrived by socket while this was on its way: the answer is older, so it is the base and the newer facts go on top.
      entry.server = { ...received, ...entry.server } as StoredCharacter;
      entry.character = withServerFields({ ...received, ...entry.character } as StoredCharacter, entry.server);
    }
    this.changed();
    return 'ok';
  }

  /** The character from the server: the answer asked for beside the list when it is for this entry and not older than the list, else a new request. */
  private async download(entry: Internal): Promise<ApiResult<StoredCharacter>> {
    const early = this.early?.id === entry.server.id ? this.early.answer : undefined;
    if (early) this.early = undefined;
    const answer = await early;
    if (answer && (!answer.ok || answer.data.revision >= entry.server.revision)) return answer;
    return this.deps.request<StoredCharacter>('GET', `/characters/${entry.server.id}`);
  }

  /** The list as this browser kept it, with the edits that were not sent yet (`fromCache` until the server confirmed it). */
  private startFromCache(cached: CachedAccount): 'ok' {
    for (const record of cached.characters) {
      this.putCached(record);
      // The cache holds it already: written again only once it changes (a large account's start would copy every character).
      const entry = this.entries.get(record.server.id);
      if (entry) this.persisted.set(record.server.id, { server: entry.server, character: entry.character, restoredBase: entry.restoredBase });
    }
    this.status = 'initialised';
    this.keptOnly = true;
    for (const record of cached.characters) if (record.edit && !record.justViewing) this.restore(record.edit);
    for (const edit of this.deps.takePending?.() ?? []) this.restore(edit);
    this.changed();
    return 'ok';
  }

  /** A kept character as it was kept: whole (migrated like one from the server) or only its list entry. */
  private putCached(record: CachedCharacter): void {
    if (record.loaded) {
      this.put(record.server, record.justViewing);
      return;
    }
    this.entries.set(record.server.id, {
      character: record.server,
      server: record.server,
      loaded: false,
      avatarUrl: record.avatarUrl,
      justViewing: record.justViewing,
      saveState: 'saved',
      attempts: 0,
      buffered: [],
    });
  }

  /**
   * The server is reachable again: edits that failed for want of a network go out now (against
   * the revision they were made on, so the server merges them like another device's), and the
   * catch-up brings what changed elsewhere meanwhile.
   */
  reconnected(): void {
    this.keptOnly = false;
    for (const entry of this.entries.values()) {
      if (entry.saveState !== 'unsaved' || entry.needsLogin || entry.gone || entry.inflight) continue;
      entry.attempts = 0;
      this.schedule(entry, 0);
    }
    this.changed();
    void this.catchUp();
  }

  private put(received: StoredCharacter, justViewing: boolean): void {
    const existing = this.entries.get(received.id);
    // A reload must not overwrite edits that are still on their way.
    if (existing && (existing.saveState !== 'saved' || existing.gone)) return;
    const { character, tooNew } = currentShape(received);
    this.entries.set(character.id, { character, server: character, loaded: true, avatarUrl: null, justViewing, saveState: 'saved', attempts: 0, buffered: [], ...(tooNew ? { tooNew } : {}) });
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
    const loaded = await this.load(id);
    if (loaded !== 'ok') return loaded;
    const whole = await this.whole(id);
    // Not in the list: the answer asked for beside it is nobody's.
    if (this.early?.id === id) this.early = undefined;
    return whole === 'ok' ? true : whole;
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
    this.entries.set(stored.id, { character: stored, server: stored, loaded: true, avatarUrl: null, justViewing: false, saveState: 'saved', attempts: 0, buffered: [] });
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
    // Unreached (offline): the next attempt must still say which revision the edit was made on.
    if (result.ok || result.status !== 0) entry.restoredBase = undefined;
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
      if (!entry.loaded) {
        // The server sent it whole: keep it whole (edits to the light entry go on top).
        const edits = localChanges(entry.server, entry.character);
        entry.loaded = true;
        entry.server = { ...character, viewers: character.viewers ?? entry.server.viewers } as StoredCharacter;
        entry.character = withServerFields(applyEach(entry.server, edits), entry.server);
        if (tooNew) entry.tooNew = true;
        return;
      }
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
    if (!entry.loaded) {
      // A light entry takes what fits of the patch (its list facts); a new avatar is a new avatar URL, its bytes stay on the server.
      const avatar = change.patch.filter((operation) => operation.path[0] === 'avatar');
      if (avatar.length > 0) {
        const last = avatar[avatar.length - 1]!;
        entry.avatarUrl = last.path.length === 1 && typeof last.value === 'string' && last.value !== '' ? `/api/characters/${entry.server.id}/avatar?v=r${change.revision}` : last.path.length === 1 ? null : entry.avatarUrl;
      }
      const rest = change.patch.filter((operation) => operation.path[0] !== 'avatar');
      this.advance(entry, entry.server, { ...applyEach(entry.server, rest), revision: change.revision });
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
  catchUp(): Promise<boolean> {
    if (this.catchingUp) {
      const again = () => {
        this.catchUpAfter = undefined;
        return this.catchUp();
      };
      // Also after a failed one: a rejected promise kept here would answer every later call.
      this.catchUpAfter ??= this.catchingUp.then(again, again);
      return this.catchUpAfter;
    }
    this.catchingUp = this.fetchChanges().finally(() => {
      this.catchingUp = undefined;
    });
    return this.catchingUp;
  }

  /**
   * A character the server made for this account on this tab's request (an accepted offer): the
   * server does not echo it to the asking socket, so it is fetched whole and listed here.
   */
  async adopt(id: string): Promise<boolean> {
    if (this.entries.get(id)?.loaded) return true;
    const result = await this.deps.request<StoredCharacter>('GET', `/characters/${id}`);
    if (!result.ok) return false;
    this.applyRemote({ ...result.data, viewers: result.data.viewers ?? [] });
    return true;
  }

  /** `false` when the server was not reached or refused. */
  private async fetchChanges(): Promise<boolean> {
    if (this.status !== 'initialised') return false;
    const known = Object.fromEntries([...this.entries.values()].filter((entry) => !entry.gone).map((entry) => [entry.server.id, entry.server.revision]));
    const result = await this.deps.request<CharacterChangesResponse>('POST', '/characters/changes', { body: { known } });
    if (!result.ok) return false;
    for (const change of result.data.changed) {
      if ('character' in change) this.applyRemote(change.character);
      else this.receive(change.id, { kind: 'patch', base: known[change.id] ?? change.revision - 1, revision: change.revision, patch: change.patch });
    }
    for (const id of result.data.deleted) this.applyRemoteDeleted(id, this.entries.get(id)?.justViewing ? 'unshared' : 'deleted');
    // Each change above published itself; nothing changed elsewhere (the usual answer) renders nothing again.
    this.lastFolders = result.data.folders;
    return true;
  }

  /** The folders the last catch-up answered (the folder list reads them). */
  lastFolders: CharacterChangesResponse['folders'] | undefined;

  /** "Kopie behalten": a character deleted elsewhere is saved again as a new one, with the edits made here. */
  async keepCopy(id: string): Promise<StoredCharacter | undefined> {
    const entry = this.entries.get(id);
    // A light entry holds only its list facts: a copy of those would not be the character.
    if (!entry?.gone || entry.justViewing || !entry.loaded) return undefined;
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
    this.persisted.clear();
    this.keptWhole.clear();
    this.keptOnly = false;
    this.early = undefined;
    this.status = 'uninitialised';
    this.lastFolders = undefined;
    this.changed();
  }
}

function cachedRecord(entry: Internal): CachedCharacter {
  const patch = entry.justViewing || entry.tooNew ? [] : localChanges(entry.server, entry.character);
  const edit = patch.length > 0 ? { id: entry.server.id, name: entry.character.name, baseRevision: entry.restoredBase ?? entry.server.revision, patch } : undefined;
  return { server: entry.server, loaded: entry.loaded, avatarUrl: entry.avatarUrl, justViewing: entry.justViewing, ...(edit ? { edit } : {}) };
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
