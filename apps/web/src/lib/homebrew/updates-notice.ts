import { useSyncExternalStore } from 'react';
import { apiRequest } from '../api-client.ts';

/**
 * How many installed homebrew items have a newer version (issue #49), so the main screen's
 * Homebrew tab can say so before it is opened. Asked once per start; the homebrew tab updates it
 * with what it learns itself.
 */
let count = 0;
let asked = false;
const listeners = new Set<() => void>();

export function setHomebrewUpdateCount(next: number): void {
  if (next === count) return;
  count = next;
  listeners.forEach((listener) => listener());
}

/** Asks the server once per start (a failure says nothing: the tab checks again when opened). */
export async function checkHomebrewUpdates(): Promise<void> {
  if (asked) return;
  asked = true;
  const answer = await apiRequest<{ updates: unknown[] }>('GET', '/homebrew/installed/updates');
  if (answer.ok && Array.isArray(answer.data.updates)) setHomebrewUpdateCount(answer.data.updates.length);
}

export function useHomebrewUpdateCount(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => count,
  );
}
