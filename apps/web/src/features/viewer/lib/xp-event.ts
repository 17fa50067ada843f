import type { XpEventMeta } from '@vitae/core';

/** A fresh id and timestamp for an entry of the XP history. */
export function xpEvent(): XpEventMeta {
  return { id: crypto.randomUUID(), now: new Date().toISOString() };
}
