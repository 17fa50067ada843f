import type { StoredCharacter } from '@vitae/core/api';
import { forgettable } from './decisions.ts';
import { publicEntry, type Internal, type ManagerDeps, type ManagerSnapshot, type ManagerStatus, type Timers } from './entry.ts';
import { cachedRecord } from './shape.ts';

const defaultTimers: Timers = { set: (callback, ms) => setTimeout(callback, ms), clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) };

/**
 * The manager's state: every entry, the load status, and the snapshot screens render from. Each
 * change publishes a new snapshot and writes what changed to the browser's cache.
 */
export class CharacterStore {
  readonly timers: Timers;
  readonly entries = new Map<string, Internal>();
  status: ManagerStatus = 'uninitialised';
  /**
   * The list is what this browser kept and the server has not confirmed it yet (a start from the
   * cache before its catch-up, or offline). Not in the snapshot: a confirmation that changed
   * nothing must not render the screens again.
   */
  keptOnly = false;
  /** The whole characters the cache holds for entries that are only light here. */
  readonly keptWhole = new Map<string, StoredCharacter>();
  /** What was last written to the cache per character (by identity), so only changes are written. */
  readonly persisted = new Map<string, { server: StoredCharacter; character: StoredCharacter; restoredBase: number | undefined }>();
  private readonly listeners = new Set<() => void>();
  private snapshot: ManagerSnapshot = { status: 'uninitialised', entries: [] };

  constructor(readonly deps: ManagerDeps) {
    this.timers = deps.timers ?? defaultTimers;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): ManagerSnapshot => this.snapshot;

  /** Publishes the current state to screens (and the browser's cache). */
  changed(): void {
    this.persist();
    this.snapshot = { status: this.status, entries: [...this.entries.values()].map(publicEntry) };
    this.listeners.forEach((listener) => listener());
  }

  /** The cache already holds this entry as it is now (written again only once it changes). */
  markPersisted(id: string, entry: Internal): void {
    this.persisted.set(id, { server: entry.server, character: entry.character, restoredBase: entry.restoredBase });
  }

  /** Writes what changed since the last write to the browser's cache: the acknowledged version and the unsent edit. */
  private persist(): void {
    const cache = this.status === 'initialised' ? this.deps.cache?.() : undefined;
    if (!cache) return;
    for (const [id, entry] of this.entries) {
      if (forgettable(entry)) continue;
      const last = this.persisted.get(id);
      if (last && last.server === entry.server && last.character === entry.character && last.restoredBase === entry.restoredBase) continue;
      this.markPersisted(id, entry);
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

  /** The socket id header of a write, so the server does not echo it back to this tab. */
  socketHeaders(): Record<string, string> | undefined {
    const socketId = this.deps.socketId?.();
    return socketId ? { 'x-socket-id': socketId } : undefined;
  }

  /** Stops an entry's save timer. */
  clearTimer(entry: Internal): void {
    if (entry.timer !== undefined) this.timers.clear(entry.timer);
    entry.timer = undefined;
  }
}
