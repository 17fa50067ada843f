import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { folders } from '../db/schema.ts';

export interface FolderRow {
  id: string;
  name: string;
  open: boolean;
}

export function createFolderRepository(db: Database) {
  return {
    async list(userId: string): Promise<FolderRow[]> {
      const rows = await db.select({ name: folders.name, open: folders.open }).from(folders).where(eq(folders.userId, userId)).orderBy(asc(folders.name));
      return rows.map((row) => ({ id: row.name, name: row.name, open: row.open }));
    },

    /** Replaces the whole list in one transaction, so a device never sees half of a change. */
    async replace(userId: string, next: readonly FolderRow[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(folders).where(eq(folders.userId, userId));
        if (next.length > 0) await tx.insert(folders).values(next.map((folder) => ({ userId, name: folder.name, open: folder.open })));
      });
    },
  };
}
export type FolderRepository = ReturnType<typeof createFolderRepository>;
