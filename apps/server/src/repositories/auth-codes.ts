import { and, eq, isNull, lt, gt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { authCodes } from '../db/schema.ts';

export type AuthCodeRow = typeof authCodes.$inferSelect;
export type AuthCodePurpose = AuthCodeRow['purpose'];
export type ConsumeResult = { ok: true; code: AuthCodeRow } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

export function createAuthCodeRepository(db: Database) {
  return {
    async create(code: typeof authCodes.$inferInsert): Promise<void> {
      await db.insert(authCodes).values(code);
    },

    async remove(codeHash: string): Promise<void> {
      await db.delete(authCodes).where(eq(authCodes.codeHash, codeHash));
    },

    /** Marks a code used in one statement, so two requests with the same code cannot both win. */
    async consume(codeHash: string, purpose: AuthCodePurpose, now: Date): Promise<ConsumeResult> {
      const [consumed] = await db
        .update(authCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(authCodes.codeHash, codeHash),
            eq(authCodes.purpose, purpose),
            isNull(authCodes.usedAt),
            gt(authCodes.expiresAt, now),
          ),
        )
        .returning();
      if (consumed) return { ok: true, code: consumed };
      const [existing] = await db
        .select()
        .from(authCodes)
        .where(and(eq(authCodes.codeHash, codeHash), eq(authCodes.purpose, purpose)))
        .limit(1);
      if (!existing) return { ok: false, reason: 'unknown' };
      return { ok: false, reason: existing.usedAt ? 'used' : 'expired' };
    },

    /** Codes are worthless a while after expiry; keep the table small. */
    async deleteExpiredBefore(cutoff: Date): Promise<void> {
      await db.delete(authCodes).where(lt(authCodes.expiresAt, cutoff));
    },
  };
}
export type AuthCodeRepository = ReturnType<typeof createAuthCodeRepository>;
