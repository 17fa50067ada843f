import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mailThrottle } from '../db/schema.ts';

export function createMailThrottleRepository(db: Database) {
  return {
    /**
     * Claims the right to mail `email` now: true when the last mail to it is at least `gapMs`
     * old (or there was none). One statement, so parallel requests on any instance get one mail.
     */
    async claim(email: string, now: Date, gapMs: number): Promise<boolean> {
      const rows = await db
        .insert(mailThrottle)
        .values({ email, lastSentAt: now })
        .onConflictDoUpdate({
          target: mailThrottle.email,
          set: { lastSentAt: now },
          setWhere: sql`${mailThrottle.lastSentAt} <= ${new Date(now.getTime() - gapMs).toISOString()}::timestamptz`,
        })
        .returning({ email: mailThrottle.email });
      return rows.length === 1;
    },

    /** Gives the claim back when the mail could not be sent, so the user may try again at once. */
    async release(email: string): Promise<void> {
      await db.delete(mailThrottle).where(sql`${mailThrottle.email} = ${email}`);
    },

    /** Seconds until `email` may be mailed again (0 when now). */
    async secondsUntilNext(email: string, now: Date, gapMs: number): Promise<number> {
      const [row] = await db.select().from(mailThrottle).where(sql`${mailThrottle.email} = ${email}`).limit(1);
      if (!row) return 0;
      return Math.max(0, Math.ceil((row.lastSentAt.getTime() + gapMs - now.getTime()) / 1000));
    },
  };
}
export type MailThrottleRepository = ReturnType<typeof createMailThrottleRepository>;
