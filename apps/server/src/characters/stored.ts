import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { characterSchema, characterSchemaVersion, upgradeCharacter } from '@vitae/core';
import type { Database } from '../db/client.ts';
import { characters } from '../db/schema.ts';
import { storedSheet } from './stored-sheet.ts';

/** The `schemaVersion` of a stored row as SQL (rows written before versioning count as 0). */
export const storedSchemaVersion = sql<number>`coalesce((${characters.data}->>'schemaVersion')::int, 0)`;

/**
 * A stored sheet in the current shape: rows written by an older Vitae are migrated on the way
 * out. A row that cannot be migrated is returned as it is (nothing is thrown away); the client
 * runs the same migrations and shows what it cannot read.
 */
export function currentData(data: unknown, log?: FastifyBaseLogger): Record<string, unknown> {
  const raw = data as Record<string, unknown>;
  if (typeof raw?.['schemaVersion'] === 'number' && raw['schemaVersion'] >= characterSchemaVersion) return raw;
  try {
    return upgradeCharacter(raw).value;
  } catch (error) {
    log?.error({ err: error }, 'a stored character could not be migrated');
    return raw;
  }
}

/**
 * Brings every stored character up to the current shape once, at start. Each row is rewritten
 * in its own statement, and only when the migrated sheet is valid: until then the old JSON stays
 * as it was. With PostgreSQL the instances start under the migration lock, so only one does it.
 */
export async function migrateStoredCharacters(db: Database, log: FastifyBaseLogger): Promise<{ migrated: number; failed: number }> {
  const rows = await db.select({ id: characters.id, revision: characters.revision, data: characters.data }).from(characters).where(lt(storedSchemaVersion, characterSchemaVersion));
  let migrated = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      const { value, applied, dropped } = upgradeCharacter(row.data);
      const parsed = characterSchema.safeParse(value);
      if (!parsed.success) throw new Error(`${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`);
      // Only the row as it was read is replaced; a save that raced with this wins.
      await db.update(characters).set(storedSheet(value)).where(and(eq(characters.id, row.id), eq(characters.revision, row.revision)));
      log.info({ character: row.id, applied, dropped }, 'migrated a stored character');
      migrated += 1;
    } catch (error) {
      failed += 1;
      log.error({ character: row.id, err: error }, 'a stored character could not be migrated; its old data is kept');
    }
  }
  return { migrated, failed };
}
