import { useSyncExternalStore } from 'react';

let shown: () => void = () => undefined;
const firstScreen = new Promise<void>((resolve) => (shown = resolve));
let hasShown = false;
const listeners = new Set<() => void>();

/** The app (not the loading screen) has painted its first screen: called once by the root. */
export function markFirstScreen(): void {
  shown();
  hasShown = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** Whether the first screen has painted (the hook's snapshot). */
export function firstScreenShown(): boolean {
  return hasShown;
}

/** Whether the first screen has painted, re-rendering when it has: for parts of a screen that may come after it. */
export function useFirstScreenShown(): boolean {
  return useSyncExternalStore(subscribe, firstScreenShown, firstScreenShown);
}

/** Resolves once the first screen has painted: work that must not compete with it for the network waits here. */
export function afterFirstScreen(): Promise<void> {
  return firstScreen;
}

/**
 * Resolves once the first screen has painted and the browser has a quiet moment (at most `within` ms
 * later): for code a screen wants soon but not for its first paint.
 */
export async function whenIdleAfterFirstScreen(within = 2_000): Promise<void> {
  await firstScreen;
  await new Promise<void>((resolve) => {
    if ('requestIdleCallback' in globalThis) globalThis.requestIdleCallback(() => resolve(), { timeout: within });
    else setTimeout(resolve, Math.min(within, 200));
  });
}
