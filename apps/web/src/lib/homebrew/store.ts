import {
  emptyHomebrewStore,
  installHomebrew,
  parseHomebrewStore,
  uninstallHomebrew,
  upsertById,
  type HomebrewClan,
  type HomebrewDiscipline,
  type HomebrewInstalled,
  type HomebrewStore,
} from '@vitae/core/homebrew';
import { storageKeys } from '../storage-keys.ts';
import { storedStore } from './stored-store.ts';

/**
 * The browser's `homebrew-content` store (spec §3, §9): installed homebrew (a mirror of the
 * account's list on the server, so it is there offline and at start-up) and a copy of the
 * author's own items. Kept in local storage; screens read it through `useHomebrewStore`.
 */
const stored = storedStore(storageKeys.homebrew, (raw): HomebrewStore => {
  if (!raw) return emptyHomebrewStore();
  try {
    return parseHomebrewStore(JSON.parse(raw)).store;
  } catch {
    // Unreadable JSON: start empty; the server's copy fills it again.
    return emptyHomebrewStore();
  }
});
const commit = stored.commit;

export const homebrewStore = stored.get;

/** Calls `listener` on every change of the store (for `useSyncExternalStore`). */
export const subscribeHomebrew = stored.subscribe;

/** The store, re-rendering on every change. */
export const useHomebrewStore = stored.use;

/** Replaces the installed part with the server's list. */
export function setInstalled(installed: HomebrewInstalled): void {
  commit({ ...homebrewStore(), clans: installed.clans, disciplines: installed.disciplines, cachedDisciplines: installed.cachedDisciplines });
}

/** Installs locally too (the server answered with the same change). */
export function installLocally(items: Partial<HomebrewInstalled>): void {
  commit(installHomebrew(homebrewStore(), items));
}

export function uninstallLocally(kind: 'clans' | 'disciplines', id: number): void {
  commit(uninstallHomebrew(homebrewStore(), kind, id));
}

/** Replaces the copy of the author's own items (from `my-content`). */
export function setOwn(clans: HomebrewClan[], disciplines: HomebrewDiscipline[]): void {
  commit({ ...homebrewStore(), ownClans: clans, ownDisciplines: disciplines });
}

/** Keeps a created or saved own item (replace by id or append). */
export function keepOwn(kind: 'clans' | 'disciplines', item: HomebrewClan | HomebrewDiscipline): void {
  const store = homebrewStore();
  if (kind === 'clans') commit({ ...store, ownClans: upsertById(store.ownClans, item as HomebrewClan) });
  else commit({ ...store, ownDisciplines: upsertById(store.ownDisciplines, item as HomebrewDiscipline) });
}

export function forgetOwn(kind: 'clans' | 'disciplines', id: number): void {
  const store = homebrewStore();
  if (kind === 'clans') commit({ ...store, ownClans: store.ownClans.filter((clan) => clan.id !== id) });
  else commit({ ...store, ownDisciplines: store.ownDisciplines.filter((discipline) => discipline.id !== id) });
}

