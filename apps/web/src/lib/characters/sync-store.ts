import { storageKeys } from '../storage-keys.ts';

/**
 * The local store `{product}-sync` of docs/product-spec.md §3: `outs` maps a character id to the
 * sync id it sends under, `ins` maps a received sync id to the local character it updates.
 * Kept per browser, as the spec says; zod-free so every screen can read it.
 */
export interface SyncLinks {
  outs: Record<string, string>;
  ins: Record<string, string>;
}

const listeners = new Set<() => void>();
let cached: SyncLinks | undefined;

function isStringMap(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((item) => typeof item === 'string');
}

export function syncLinks(): SyncLinks {
  if (cached) return cached;
  try {
    const parsed = JSON.parse(localStorage.getItem(storageKeys.sync) ?? 'null') as Partial<SyncLinks> | null;
    cached = { outs: isStringMap(parsed?.outs) ? parsed.outs : {}, ins: isStringMap(parsed?.ins) ? parsed.ins : {} };
  } catch {
    cached = { outs: {}, ins: {} };
  }
  return cached;
}

export function setSyncLinks(change: (links: SyncLinks) => SyncLinks): void {
  cached = change(syncLinks());
  localStorage.setItem(storageKeys.sync, JSON.stringify(cached));
  listeners.forEach((listener) => listener());
}

export function subscribeSyncLinks(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasSyncLinks(): boolean {
  const links = syncLinks();
  return Object.keys(links.outs).length > 0 || Object.keys(links.ins).length > 0;
}

/** Another tab changed the links: read them again. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKeys.sync) return;
    cached = undefined;
    listeners.forEach((listener) => listener());
  });
}
