/**
 * The listeners of the tabletop relay's event stream (docs/behaviour-notes.md §9.2), by access
 * key. Unlike the original, a key has several listeners (two GMs' browsers, a reloaded tab) and
 * a listener that ends removes only itself, never a newer one on the same key ([bug] in §9.2).
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
  /** Listeners this instance holds at once, over all keys. */
  maxListeners: number;
  /** A comment line every so often keeps proxies and the browser from closing a quiet stream. */
  heartbeatMs: number;
}

export type AddResult = { ok: true; remove: () => void } | { ok: false; reason: 'key_full' | 'instance_full' | 'closing' };

export interface TabletopRelay {
  add(key: string, listener: RelayListener): AddResult;
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
  const byKey = new Map<string, Set<RelayListener>>();
  let total = 0;
  let closing = false;
  let heartbeat: NodeJS.Timeout | undefined;

  function each(run: (listener: RelayListener) => void): void {
    for (const listeners of byKey.values()) for (const listener of listeners) run(listener);
  }
  function safely(listener: RelayListener, text: string): void {
    try {
      listener.write(text);
    } catch {
      // A broken connection ends on its own; its close handler removes it.
    }
  }

  return {
    add(key, listener) {
      if (closing) return { ok: false, reason: 'closing' };
      const listeners = byKey.get(key) ?? new Set<RelayListener>();
      if (listeners.size >= options.maxListenersPerKey) return { ok: false, reason: 'key_full' };
      if (total >= options.maxListeners) return { ok: false, reason: 'instance_full' };
      listeners.add(listener);
      byKey.set(key, listeners);
      total += 1;
      heartbeat ??= setInterval(() => each((each) => safely(each, ': heartbeat\n\n')), options.heartbeatMs).unref();
      let removed = false;
      return {
        ok: true,
        remove() {
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
        },
      };
    },
    deliver(key, json) {
      const listeners = byKey.get(key);
      if (!listeners) return 0;
      const text = rollEventText(json);
      for (const listener of listeners) safely(listener, text);
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
