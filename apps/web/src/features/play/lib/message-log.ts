import type { PlayMessage } from '@vitae/core/play';

/**
 * Adds messages to a session's log: ordered by id, each id once. Catch-up after a reconnect and the
 * live event of the same message can both arrive, in any order, and must not show it twice.
 */
export function mergeMessages(log: readonly PlayMessage[], incoming: readonly PlayMessage[]): PlayMessage[] {
  if (incoming.length === 0) return log as PlayMessage[];
  const byId = new Map(log.map((message) => [message.id, message]));
  let changed = false;
  for (const message of incoming) {
    if (byId.get(message.id) === message) continue;
    byId.set(message.id, message);
    changed = true;
  }
  if (!changed) return log as PlayMessage[];
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The newest message id the log holds (what catch-up asks to continue from); `null` when empty. */
export function lastSeen(log: readonly PlayMessage[]): number | null {
  return log.at(-1)?.id ?? null;
}
