import { installKindItem, listedKindSpecs, newestKindItems, parseKindLists, uninstallKindItem, type KindLists, type StoredKindItem } from '@vitae/core/homebrew-kinds';
import { storageKeys } from '../storage-keys.ts';
import { storedStore } from './stored-store.ts';

/**
 * The browser's homebrew of the other lines' kinds (gifts, rites, …; issue #49 item 4), kept beside
 * the Vampire `homebrew-content` store: what the account installed (a mirror of the server's list)
 * and a copy of the author's own items. Screens read it through `useKindStore`.
 */
export interface KindStore {
  installed: KindLists;
  own: KindLists;
}

const empty = (): KindStore => ({ installed: {}, own: {} });
const stored = storedStore(storageKeys.homebrewKinds, (text): KindStore => {
  try {
    const raw = JSON.parse(text ?? 'null') as Partial<KindStore> | null;
    return raw ? { installed: parseKindLists(raw.installed, listedKindSpecs).lists, own: parseKindLists(raw.own, listedKindSpecs).lists } : empty();
  } catch {
    // Unreadable JSON: start empty; the server's copy fills it again.
    return empty();
  }
});
const commit = stored.commit;

export const kindStore = stored.get;
export const subscribeKinds = stored.subscribe;
export const useKindStore = stored.use;

/** Every item once (own copy first, the higher version wins): what merges into the content. */
export function knownKindItems(store: KindStore): KindLists {
  return newestKindItems(store.own, store.installed);
}

/** Replaces the installed part with the server's answer (its lists of the listed kinds; absent = none). */
export function setInstalledKinds(answer: unknown): void {
  commit({ ...kindStore(), installed: parseKindLists(answer, listedKindSpecs).lists });
}

/** Replaces the author's own items with `my-content`'s answer. */
export function setOwnKinds(answer: unknown): void {
  commit({ ...kindStore(), own: parseKindLists(answer, listedKindSpecs).lists });
}

export function keepOwnKind(kind: string, item: StoredKindItem): void {
  const store = kindStore();
  commit({ ...store, own: installKindItem(store.own, kind, item) });
}

export function forgetOwnKind(kind: string, id: number): void {
  const store = kindStore();
  commit({ ...store, own: uninstallKindItem(store.own, kind, id) });
}
