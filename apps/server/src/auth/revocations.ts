import type { RevokedSessionRepository } from '../repositories/revoked-sessions.ts';

export interface RevocationOptions {
  repository: RevokedSessionRepository;
  /** Access-token lifetime: a session ended longer ago than this has no valid token left. */
  accessTokenTtlMs: number;
  now: () => Date;
  /**
   * How often to read sessions ended by other instances; 0 when this is the only instance
   * (embedded PGlite). Other instances also hear of a revocation at once through Socket.IO.
   */
  pollMs: number;
}

/**
 * Which sessions have ended, answered from memory on every request. The database is the shared
 * truth: this instance writes to it when it ends a session, loads it at start, reads what others
 * added every `pollMs`, and accepts pushes (`remember`) from other instances in between.
 */
export function createRevocationCache(options: RevocationOptions) {
  const { repository, accessTokenTtlMs, now } = options;
  const revoked = new Map<string, number>();
  let lastSeen = new Date(0);
  let timer: NodeJS.Timeout | undefined;

  function prune(): void {
    const cutoff = now().getTime() - accessTokenTtlMs - 60_000;
    for (const [id, at] of revoked) if (at < cutoff) revoked.delete(id);
  }

  async function poll(): Promise<void> {
    // Overlap by a few seconds: rows written by others may carry a slightly older clock.
    const since = new Date(Math.max(lastSeen.getTime() - 5_000, now().getTime() - accessTokenTtlMs - 60_000));
    for (const row of await repository.since(since)) {
      revoked.set(row.sessionId, row.revokedAt.getTime());
      if (row.revokedAt > lastSeen) lastSeen = row.revokedAt;
    }
    prune();
  }

  return {
    isRevoked(sessionId: string): boolean {
      return revoked.has(sessionId);
    },

    /** Ends sessions here and in the database (for every other instance). */
    async revoke(sessionIds: readonly string[]): Promise<void> {
      if (sessionIds.length === 0) return;
      const at = now();
      sessionIds.forEach((id) => revoked.set(id, at.getTime()));
      await repository.insert(sessionIds, at);
    },

    /** Another instance ended these sessions (heard through the realtime adapter). */
    remember(sessionIds: readonly string[]): void {
      const at = now().getTime();
      sessionIds.forEach((id) => revoked.set(id, at));
    },

    async start(): Promise<void> {
      await poll();
      if (options.pollMs > 0) {
        timer = setInterval(() => void poll().catch(() => undefined), options.pollMs);
        timer.unref();
      }
      void repository.deleteBefore(new Date(now().getTime() - accessTokenTtlMs - 24 * 60 * 60 * 1000)).catch(() => undefined);
    },

    stop(): void {
      if (timer) clearInterval(timer);
    },

    poll,
  };
}
export type RevocationCache = ReturnType<typeof createRevocationCache>;
