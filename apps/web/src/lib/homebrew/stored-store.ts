import { useSyncExternalStore } from 'react';
import { homebrewForgottenEvent } from './forget.ts';

/**
 * A homebrew store kept in local storage: read once (an unreadable copy starts from `read`'s
 * fallback; the server's copy fills it again), written on every change, told to its listeners,
 * and forgotten in memory on logout (see forget.ts, which empties the stored copy).
 */
export function storedStore<T>(key: string, read: (raw: string | null) => T) {
  let current: T | undefined;
  const listeners = new Set<() => void>();
  const get = (): T => (current ??= read(localStorage.getItem(key)));
  const tell = () => {
    for (const listener of listeners) listener();
  };
  if (typeof window !== 'undefined') {
    window.addEventListener(homebrewForgottenEvent, () => {
      current = undefined;
      tell();
    });
  }
  /** Calls `listener` on every change of the store (for `useSyncExternalStore`). */
  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    get,
    subscribe,
    commit(next: T): void {
      current = next;
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the store still works for this visit, and the server keeps the truth.
      }
      tell();
    },
    /** The store, re-rendering on every change. */
    use: (): T => useSyncExternalStore(subscribe, get, get),
  };
}
