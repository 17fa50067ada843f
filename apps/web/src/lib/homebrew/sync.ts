import { parseHomebrewStore } from '@vitae/core/homebrew';
import { apiRequest } from '../api-client.ts';
import { homebrewForgottenEvent } from './forget.ts';
import { setInstalled, setOwn } from './store.ts';
import { setInstalledKinds, setOwnKinds } from './kind-store.ts';

let started: Promise<void> | undefined;

// After a logout the next account's homebrew is fetched again.
if (typeof window !== 'undefined') {
  window.addEventListener(homebrewForgottenEvent, () => {
    started = undefined;
  });
}

/**
 * Brings the local `homebrew-content` store up to the account's state once per visit: what the
 * account installed (so it follows the account to this device) and its own items. Answers are
 * migrated and checked like the stored copy; without a login or a server the store stays as it was.
 */
export function syncHomebrewOnce(): Promise<void> {
  started ??= (async () => {
    const [installed, own] = await Promise.all([apiRequest<unknown>('GET', '/homebrew/installed'), apiRequest<{ clans?: unknown; disciplines?: unknown }>('GET', '/homebrew/my-content')]);
    if (installed.ok) {
      setInstalled(parseHomebrewStore(installed.data).store);
      setInstalledKinds(installed.data);
    }
    if (own.ok) {
      const { ownClans, ownDisciplines } = parseHomebrewStore({ ownClans: own.data?.clans, ownDisciplines: own.data?.disciplines }).store;
      setOwn(ownClans, ownDisciplines);
      setOwnKinds(own.data);
    }
  })();
  return started;
}
