import { useSyncExternalStore } from 'react';
import { apiRequest } from '../api-client.ts';
import { onLive } from '../live-events.ts';

/**
 * How many installed homebrew items have a newer version (issue #49), so the main screen's
 * Homebrew tab can say so before it is opened. Asked once per start and again whenever the
 * server says an author saved a newer version of something this account installed
 * (`homebrew_updated`); the homebrew tab updates it with what it learns itself.
 */
let count = 0;
let asked = false;
let watching = false;
const listeners = new Set<() => void>();

export function setHomebrewUpdateCount(next: number): void {
  if (next === count) return;
  count = next;
  listeners.forEach((listener) => listener());
}

/** Every newer version the answer names: the Vampire `updates` and the other kinds' `kindUpdates`. */
export function countHomebrewUpdates(answer: { updates?: unknown; kindUpdates?: unknown }): number {
  const count = (list: unknown) => (Array.isArray(list) ? list.length : 0);
  return count(answer.updates) + count(answer.kindUpdates);
}

async function askServer(): Promise<void> {
  const answer = await apiRequest<{ updates?: unknown; kindUpdates?: unknown }>('GET', '/homebrew/installed/updates');
  if (answer.ok && Array.isArray(answer.data.updates)) setHomebrewUpdateCount(countHomebrewUpdates(answer.data));
}

/**
 * Asks the server once per start (a failure says nothing: the tab checks again when opened) and
 * from then on follows the live pushes of newer versions.
 */
export async function checkHomebrewUpdates(): Promise<void> {
  if (!watching) {
    watching = true;
    onLive('homebrew-updated', () => void askServer());
  }
  if (asked) return;
  asked = true;
  await askServer();
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
