/**
 * The listeners of the tabletop relay's event stream (docs/behaviour-notes.md §9.2), by access
 * key. Unlike the original, a key has several listeners (two GMs' browsers, a reloaded tab) and
 * a listener that ends removes only itself, never a newer one on the same key ([bug] in §9.2).
 * Anyone with the key may listen, so the key's owner (a logged-in listener whose account has a
 * character linked to the key) always gets a place: when the key is full, the oldest listener
 * that is not an owner makes room (issue #43, finding 6). Foundry's module listens without a
 * login, so the places are also shared out by address: one address holds a few of a key's
 * places at most, and a listener from an address the key has not heard from yet takes the place
 * of the oldest listener of the address that holds the most. Locking a world out then takes as
 * many addresses as the key has places, not one script.
 */
export interface RelayListener {
  /** Writes raw Server-Sent-Events text to the listener. */
  write(text: string): void;
  /** Ends the listener's response. */
  end(): void;
}

export interface RelayOptions {
  /** Listeners one key may have at once; one more is refused. */
  maxListenersPerKey: number;
  /** Listeners of one key from one client address (only the active GM's world listens; reloads overlap). */
  maxListenersPerKeyAndAddress: number;
  /** Listeners this instance holds at once, over all keys. */
  maxListeners: number;
  /** A comment line every so often keeps proxies and the browser from closing a quiet stream. */
  heartbeatMs: number;
}

export type AddResult = { ok: true; remove: () => void } | { ok: false; reason: 'key_full' | 'address_full' | 'instance_full' | 'closing' };

/** Sent to a listener that makes room for the key's owner or another address, just before its stream ends. */
export const evictedText = 'event: evicted\ndata: {"reason":"another listener of this access key needed the place"}\n\n';

interface Entry {
  owner: boolean;
  address: string;
  remove: () => void;
}

/**
 * Whose place a newcomer takes on a full key, if anyone's: an owner takes the oldest non-owner's;
 * a newcomer from an address the key has no listener of takes the oldest place of the address
 * that holds the most, when that address holds more than one.
 */
function placeToFree(listeners: Map<RelayListener, Entry>, owner: boolean, address: string): [RelayListener, Entry] | undefined {
  const others = [...listeners].filter(([, entry]) => !entry.owner);
  if (owner) return others[0];
  if (others.some(([, entry]) => entry.address === address)) return undefined;
  const counts = new Map<string, number>();
  for (const [, entry] of others) counts.set(entry.address, (counts.get(entry.address) ?? 0) + 1);
  const [crowded, count] = [...counts].reduce<[string, number]>((most, next) => (next[1] > most[1] ? next : most), ['', 0]);
  return count > 1 ? others.find(([, entry]) => entry.address === crowded) : undefined;
}

export interface TabletopRelay {
  /**
   * Adds a listener from `address`; `owner: true` for the key's owner, who evicts the oldest other
   * listener when the key is full (see `placeToFree`).
   */
  add(key: string, listener: RelayListener, options?: { owner?: boolean; address?: string }): AddResult;
  /** Sends one roll (its JSON text) to every listener of the key on this instance; returns how many. */
  deliver(key: string, json: string): number;
  listenerCount(key?: string): number;
  /** Ends every stream and refuses new ones (server shutdown). */
  close(): void;
}

/** One event named `message` per roll; `data:` lines must not contain a newline, and JSON text has none. */
export function rollEventText(json: string): string {
  return `event: message\ndata: ${json}\n\n`;
}

export function createTabletopRelay(options: RelayOptions): TabletopRelay {
  /** Per key its listeners in the order they came (a Map keeps insertion order), each with how it leaves. */
  const byKey = new Map<string, Map<RelayListener, Entry>>();
  let total = 0;
  let closing = false;
  let heartbeat: NodeJS.Timeout | undefined;

  function each(run: (listener: RelayListener) => void): void {
    for (const listeners of byKey.values()) for (const listener of listeners.keys()) run(listener);
  }
  function safely(listener: RelayListener, text: string): void {
    try {
      listener.write(text);
    } catch {
      // A broken connection ends on its own; its close handler removes it.
    }
  }

  return {
    add(key, listener, { owner = false, address = '' } = {}) {
      if (closing) return { ok: false, reason: 'closing' };
      const listeners = byKey.get(key) ?? new Map<RelayListener, Entry>();
      const fromAddress = [...listeners.values()].filter((entry) => entry.address === address).length;
      if (!owner && fromAddress >= options.maxListenersPerKeyAndAddress) return { ok: false, reason: 'address_full' };
      if (listeners.size >= options.maxListenersPerKey) {
        const freed = placeToFree(listeners, owner, address);
        if (!freed) return { ok: false, reason: 'key_full' };
        const [evicted, entry] = freed;
        entry.remove();
        safely(evicted, evictedText);
        try {
          evicted.end();
        } catch {
          // already gone
        }
      }
      if (total >= options.maxListeners) return { ok: false, reason: 'instance_full' };
      let removed = false;
      const remove = () => {
        if (removed) return;
        removed = true;
        listeners.delete(listener);
        total -= 1;
        // Only the listener's own set goes, and only when it is empty: a newer listener stays.
        if (listeners.size === 0 && byKey.get(key) === listeners) byKey.delete(key);
        if (total === 0) {
          clearInterval(heartbeat);
          heartbeat = undefined;
        }
      };
      listeners.set(listener, { owner, address, remove });
      byKey.set(key, listeners);
      total += 1;
      heartbeat ??= setInterval(() => each((each) => safely(each, ': heartbeat\n\n')), options.heartbeatMs).unref();
      return { ok: true, remove };
    },
    deliver(key, json) {
      const listeners = byKey.get(key);
      if (!listeners) return 0;
      const text = rollEventText(json);
      for (const listener of listeners.keys()) safely(listener, text);
      return listeners.size;
    },
    listenerCount(key) {
      return key === undefined ? total : (byKey.get(key)?.size ?? 0);
    },
    close() {
      closing = true;
      clearInterval(heartbeat);
      heartbeat = undefined;
      each((listener) => listener.end());
    },
  };
}
