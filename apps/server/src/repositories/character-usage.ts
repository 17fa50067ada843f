import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { characters } from '../db/schema.ts';

export interface CharacterUsage {
  characters: number;
  totalBytes: number;
}

/** How much an account stores, from the database-kept `data_bytes` column (no sheet is read). */
export function createCharacterUsageRepository(db: Database) {
  return {
    async usage(ownerId: string): Promise<CharacterUsage> {
      const [row] = await db
        .select({
          characters: sql<number>`count(*)::int`,
          totalBytes: sql<string>`coalesce(sum(${characters.dataBytes}), 0)::text`,
        })
        .from(characters)
        .where(eq(characters.ownerId, ownerId));
      return { characters: row?.characters ?? 0, totalBytes: Number(row?.totalBytes ?? 0) };
    },
  };
}
export type CharacterUsageRepository = ReturnType<typeof createCharacterUsageRepository>;
