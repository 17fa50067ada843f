import type { StoredCharacter } from '@vitae/core/api';
import { createStore, delMany, entries, setMany, type UseStore } from 'idb-keyval';
import type { PendingEdit } from './pending-edits.ts';

/**
 * One character as this browser last knew it: the version the server acknowledged (`server`) and,
 * when something was not sent yet, the edit on top of it against the revision it was made on.
 */
export interface CachedCharacter {
  /** The whole character when `loaded`; otherwise what the light list carried of it. */
  server: StoredCharacter;
  loaded: boolean;
  avatarUrl: string | null;
  justViewing: boolean;
  edit?: PendingEdit;
}

export interface CachedAccount {
  characters: CachedCharacter[];
}

/** What the character manager needs from the cache (a fake in tests). */
export interface CharacterCache {
  read(): Promise<CachedAccount | undefined>;
  /** Writes or (with `undefined`) removes one character. Writes are batched; a failure is logged, never thrown. */
  write(id: string, record: CachedCharacter | undefined): void;
  /** Resolves once every write so far reached IndexedDB. */
  flush(): Promise<void>;
}

const databaseName = 'vitae-offline';
const storeName = 'characters';
let store: UseStore | undefined;

function database(): UseStore {
  store ??= createStore(databaseName, storeName);
  return store;
}

/** Keys are `<account id>/<character id>`, so one account never reads another's characters. */
function keyOf(accountId: string, id: string): string {
  return `${accountId}/${id}`;
}

/**
 * The characters of one account in IndexedDB (issue #21): written on every load and every
 * acknowledged save, with the unsent edit beside each, so the app opens and edits offline and a
 * reload keeps what was not sent. Writes of one synchronous burst go out as one batch.
 */
export function openCharacterCache(accountId: string, useStore: UseStore = database()): CharacterCache {
  let queued = new Map<string, CachedCharacter | undefined>();
  let writing: Promise<void> = Promise.resolve();
  let scheduled = false;

  const drain = async () => {
    scheduled = false;
    const batch = queued;
    queued = new Map();
    const puts = [...batch].filter((entry): entry is [string, CachedCharacter] => entry[1] !== undefined).map(([id, record]) => [keyOf(accountId, id), record] as [string, CachedCharacter]);
    const removals = [...batch].filter(([, record]) => record === undefined).map(([id]) => keyOf(accountId, id));
    try {
      if (puts.length > 0) await setMany(puts, useStore);
      if (removals.length > 0) await delMany(removals, useStore);
    } catch (error) {
      // A full or unavailable browser store: the app keeps working online, only offline use suffers.
      console.error('Failed to keep characters in this browser', error);
    }
  };

  return {
    async read() {
      try {
        const prefix = `${accountId}/`;
        const all = await entries<string, CachedCharacter>(useStore);
        const characters = all.filter(([key]) => typeof key === 'string' && key.startsWith(prefix)).map(([, value]) => value);
        return characters.length > 0 ? { characters } : undefined;
      } catch (error) {
        console.error('Failed to read the characters kept in this browser', error);
        return undefined;
      }
    },
    write(id, record) {
      queued.set(id, record);
      if (scheduled) return;
      scheduled = true;
      writing = writing.then(drain);
    },
    flush() {
      return writing;
    },
  };
}

/** Forgets every character kept for this account (logout, account deletion). */
export async function clearCharacterCache(accountId: string, useStore: UseStore = database()): Promise<void> {
  try {
    const prefix = `${accountId}/`;
    const all = await entries<string, unknown>(useStore);
    await delMany(
      all.map(([key]) => key).filter((key) => typeof key === 'string' && key.startsWith(prefix)),
      useStore,
    );
  } catch (error) {
    console.error('Failed to clear the characters kept in this browser', error);
  }
}
