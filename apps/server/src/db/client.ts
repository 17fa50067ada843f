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
import { defaultSharedBuffersMB, dumpPglite, pgliteOptions } from './pglite-options.ts';
import { PgliteWorkerClient } from './pglite-proxy.ts';
import { defaultVacuumOptions, startVacuuming, type VacuumOptions, type Vacuuming } from './vacuum.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The database runs in this thread (embedded PGlite without its worker): long reads stall everyone. */
  inProcess: boolean;
  /** The PostgreSQL pool, for the Socket.IO adapter when several instances share one database. */
  pool: pg.Pool | undefined;
  /**
   * A gzipped tar of the embedded database's folder, consistent while the server keeps running
   * (PGlite only; PostgreSQL has pg_dump).
   */
  dump?: () => Promise<Blob>;
  /** The embedded database's housekeeping (PGlite only; PostgreSQL has autovacuum). */
  vacuuming?: Vacuuming;
  close(): Promise<void>;
}

export { dumpPglite };

/** Creates the embedded database folder `dir` (which must not exist yet) from a dump. */
export async function restorePglite(dir: string, dump: Blob): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, { ...pgliteOptions(), loadDataDir: dump });
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

/** How the embedded database runs (see `PGLITE_WORKER`, `PGLITE_SHARED_BUFFERS_MB`). */
export interface EmbeddedOptions {
  /** In a worker thread, off the event loop. */
  worker: boolean;
  sharedBuffersMB: number;
  /**
   * With the worker: PGlite's WebAssembly also tiers up to V8's optimizing compiler. Its compiled
   * code and compiler memory stayed resident (~120–170 MB of the idle server); without it
   * (baseline code only) whole saves were as fast and one-tracker patches ~20 % slower.
   */
  optimizedWasm?: boolean;
  /** When the housekeeping vacuums (see `vacuum.ts`); `false` never (`PGLITE_VACUUM_WAL_MB=0`). */
  vacuum?: VacuumOptions | false;
}

/**
 * Opens the database and applies the generated SQL migrations. The same migrations run on
 * embedded PGlite and on a PostgreSQL server, so both stay on one schema.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  afterMigrate?: AfterMigrate;
  embedded?: EmbeddedOptions;
  /** Hears of a failed housekeeping run of the embedded database. */
  onBackgroundError?: (error: unknown) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20 });
    await migrateExclusively(pool, options.afterMigrate);
    const db = drizzleNodePg(pool, { schema });
    return { db, kind: 'postgres', inProcess: false, pool, close: () => pool.end() };
  }
  const embedded = options.embedded ?? { worker: false, sharedBuffersMB: defaultSharedBuffersMB };
  const dir = options.dataDir === inMemoryDataDir ? undefined : path.join(options.dataDir, 'pglite');
  if (dir) mkdirSync(dir, { recursive: true });
  if (embedded.worker) {
    const client = await PgliteWorkerClient.open({ dataDir: dir, sharedBuffersMB: embedded.sharedBuffersMB }, { optimizedWasm: embedded.optimizedWasm ?? false });
    // drizzle only calls `query` and `transaction`, which the worker client answers like PGlite does.
    const db = drizzlePglite(client as unknown as PGlite, { schema });
    try {
      await migratePglite(db, { migrationsFolder });
      await options.afterMigrate?.(db);
    } catch (error) {
      await client.close();
      throw error;
    }
    return withVacuuming({ db, kind: 'pglite', inProcess: false, pool: undefined, dump: () => client.dump(), close: () => client.close() }, embedded, options.onBackgroundError);
  }
  const client = dir ? new PGlite(dir, pgliteOptions(embedded.sharedBuffersMB)) : new PGlite(pgliteOptions(embedded.sharedBuffersMB));
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  await options.afterMigrate?.(db);
  return withVacuuming({ db, kind: 'pglite', inProcess: true, pool: undefined, dump: () => dumpPglite(client), close: () => client.close() }, embedded, options.onBackgroundError);
}

/** Starts the embedded database's housekeeping, stopped (a running vacuum finished) before the database closes. */
function withVacuuming(handle: DatabaseHandle, embedded: EmbeddedOptions, onError: ((error: unknown) => void) | undefined): DatabaseHandle {
  if (embedded.vacuum === false) return handle;
  const vacuuming = startVacuuming(handle.db, embedded.vacuum ?? defaultVacuumOptions, onError ?? (() => undefined));
  return {
    ...handle,
    vacuuming,
    async close() {
      await vacuuming.stop();
      await handle.close();
    },
  };
}
