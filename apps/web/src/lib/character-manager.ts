import type { Character } from '@vitae/core';
import type { CharacterListResponse, ErrorCode, StoredCharacter } from '@vitae/core/api';
import { CharacterTooNewError, migrateCharacter } from '@vitae/core/migrate';
import type { ApiResult } from './api-client.ts';

/**
 * Where a character's edits stand: `pending` waits for the 1 s debounce, `unsaved` failed and is
 * retried, `conflict` was refused because someone else saved first (the user decides),
 * `outdated` was refused because a newer Vitae wrote the character (kept here until a reload).
 */
export type SaveState = 'saved' | 'pending' | 'saving' | 'unsaved' | 'conflict' | 'outdated';

export interface CharacterEntry {
  character: StoredCharacter;
  /** Shared with the caller by someone else: view only, never saved. */
  justViewing: boolean;
  saveState: SaveState;
  /** The stored version that refused our save (409), until the user resolves it. */
  theirs?: StoredCharacter;
  /** Written by a newer Vitae than this page: shown, never saved over (a reload brings the new version). */
  tooNew?: boolean;
  /** Why the last save failed, when the server said (e.g. a quota: `storage_full`). */
  saveError?: ErrorCode;
}

/** Refusals that repeating the same save cannot fix: wait for the next edit instead of retrying. */
const needsAChange = new Set<ErrorCode>(['character_too_large', 'storage_full', 'too_many_characters', 'too_large', 'invalid_text', 'too_deep']);

export type ManagerStatus = 'uninitialised' | 'loading' | 'initialised';

export interface ManagerSnapshot {
  status: ManagerStatus;
  entries: readonly CharacterEntry[];
}

type Request = <T>(method: string, path: string, options?: { body?: unknown; headers?: Record<string, string> }) => Promise<ApiResult<T>>;

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
}

/** Spec §9: saves wait 1 s after the latest change. */
export const saveDebounceMs = 1_000;
/** Failed saves are retried after 1, 2, 4, 8, 16, then every 30 seconds. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000, 1_000 * 2 ** attempt);
}

interface Internal extends CharacterEntry {
  /** Counts local edits, so a save that raced with a newer edit does not mark it saved. */
  edits: number;
  timer?: unknown;
  attempts: number;
}

const defaultTimers: Timers = { set: (callback, ms) => setTimeout(callback, ms), clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) };

/**
 * The character manager of docs/product-spec.md §4: loads once, keeps every character of the account, saves each
 * one 1 s after its latest change (independently of the others), and never drops an edit — a
 * failed save is kept and retried, a refused one waits for the user's decision.
 */
