import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export function createUserRepository(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    /** The user a password login names, by alias (any case) or e-mail. */
    async findByLogin(login: string): Promise<UserRow | undefined> {
      const needle = login.trim().toLowerCase();
      const [row] = await db
        .select()
        .from(users)
        .where(or(sql`lower(${users.alias}) = ${needle}`, eq(users.email, needle)))
        .limit(1);
      return row;
    },

    /** What an alias or e-mail already collides with, to explain a refused registration. */
    async findTaken(alias: string, email: string): Promise<{ alias: boolean; email: boolean }> {
      const rows = await db
        .select({ alias: users.alias, email: users.email })
        .from(users)
        .where(or(sql`lower(${users.alias}) = ${alias.toLowerCase()}`, eq(users.email, email)));
      return {
        alias: rows.some((row) => row.alias.toLowerCase() === alias.toLowerCase()),
        email: rows.some((row) => row.email === email),
      };
    },

    async create(user: { id: string; alias: string; email: string; passkeyHash: string }): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      return row!;
    },

    async setPasskeyHash(id: string, passkeyHash: string): Promise<void> {
      await db.update(users).set({ passkeyHash }).where(eq(users.id, id));
    },

    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },

    /** Recovery: a new passkey and no password, in one statement. */
    async recover(id: string, passkeyHash: string): Promise<void> {
      await db.update(users).set({ passkeyHash, passwordHash: null }).where(eq(users.id, id));
    },

    /** Deletes the account; characters, folders, codes and tokens go with it (foreign keys cascade). */
    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length === 1;
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
