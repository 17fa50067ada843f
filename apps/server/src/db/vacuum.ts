import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * Housekeeping of the embedded database. PGlite runs PostgreSQL as a single process, so no
 * autovacuum runs: every save of a sheet leaves its old TOAST chunks behind
 * (~10 KB per save of a 20 KB sheet, measured), the folder grew without end, and new rows were
 * appended instead of reusing that space (saves ~20 % slower without vacuuming, measured). This
 * does what those background processes would do, driven by how much the database wrote: the WAL
 * written since the last run (one cheap query) counts every write of every table and path.
 */

export interface VacuumOptions {
  /** How often to look at the WAL position. */
  checkEveryMs: number;
  /** WAL written since the last run that starts the next one (a 20 KB save writes ~9 KB). */
  walBytes: number;
}

export const defaultVacuumOptions: VacuumOptions = { checkEveryMs: 10_000, walBytes: 4 * 1024 * 1024 };

/** Every this many runs also refresh the planner's statistics (autovacuum's ANALYZE; else they never are). */
const analyzeEvery = 8;

export interface Vacuuming {
  /** Runs now if enough was written since the last run; whether it ran. */
  check(): Promise<boolean>;
  /** No further runs; waits for a running one (before the database closes). */
  stop(): Promise<void>;
}

async function walPosition(db: Database): Promise<string> {
  const result = (await db.execute(sql`select pg_current_wal_insert_lsn()::text as lsn`)) as unknown as { rows: Array<{ lsn: string }> };
  return result.rows[0]!.lsn;
}

async function walSince(db: Database, lsn: string): Promise<number> {
  const result = (await db.execute(sql`select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), ${lsn}::pg_lsn)::text as bytes`)) as unknown as { rows: Array<{ bytes: string }> };
  return Number(result.rows[0]!.bytes);
}

/** Vitae's own tables, quoted (a new table is included without naming it here); the catalogs barely change. */
async function ownTables(db: Database): Promise<string[]> {
  const result = (await db.execute(
    sql`select quote_ident(relname) as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
  )) as unknown as { rows: Array<{ name: string }> };
  return result.rows.map((row) => row.name);
}

/**
 * Vacuums Vitae's tables (and now and then analyzes them), so the space of old row versions is
 * reused. One table at a time: the embedded database answers nothing else during a statement, and
 * the first vacuum of a long-unvacuumed characters table took ~0.5 s (180 MB, measured), later
 * ones ~10 ms.
 */
export async function vacuumTables(db: Database, analyze: boolean): Promise<void> {
  for (const table of await ownTables(db)) await db.execute(sql.raw(`vacuum ${analyze ? '(analyze) ' : ''}${table}`));
}

/** Starts the housekeeping of the embedded database `db`; `onError` hears of a failed run (the next check tries again). */
export function startVacuuming(db: Database, options: VacuumOptions, onError: (error: unknown) => void): Vacuuming {
  let since: string | undefined;
  let runs = 0;
  let running: Promise<boolean> | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function run(): Promise<boolean> {
    if (since === undefined) {
      since = await walPosition(db);
      return false;
    }
    if ((await walSince(db, since)) < options.walBytes) return false;
    await vacuumTables(db, runs % analyzeEvery === 0);
    runs += 1;
    since = await walPosition(db);
    return true;
  }

  function check(): Promise<boolean> {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      check()
        .catch(onError)
        .finally(schedule);
    }, options.checkEveryMs);
    // Housekeeping never keeps the process alive on its own.
    timer.unref();
  }

  // The first check takes the WAL position to count from.
  check().catch(onError).finally(schedule);

  return {
    check,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