export class CharacterManager {
  private readonly timers: Timers;
  private readonly entries = new Map<string, Internal>();
  private readonly listeners = new Set<() => void>();
  private status: ManagerStatus = 'uninitialised';
  private loading: Promise<'ok' | 'not_authed' | 'error'> | undefined;
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
      entries: [...this.entries.values()].map(({ character, justViewing, saveState, theirs, tooNew, saveError }) => ({ character, justViewing, saveState, theirs, tooNew, saveError })),
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
    this.changed();
    return 'ok';
  }

  private put(received: StoredCharacter, justViewing: boolean): void {
    const existing = this.entries.get(received.id);
    // A reload must not overwrite edits that are still on their way.
    if (existing && existing.saveState !== 'saved') return;
    const { character, tooNew } = currentShape(received);
    this.entries.set(character.id, { character, justViewing, saveState: 'saved', edits: 0, attempts: 0, ...(tooNew ? { tooNew } : {}) });
  }

  /** Spec §4 preload: `not_authed` without a session, `not_found` for an unknown id, else `true`. */
  async preload(id: string): Promise<'not_authed' | 'not_found' | 'error' | true> {
    const loaded = await this.load();
    if (loaded !== 'ok') return loaded;
    return this.entries.has(id) ? true : 'not_found';
  }

  /** Creates a character on the server (the server names it) and adds it to the list. */
  async create(character: Character, onFailure?: (failure: Extract<ApiResult<unknown>, { ok: false }>) => void): Promise<StoredCharacter | undefined> {
    const result = await this.deps.request<{ id: string; revision: number }>('POST', '/characters', { body: character });
    if (!result.ok) {
      onFailure?.(result);
      return undefined;
    }
    const stored = { ...character, id: result.data.id, revision: result.data.revision } as StoredCharacter;
    this.entries.set(stored.id, { character: stored, justViewing: false, saveState: 'saved', edits: 0, attempts: 0 });
    this.changed();
    return stored;
  }

  /** Changes a character locally at once and saves it 1 s after the latest change. */
  update(id: string, change: Partial<Character> | ((character: StoredCharacter) => StoredCharacter)): void {
    const entry = this.entries.get(id);
    if (!entry || entry.justViewing || entry.tooNew) return;
    entry.character = typeof change === 'function' ? change(entry.character) : ({ ...entry.character, ...change } as StoredCharacter);
    entry.edits += 1;
    if (entry.saveState !== 'conflict') {
      entry.saveState = entry.saveState === 'saving' ? 'saving' : 'pending';
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
    if (!entry || entry.justViewing || entry.tooNew || entry.saveState === 'conflict' || entry.saveState === 'saved' || entry.saveState === 'outdated') return;
    if (entry.saveState === 'saving') return this.schedule(entry, saveDebounceMs);
    const editsAtSend = entry.edits;
    entry.saveState = 'saving';
    this.changed();
    const socketId = this.deps.socketId?.();
    const result = await this.deps.request<{ revision: number }>('PUT', `/characters/${id}`, {
      body: entry.character,
      headers: socketId ? { 'x-socket-id': socketId } : undefined,
    });
    if (!this.entries.has(id)) return;
    if (result.ok) {
      entry.character = { ...entry.character, revision: result.data.revision };
      entry.attempts = 0;
      entry.saveError = undefined;
      entry.saveState = entry.edits === editsAtSend ? 'saved' : 'pending';
      if (entry.saveState === 'pending') this.schedule(entry, saveDebounceMs);
    } else if (result.status === 409 && (result.body as { code?: string } | undefined)?.code === 'schema_too_new') {
      // The server is newer or older than this page in a way it cannot bridge: keep the edit, ask for a reload.
      console.error('Failed to save character');
      entry.saveState = 'outdated';
    } else if (result.status === 409 && (result.body as { character?: StoredCharacter } | undefined)?.character) {
      entry.theirs = currentShape((result.body as { character: StoredCharacter }).character).character;
      entry.saveState = 'conflict';
    } else if (result.status === 404) {
      // Deleted elsewhere: nothing left to save it into.
      this.entries.delete(id);
    } else {
      console.error('Failed to save character');
      entry.saveState = 'unsaved';
      entry.saveError = result.code;
      // The edit stays here either way; a quota refusal waits for the next change (or a retry
      // after a minute, when the user may have made room elsewhere), a rate limit backs off.
      const delay = result.code && needsAChange.has(result.code) ? 60_000 : retryDelayMs(entry.attempts);
      this.schedule(entry, delay);
      entry.attempts += 1;
    }
    this.changed();
  }

  /** After a 409: take the stored version (`theirs`), or save ours on top of it (`mine`). */
  resolveConflict(id: string, keep: 'theirs' | 'mine'): void {
    const entry = this.entries.get(id);
    if (!entry?.theirs) return;
    const theirs = entry.theirs;
    entry.theirs = undefined;
    if (keep === 'theirs') {
      entry.character = theirs;
      entry.saveState = 'saved';
    } else {
      entry.character = { ...entry.character, revision: theirs.revision };
      entry.saveState = 'pending';
      void this.save(id);
    }
    this.changed();
  }

  /**
   * A `character_updated` event: merges into the loaded copy. Local edits that are not saved
   * yet win for now; their save then meets the newer revision and asks the user (409).
   */
  applyRemote(received: StoredCharacter): void {
    const { character, tooNew } = currentShape(received);
    const entry = this.entries.get(character.id);
    if (!entry) {
      this.put(character, character.justViewing === true);
    } else if (entry.saveState === 'saved' && character.revision >= entry.character.revision) {
      entry.character = tooNew ? character : { ...entry.character, ...character };
      entry.justViewing = entry.justViewing || character.justViewing === true;
      entry.tooNew = tooNew || undefined;
    } else {
      return;
    }
    this.changed();
  }

  async remove(id: string): Promise<boolean> {
    const result = await this.deps.request('DELETE', `/characters/${id}`);
    if (!result.ok) return false;
    const entry = this.entries.get(id);
    if (entry?.timer !== undefined) this.timers.clear(entry.timer);
    this.entries.delete(id);
    this.changed();
    return true;
  }

  /** Characters whose edits have not reached the server yet. */
  unsavedCharacters(): StoredCharacter[] {
    return [...this.entries.values()].filter((entry) => entry.saveState !== 'saved' && entry.saveState !== 'outdated' && !entry.justViewing && !entry.tooNew).map((entry) => entry.character);
  }

  /** Forgets everything (logout). */
  reset(): void {
    for (const entry of this.entries.values()) if (entry.timer !== undefined) this.timers.clear(entry.timer);
    this.entries.clear();
    this.status = 'uninitialised';
    this.changed();
  }
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
