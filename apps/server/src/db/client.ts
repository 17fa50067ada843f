import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL pool, for the Socket.IO adapter when several instances share one database. */
  pool: pg.Pool | undefined;
  /**
   * A gzipped tar of the embedded database's folder, consistent while the server keeps running
   * (PGlite only; PostgreSQL has pg_dump).
   */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

/**
 * The dump checkpoints (so the files are current), then waits for any running transaction to
 * finish and holds off the next one while it copies the folder. Writes that arrive meanwhile wait
 * a moment; the copy holds exactly the committed state of one instant (plus its write-ahead log).
 */
export async function dumpPglite(client: PGlite): Promise<Blob> {
  // Every statement and transaction holds PGlite's transaction lock, the dump only the query
  // lock: taking the former as well keeps it out of the middle of a transaction.
  await client.exec('CHECKPOINT');
  return client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
}

/** Creates the embedded database folder `dir` (which must not exist yet) from a dump. */
export async function restorePglite(dir: string, dump: Blob): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, { loadDataDir: dump });
  await client.waitReady;
  await client.query('select 1');
  await client.close();
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** Any fixed number: the advisory lock all Vitae instances take while migrating. */
const migrationLockId = 582_017_312;

/**
 * Several instances may start at once on one PostgreSQL server; the advisory lock lets exactly
 * one apply pending migrations while the others wait, then find nothing left to do.
 */
async function migrateExclusively(pool: pg.Pool, afterMigrate: AfterMigrate | undefined): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [migrationLockId]);
    const db = drizzleNodePg(client, { schema });
    await migrateNodePg(db, { migrationsFolder });
    await afterMigrate?.(db);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [migrationLockId]).catch(() => undefined);
    client.release();
  }
}

/** Work on the data that must run once after the schema migrations (under the same lock). */
export type AfterMigrate = (db: Database) => Promise<void>;

/** Where the embedded database lives; `:memory:` keeps it in memory (tests). */
export const inMemoryDataDir = ':memory:';

/**
 * Opens the database and applies the generated SQL migrations. The same migrations run on
 * embedded PGlite and on a PostgreSQL server, so both stay on one schema.
 */
export async function openDatabase(options: { databaseUrl: string | undefined; dataDir: string; afterMigrate?: AfterMigrate }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20 });
    await migrateExclusively(pool, options.afterMigrate);
    const db = drizzleNodePg(pool, { schema });
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  let client: PGlite;
  if (options.dataDir === inMemoryDataDir) {
    client = new PGlite();
  } else {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  await options.afterMigrate?.(db);
  return { db, kind: 'pglite', pool: undefined, dump: () => dumpPglite(client), close: () => client.close() };
}
