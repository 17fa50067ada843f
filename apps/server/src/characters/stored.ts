import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { baseMigrations, characterSchema, isOlderShape, lineMigrations, upgradeCharacter, type LineMigrations } from '@vitae/core';
import type { Database } from '../db/client.ts';
import { characters } from '../db/schema.ts';
import { storedSheet } from './stored-sheet.ts';

/** The `schemaVersion` of a stored row as SQL (rows written before versioning count as 0). */
export const storedSchemaVersion = sql<number>`coalesce((${characters.data}->>'schemaVersion')::int, 0)`;

/**
 * Whether a stored row must be migrated before it is served, as SQL: its base version or its
 * line's version (`lineSchemaVersion`, missing counts as 0) is older than this build's; the same
 * decision as core's `isOlderShape`. Lines without a step of their own add nothing to the query.
 */
export function storedShapeIsOlder(lines: LineMigrations = lineMigrations): SQL<boolean> {
  const lineVersion = sql`coalesce((${characters.data}->>'lineSchemaVersion')::int, 0)`;
  const olderLines = Object.entries(lines)
    .filter(([, sequence]) => sequence.version > 0)
    .map(([line, sequence]) => sql`(${characters.data}->>'gameLine' = ${line} and ${lineVersion} < ${sequence.version})`);
  const orOlderLine = olderLines.length > 0 ? sql` or ${sql.join(olderLines, sql` or `)}` : sql``;
  return sql<boolean>`(${storedSchemaVersion} < ${baseMigrations.version}${orOlderLine})`;
}

/**
 * A stored sheet in the current shape: rows written by an older Vitae are migrated on the way
 * out. A row that cannot be migrated is returned as it is (nothing is thrown away); the client
 * runs the same migrations and shows what it cannot read. `lines` is replaceable for tests.
 */
export function currentData(data: unknown, log?: FastifyBaseLogger, lines?: LineMigrations): Record<string, unknown> {
  const raw = data as Record<string, unknown>;
  if (typeof raw === 'object' && raw !== null && !isOlderShape(raw, lines)) return raw;
  try {
    return upgradeCharacter(raw, lines).value;
  } catch (error) {
    log?.error({ err: error }, 'a stored character could not be migrated');
    return raw;
  }
}

/**
 * Brings every stored character up to the current shape once, at start. Each row is rewritten
 * in its own statement, and only when the migrated sheet is valid: until then the old JSON stays
 * as it was. With PostgreSQL the instances start under the migration lock, so only one does it.
 * A row is older when its base or its line's version is (`storedShapeIsOlder`); `lines` is replaceable for tests.
 */
export async function migrateStoredCharacters(db: Database, log: FastifyBaseLogger, lines?: LineMigrations): Promise<{ migrated: number; failed: number }> {
  const rows = await db.select({ id: characters.id, revision: characters.revision, data: characters.data }).from(characters).where(storedShapeIsOlder(lines));
  let migrated = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      const { value, applied, dropped } = upgradeCharacter(row.data, lines);
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
