import { useCallback, useEffect, useState } from 'react';
import { setInstalled, setOwn } from '../../../lib/homebrew/store.ts';
import { fetchInstalled, fetchMyContent } from '../api/homebrew-api.ts';

/**
 * Brings the local store up to the server's state: the account's installed list and own items.
 * `offline` when the server could not be asked; the store then shows what it last knew.
 */
export function useHomebrewSync(): { syncing: boolean; offline: boolean; refresh: () => Promise<void> } {
  const [syncing, setSyncing] = useState(true);
  const [offline, setOffline] = useState(false);

  const refresh = useCallback(async () => {
    setSyncing(true);
    const [installed, own] = await Promise.all([fetchInstalled(), fetchMyContent()]);
    if (installed.ok) setInstalled(installed.data);
    if (own.ok) setOwn(own.data.clans, own.data.disciplines);
    setOffline(!installed.ok || !own.ok);
    setSyncing(false);
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { syncing, offline, refresh };
}
