import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { authCodes } from '../db/schema.ts';

export type AuthCodeRow = typeof authCodes.$inferSelect;
export type AuthCodePurpose = AuthCodeRow['purpose'];
export type ConsumeResult = { ok: true; code: AuthCodeRow } | { ok: false; reason: 'unknown' | 'used' | 'expired' | 'dead' };

/** Wrong tries a code survives; the next one kills it (a new code must be requested). */
export const maxCodeAttempts = 5;

export function createAuthCodeRepository(db: Database) {
  return {
    /** Stores a new code and retires every other live code of the same e-mail and purpose. */
    async issue(code: typeof authCodes.$inferInsert): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(authCodes).where(and(eq(authCodes.email, code.email), eq(authCodes.purpose, code.purpose), isNull(authCodes.usedAt)));
        await tx.insert(authCodes).values(code);
      });
    },

    async remove(codeHash: string): Promise<void> {
      await db.delete(authCodes).where(eq(authCodes.codeHash, codeHash));
    },

    /**
     * Redeems the code sent to `email` for `purpose`, in one statement so two requests with the
     * same code cannot both win. A wrong code counts against the live code of that address; at
     * `maxCodeAttempts` wrong tries it dies, so guessing is bounded per code, not per request.
     */
    async consume(email: string, purpose: AuthCodePurpose, codeHash: string, now: Date): Promise<ConsumeResult> {
      const target = and(eq(authCodes.email, email), eq(authCodes.purpose, purpose));
      const [consumed] = await db
        .update(authCodes)
        .set({ usedAt: now })
        .where(and(target, eq(authCodes.codeHash, codeHash), isNull(authCodes.usedAt), gt(authCodes.expiresAt, now), lt(authCodes.attempts, maxCodeAttempts)))
        .returning();
      if (consumed) return { ok: true, code: consumed };
      const [existing] = await db
        .select()
        .from(authCodes)
        .where(and(target, eq(authCodes.codeHash, codeHash)))
        .limit(1);
      if (existing) {
        if (existing.usedAt) return { ok: false, reason: 'used' };
        return { ok: false, reason: existing.attempts >= maxCodeAttempts ? 'dead' : 'expired' };
      }
      const [live] = await db
        .update(authCodes)
        .set({ attempts: sql`${authCodes.attempts} + 1` })
        .where(and(target, isNull(authCodes.usedAt), gt(authCodes.expiresAt, now), lt(authCodes.attempts, maxCodeAttempts)))
        .returning({ attempts: authCodes.attempts });
      return { ok: false, reason: live && live.attempts >= maxCodeAttempts ? 'dead' : 'unknown' };
    },

    /**
     * Redeems a code looked up by itself (the spec's `GET /auth/activate/{code}` carries no
     * address). A wrong code names no live code, so nothing is counted here: the caller's global
     * budget of failed look-ups bounds guessing instead (`auth/code-guess-budget.ts`).
     */
    async consumeByCode(purpose: AuthCodePurpose, codeHash: string, now: Date): Promise<ConsumeResult> {
      const target = and(eq(authCodes.purpose, purpose), eq(authCodes.codeHash, codeHash));
      const [consumed] = await db
        .update(authCodes)
        .set({ usedAt: now })
        .where(and(target, isNull(authCodes.usedAt), gt(authCodes.expiresAt, now), lt(authCodes.attempts, maxCodeAttempts)))
        .returning();
      if (consumed) return { ok: true, code: consumed };
      const [existing] = await db.select().from(authCodes).where(target).limit(1);
      if (!existing) return { ok: false, reason: 'unknown' };
      if (existing.usedAt) return { ok: false, reason: 'used' };
      return { ok: false, reason: existing.attempts >= maxCodeAttempts ? 'dead' : 'expired' };
    },

    /** Codes are worthless a while after expiry; keep the table small. */
    async deleteExpiredBefore(cutoff: Date): Promise<void> {
      await db.delete(authCodes).where(lt(authCodes.expiresAt, cutoff));
    },
  };
}
export type AuthCodeRepository = ReturnType<typeof createAuthCodeRepository>;
