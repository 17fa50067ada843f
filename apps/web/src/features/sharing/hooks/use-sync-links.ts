import { useSyncExternalStore } from 'react';
import { subscribeSyncLinks, syncLinks, type SyncLinks } from '../../../lib/characters/sync-store.ts';

/** The `vitae-sync` links, live (another tab changing them included). */
export function useSyncLinks(): SyncLinks {
  return useSyncExternalStore(subscribeSyncLinks, syncLinks);
}

/** The sync engine loads on first use: it brings the game lines' rules. */
export const syncEngine = () => import('../../../lib/characters/sync.ts');
