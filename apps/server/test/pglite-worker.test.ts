import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { inMemoryDataDir, openDatabase } from '../src/db/client.ts';
import { PgliteWorkerClient } from '../src/db/pglite-proxy.ts';
import { folders } from '../src/db/schema.ts';
import { registerUser, useTestApp } from './helper.ts';

const ctx = useTestApp();

/** The error drizzle throws keeps the database's own error as its cause. */
const causeOf = (error: unknown) => (error as { cause?: Record<string, unknown> }).cause ?? (error as Record<string, unknown>);

describe('the embedded database in a worker thread', () => {
  it('is the default', () => {
    expect(loadConfig({}).embeddedDatabase.worker).toBe(true);
    expect(ctx.app.database.inProcess).toBe(false);
  });

  it('compiles its WebAssembly with the baseline compiler alone unless PGLITE_OPTIMIZED_WASM=1 (memory over patch speed)', async () => {
    expect(loadConfig({}).embeddedDatabase.optimizedWasm).toBe(false);
    expect(loadConfig({ PGLITE_OPTIMIZED_WASM: '1' }).embeddedDatabase.optimizedWasm).toBe(true);
    const optimized = await openDatabase({ databaseUrl: undefined, dataDir: inMemoryDataDir, embedded: { worker: true, sharedBuffersMB: 16, optimizedWasm: true } });
    try {
      expect(await optimized.db.execute(sql`select 6 * 7 as answer`)).toMatchObject({ rows: [{ answer: 42 }] });
    } finally {
      await optimized.close();
    }
  });

  it('keeps the event loop free while a statement runs', async () => {
    const started = performance.now();
    let timerAt = 0;
    const timer = new Promise<void>((resolve) => setTimeout(() => resolve(void (timerAt = performance.now() - started)), 20));
    await Promise.all([ctx.app.database.db.execute(sql`select pg_sleep(0.5)`), timer]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(500);
    expect(timerAt).toBeLessThan(400);
  });

  it('commits a transaction, rolls it back on a throw and on tx.rollback(), and rolls back a failed savepoint alone', async () => {
    const db = ctx.app.database.db;
    const user = await registerUser(ctx);
    const names = async () => (await db.select({ name: folders.name }).from(folders).where(sql`${folders.userId} = ${user.id}`)).map((row) => row.name).sort();

    await db.transaction(async (tx) => void (await tx.insert(folders).values({ userId: user.id, name: 'kept' })));
    await expect(db.transaction(async (tx) => {
      await tx.insert(folders).values({ userId: user.id, name: 'thrown' });
      throw new Error('nope');
    })).rejects.toThrow('nope');
    await expect(db.transaction(async (tx) => {
      await tx.insert(folders).values({ userId: user.id, name: 'rolled back' });
      tx.rollback();
    })).rejects.toThrow(/rollback/i);
    await db.transaction(async (tx) => {
      await tx.insert(folders).values({ userId: user.id, name: 'outer' });
      await expect(tx.transaction(async (inner) => {
        await inner.insert(folders).values({ userId: user.id, name: 'inner' });
        throw new Error('inner fails');
      })).rejects.toThrow('inner fails');
    });
    expect(await names()).toEqual(['kept', 'outer']);
  });

  it('keeps the database error fields (a unique violation is still code 23505 with its constraint)', async () => {
    const db = ctx.app.database.db;
    const user = await registerUser(ctx);
    await db.insert(folders).values({ userId: user.id, name: 'doppelt' });
    const error = await db.insert(folders).values({ userId: user.id, name: 'doppelt' }).then(() => undefined, (caught: unknown) => caught);
    expect(causeOf(error)).toMatchObject({ code: '23505', constraint: 'folders_user_id_name_pk' });
    // Inside a transaction too, and the transaction is rolled back.
    const inTx = await db
      .transaction(async (tx) => {
        await tx.insert(folders).values({ userId: user.id, name: 'davor' });
        await tx.insert(folders).values({ userId: user.id, name: 'doppelt' });
      })
      .then(() => undefined, (caught: unknown) => caught);
    expect(causeOf(inTx)).toMatchObject({ code: '23505' });
    expect((await db.select().from(folders).where(sql`${folders.userId} = ${user.id} and ${folders.name} = 'davor'`)).length).toBe(0);
  });

  it('keeps dates as text for drizzle, and parses them for a statement that does not ask for that', async () => {
    const at = '2026-12-05 08:00:00+00';
    const date = new Date('2026-12-05T08:00:00Z');
    const columns = `'${at}'::timestamptz as at, array['${at}'::timestamptz] as ats, '2026-12-05'::date as day`;
    // drizzle asks every statement to keep dates, intervals and arrays of them as text (the worker's database does so itself).
    expect(await ctx.app.database.db.execute(sql.raw(`select ${columns}`))).toMatchObject({ rows: [{ at, ats: `{"${at}"}`, day: '2026-12-05' }] });
    const client = await PgliteWorkerClient.open({ dataDir: undefined, sharedBuffersMB: 16 }, { optimizedWasm: false });
    try {
      expect((await client.query(`select ${columns}`)).rows).toEqual([{ at: date, ats: [date], day: new Date('2026-12-05T00:00:00Z') }]);
      const timestampsOnly = await client.query(`select ${columns}`, [], { parsers: { [types.TIMESTAMPTZ]: (value: string) => value } });
      expect(timestampsOnly.rows).toEqual([{ at, ats: [date], day: new Date('2026-12-05T00:00:00Z') }]);
      // drizzle's set again, after the others: still text.
      expect(await ctx.app.database.db.execute(sql.raw(`select ${columns}`))).toMatchObject({ rows: [{ at, ats: `{"${at}"}` }] });
    } finally {
      await client.close();
    }
  });

  it('answers a malformed statement with the database error, and keeps working after it', async () => {
    const db = ctx.app.database.db;
    const error = await db.execute(sql`select * from no_such_table`).then(() => undefined, (caught: unknown) => caught);
    expect(causeOf(error)).toMatchObject({ code: '42P01' });
    expect(await db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
  });

  it('creates a new folder in a process of its own, then opens it in the worker; the data is there on the next open', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'vitae-create-')), 'data');
    const created = await openDatabase({ databaseUrl: undefined, dataDir, embedded: { worker: true, sharedBuffersMB: 16 } });
    try {
      expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
      await created.db.execute(sql`create table kept (name text)`);
      await created.db.execute(sql`insert into kept values ('bleibt')`);
    } finally {
      await created.close();
    }
    const reopened = await openDatabase({ databaseUrl: undefined, dataDir, embedded: { worker: true, sharedBuffersMB: 16 } });
    try {
      expect(await reopened.db.execute(sql`select name from kept`)).toMatchObject({ rows: [{ name: 'bleibt' }] });
    } finally {
      await reopened.close();
    }
  });

  it('says which folder it could not create, with the database’s reason', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'vitae-create-'));
    // A file where the folder's parent should be: nothing can be created under it.
    writeFileSync(path.join(root, 'file'), 'no folder');
    const dataDir = path.join(root, 'file', 'data');
    const error = await PgliteWorkerClient.open({ dataDir, sharedBuffersMB: 16 }, { optimizedWasm: false }).then(() => undefined, (caught: unknown) => caught);
    expect(String((error as Error).message)).toContain(`creating the embedded database in ${dataDir} failed`);
    expect(String((error as Error).message)).toMatch(/ENOTDIR|not a directory/);
  });

  it('closes cleanly: statements after close are refused, not left hanging', async () => {
    const handle = await openDatabase({ databaseUrl: undefined, dataDir: inMemoryDataDir, embedded: { worker: true, sharedBuffersMB: 16 } });
    expect(handle.inProcess).toBe(false);
    await handle.db.insert(folders).values({ userId: (await registerUser(ctx)).id, name: 'x' }).catch(() => undefined);
    await handle.close();
    const error = await handle.db.execute(sql`select 1`).then(() => undefined, (caught: unknown) => caught);
    expect(String(causeOf(error).message)).toMatch(/closed/);
  });
});
