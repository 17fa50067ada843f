import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { homebrewInstalled } from '../db/schema.ts';

/** One document per account: the installed homebrew as the browser's store keeps it. */
export function createHomebrewInstalledRepository(db: Database) {
  return {
    async get(userId: string): Promise<unknown> {
      const [row] = await db.select({ data: homebrewInstalled.data }).from(homebrewInstalled).where(eq(homebrewInstalled.userId, userId)).limit(1);
      return row?.data;
    },

    /**
     * Changes the document under a row lock, so two devices installing at once both keep their
     * item (the change is a pure function of the stored document, see `installHomebrew`).
     */
    async change<T>(userId: string, next: (current: unknown) => T, now: Date): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.insert(homebrewInstalled).values({ userId, data: {}, updatedAt: now }).onConflictDoNothing();
        const [row] = await tx.select({ data: homebrewInstalled.data }).from(homebrewInstalled).where(eq(homebrewInstalled.userId, userId)).for('update');
        const value = next(row?.data);
        await tx.update(homebrewInstalled).set({ data: value, updatedAt: now }).where(eq(homebrewInstalled.userId, userId));
        return value;
      });
    },
  };
}
export type HomebrewInstalledRepository = ReturnType<typeof createHomebrewInstalledRepository>;
