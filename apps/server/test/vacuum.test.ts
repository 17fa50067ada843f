import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { inMemoryDataDir, openDatabase } from '../src/db/client.ts';
import { as, registerUser, useTestApp, type TestUser } from './helper.ts';

// Checks only when the test asks (`vacuuming.check()`), after 512 KB of WAL (~50 saves below).
const ctx = useTestApp({ embeddedDatabase: { ...loadConfig({}).embeddedDatabase, vacuum: { checkEveryMs: 3_600_000, walBytes: 512 * 1024 } } });

/** Notes that do not compress: every saved version takes its full size in the TOAST table. */
function noise(): string {
  return randomBytes(12 * 1024).toString('base64');
}

async function saveNotes(user: TestUser, id: string, fromRevision: number, times: number): Promise<number> {
  let revision = fromRevision;
  for (let i = 0; i < times; i++) {
    const response = await ctx.app.inject(as(user, { method: 'PATCH', url: `/api/characters/${id}`, payload: { baseRevision: revision, patch: [{ path: ['notes'], value: noise() }] } }));
    expect(response.statusCode).toBe(200);
    revision = response.json<{ revision: number }>().revision;
  }
  return revision;
}

async function charactersBytes(): Promise<number> {
  const result = (await ctx.app.database.db.execute(sql`select pg_total_relation_size('characters')::text as bytes`)) as unknown as { rows: Array<{ bytes: string }> };
  return Number(result.rows[0]!.bytes);
}

describe('housekeeping of the embedded database', () => {
  it('reuses the space of old sheet versions once it vacuumed, instead of growing with every save', async () => {
    const vacuuming = ctx.app.database.vacuuming!;
    const user = await registerUser(ctx);
    const created = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { name: 'Mira' } }));
    const id = created.json<{ id: string }>().id;
    const before = await charactersBytes();
    const revision = await saveNotes(user, id, 1, 100);
    const unvacuumedGrowth = (await charactersBytes()) - before;
    // 100 versions of ~16 KB each, none of them reusing space yet.
    expect(unvacuumedGrowth).toBeGreaterThan(100 * 12 * 1024);

    expect(await vacuuming.check()).toBe(true);
    const vacuumed = await charactersBytes();
    await saveNotes(user, id, revision, 100);
    const grownAfterVacuum = (await charactersBytes()) - vacuumed;
    expect(grownAfterVacuum).toBeLessThan(unvacuumedGrowth / 4);
  });

  it('does nothing while little was written since its last run', async () => {
    const vacuuming = ctx.app.database.vacuuming!;
    await vacuuming.check();
    const user = await registerUser(ctx);
    await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { name: 'Jan' } }));
    expect(await vacuuming.check()).toBe(false);
  });
});

describe('the housekeeping schedule', () => {
  it('vacuums on its own once enough was written, and stops with the database', async () => {
    const errors: unknown[] = [];
    const handle = await openDatabase({
      databaseUrl: undefined,
      dataDir: inMemoryDataDir,
      embedded: { worker: false, sharedBuffersMB: 16, vacuum: { checkEveryMs: 10, walBytes: 1 } },
      onBackgroundError: (error) => errors.push(error),
    });
    try {
      await handle.db.execute(sql`create table scratch (n int)`);
      // A table never vacuumed (nor analyzed) has reltuples -1; VACUUM counts its rows. Each look
      // writes a row, so there is always something new to vacuum for.
      const vacuumed = async () => {
        await handle.db.execute(sql`insert into scratch values (1)`);
        const result = (await handle.db.execute(sql`select reltuples::text as n from pg_class where relname = 'scratch'`)) as unknown as { rows: Array<{ n: string }> };
        return Number(result.rows[0]!.n) >= 0;
      };
      await expect.poll(vacuumed, { timeout: 5_000 }).toBe(true);
    } finally {
      await handle.close();
    }
    // Closed: no further check runs (it would fail on the closed database).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(errors).toEqual([]);
  });
});

describe('PGLITE_VACUUM_WAL_MB and PGLITE_VACUUM_CHECK_SECONDS', () => {
  it.each([
    [{}, { walBytes: 4 * 1024 * 1024, checkEveryMs: 10_000 }],
    [{ PGLITE_VACUUM_WAL_MB: '16', PGLITE_VACUUM_CHECK_SECONDS: '60' }, { walBytes: 16 * 1024 * 1024, checkEveryMs: 60_000 }],
    [{ PGLITE_VACUUM_WAL_MB: '0' }, false],
  ] as const)('%o → %o', (env, expected) => {
    expect(loadConfig(env).embeddedDatabase.vacuum).toEqual(expected);
  });

  it('refuses a check interval of 0 seconds', () => {
    expect(() => loadConfig({ PGLITE_VACUUM_CHECK_SECONDS: '0' })).toThrow(/PGLITE_VACUUM_CHECK_SECONDS/);
  });
});
