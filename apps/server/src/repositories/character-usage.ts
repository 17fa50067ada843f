import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { characters } from '../db/schema.ts';

export interface CharacterUsage {
  characters: number;
  totalBytes: number;
  /** Stored size of the one character asked about (0 when it is not the user's). */
  characterBytes: number;
}

/** How much an account stores, from the database-kept `data_bytes` column (no sheet is read). */
export function createCharacterUsageRepository(db: Database) {
  return {
    async usage(ownerId: string, characterId?: string): Promise<CharacterUsage> {
      const one = characterId ? sql`${characters.id} = ${characterId}` : sql`false`;
      const [row] = await db
        .select({
          characters: sql<number>`count(*)::int`,
          totalBytes: sql<string>`coalesce(sum(${characters.dataBytes}), 0)::text`,
          characterBytes: sql<string>`coalesce(sum(${characters.dataBytes}) filter (where ${one}), 0)::text`,
        })
        .from(characters)
        .where(eq(characters.ownerId, ownerId));
      return { characters: row?.characters ?? 0, totalBytes: Number(row?.totalBytes ?? 0), characterBytes: Number(row?.characterBytes ?? 0) };
    },
  };
}
export type CharacterUsageRepository = ReturnType<typeof createCharacterUsageRepository>;
