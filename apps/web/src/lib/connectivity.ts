import { useSyncExternalStore } from 'react';

/**
 * Is the server reachable? Offline means the last request did not reach it (status 0) or the
 * browser says it has no network. While offline, a ping every few seconds (and the browser's
 * `online` event) finds out when it is back; listeners then send what waited (issue #21).
 */
let offline = false;
const listeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();
let probe: ReturnType<typeof setInterval> | undefined;
let pingUrl: (() => string) | undefined;

export const probeIntervalMs = 5_000;

function set(next: boolean): void {
  if (next === offline) return;
  offline = next;
  listeners.forEach((listener) => listener());
  if (offline) startProbe();
  else {
    stopProbe();
    reconnectListeners.forEach((listener) => listener());
  }
}

async function ping(): Promise<void> {
  if (!pingUrl) return;
  try {
    const response = await fetch(pingUrl(), { cache: 'no-store' });
    // Any answer means the server was reached (a 5xx too: saves then report their own failure).
    if (response.status > 0) set(false);
  } catch {
    // still offline
  }
}

function startProbe(): void {
  if (probe !== undefined || !pingUrl) return;
  probe = setInterval(() => void ping(), probeIntervalMs);
}

function stopProbe(): void {
  if (probe !== undefined) clearInterval(probe);
  probe = undefined;
}

/** Called by the API client after every request: whether the server answered at all. */
export function reportReached(reached: boolean): void {
  set(!reached);
}

export function isOffline(): boolean {
  return offline;
}

export function subscribeConnectivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called when the server is reachable again after being offline. */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

export function useOffline(): boolean {
  return useSyncExternalStore(subscribeConnectivity, isOffline);
}

/** Starts following the browser's network events; `url` is the server's ping address. */
export function watchConnectivity(url: () => string): void {
  // Not in a browser (unit tests import the modules that call this): nothing to watch.
  if (pingUrl || typeof window === 'undefined') return;
  pingUrl = url;
  window.addEventListener('offline', () => set(true));
  window.addEventListener('online', () => void ping());
  if (navigator.onLine === false) set(true);
}
