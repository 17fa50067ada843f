import { gt, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { revokedSessions } from '../db/schema.ts';

export function createRevokedSessionRepository(db: Database) {
  return {
    async insert(sessionIds: readonly string[], at: Date): Promise<void> {
      if (sessionIds.length === 0) return;
      await db
        .insert(revokedSessions)
        .values(sessionIds.map((sessionId) => ({ sessionId, revokedAt: at })))
        .onConflictDoNothing();
    },

    /** Sessions ended after `since`, oldest first. */
    async since(since: Date): Promise<Array<{ sessionId: string; revokedAt: Date }>> {
      return db.select().from(revokedSessions).where(gt(revokedSessions.revokedAt, since)).orderBy(revokedSessions.revokedAt);
    },

    async has(sessionIds: readonly string[]): Promise<string[]> {
      if (sessionIds.length === 0) return [];
      const rows = await db.select({ sessionId: revokedSessions.sessionId }).from(revokedSessions).where(inArray(revokedSessions.sessionId, [...sessionIds]));
      return rows.map((row) => row.sessionId);
    },

    /** Rows older than any access token can be are no longer needed. */
    async deleteBefore(cutoff: Date): Promise<void> {
      await db.delete(revokedSessions).where(lt(revokedSessions.revokedAt, cutoff));
    },
  };
}
export type RevokedSessionRepository = ReturnType<typeof createRevokedSessionRepository>;
