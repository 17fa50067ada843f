import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { refreshTokens } from '../db/schema.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export function createRefreshTokenRepository(db: Database) {
  return {
    async insert(token: typeof refreshTokens.$inferInsert): Promise<void> {
      await db.insert(refreshTokens).values(token);
    },

    async find(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
      return row;
    },

    /** Marks a token rotated; false when another request rotated it first (a reuse). */
    async markRotated(tokenHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ rotatedAt: now })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
        .returning({ tokenHash: refreshTokens.tokenHash });
      return rows.length === 1;
    },

    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    /** Revokes every live login of the user and names them (to end their access tokens too). */
    async revokeAllOfUser(userId: string, now: Date, exceptFamilyId?: string): Promise<string[]> {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
          ),
        )
        .returning({ familyId: refreshTokens.familyId });
      return [...new Set(rows.map((row) => row.familyId))];
    },

    /** Every login the user ever had that was not ended yet (also ones whose token expired). */
    async familiesOfUser(userId: string): Promise<string[]> {
      const rows = await db.selectDistinct({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.userId, userId));
      return rows.map((row) => row.familyId);
    },
  };
}
export type RefreshTokenRepository = ReturnType<typeof createRefreshTokenRepository>;
