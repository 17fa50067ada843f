import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { blankCharacter, lineMigrations, migrationSequence, type LineMigrations } from '@vitae/core';
import { currentData, migrateStoredCharacters, storedShapeIsOlder } from '../src/characters/stored.ts';
import { entryIsOlder, listEntryOf, type ListEntry } from '../src/characters/stored-sheet.ts';
import { characters, listEntrySql } from '../src/db/schema.ts';
import { currentJson } from '../src/repositories/characters.ts';
import { as, registerUser, useTestApp, type TestUser } from './helper.ts';

const ctx = useTestApp();

/** Where the Werewolf sequence stands today; new characters record it. */
const w5Today = lineMigrations.w5.version;

/**
 * The registry with one made-up Werewolf step after today's. The app itself runs with the real
 * registry, so these tests hand it to the functions the server decides with: the SQL that picks
 * older rows, the start-up migration and the read path's `currentData`.
 */
const withW5Step: LineMigrations = {
  ...lineMigrations,
  w5: migrationSequence('w5', [...lineMigrations.w5.steps, { toVersion: w5Today + 1, name: 'w5-test-step', up: (raw) => ({ ...raw, notes: `${String(raw['notes'] ?? '')}+w5` }) }]),
};

async function create(user: TestUser, line: 'v5' | 'w5', name: string): Promise<string> {
  const response = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { ...blankCharacter(line), name, notes: 'n' } }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function row(id: string): Promise<{ data: Record<string, unknown>; listEntry: ListEntry; older: boolean; olderWithStep: boolean }> {
  const [found] = await ctx.app.database.db
    .select({ data: characters.data, listEntry: characters.listEntry, older: storedShapeIsOlder(), olderWithStep: storedShapeIsOlder(withW5Step) })
    .from(characters)
    .where(eq(characters.id, id));
  return found as { data: Record<string, unknown>; listEntry: ListEntry; older: boolean; olderWithStep: boolean };
}

describe('per-line migrations on stored characters', () => {
  it('finds a row older only when its own line has a step it has not been through (SQL and list entry agree)', async () => {
    const user = await registerUser(ctx);
    const werewolf = await row(await create(user, 'w5', 'Wolf'));
    const vampire = await row(await create(user, 'v5', 'Vampir'));
    // A new character records where its line stands: nothing just made is older.
    expect([werewolf.older, vampire.older]).toEqual([false, false]);
    expect(werewolf.data).toHaveProperty('lineSchemaVersion', w5Today);
    expect(vampire.data).not.toHaveProperty('lineSchemaVersion');
    expect([entryIsOlder(werewolf.listEntry), entryIsOlder(vampire.listEntry)]).toEqual([false, false]);
    // With one more Werewolf step, the Werewolf row is older, the Vampire row is not.
    expect([werewolf.olderWithStep, vampire.olderWithStep]).toEqual([true, false]);
    expect([entryIsOlder(werewolf.listEntry, withW5Step), entryIsOlder(vampire.listEntry, withW5Step)]).toEqual([true, false]);
    // A list entry written before it had a line version reads as 0.
    const { lineSchemaVersion: _, ...oldEntry } = werewolf.listEntry;
    expect(entryIsOlder(oldEntry, withW5Step)).toBe(true);
  });

  it('migrates a row whose line version is older on read, that line only, and serves a current row as stored', async () => {
    const user = await registerUser(ctx);
    const werewolf = await row(await create(user, 'w5', 'Wolf'));
    const vampire = await row(await create(user, 'v5', 'Vampir'));
    expect(currentData(werewolf.data, undefined, withW5Step)).toMatchObject({ notes: 'n+w5', lineSchemaVersion: w5Today + 1 });
    expect(currentData(vampire.data, undefined, withW5Step)).toBe(vampire.data);
    const migrated = currentData(werewolf.data, undefined, withW5Step);
    // Read again, the migrated sheet is current: the step does not run twice.
    expect(currentData(migrated, undefined, withW5Step)).toBe(migrated);
    // The route serves the stored text unless the SQL called the row older.
    const json = JSON.stringify(werewolf.data);
    expect(currentJson(json, false)).toBe(json);
  });

  it('rewrites at start exactly the rows whose line version is older, once', async () => {
    const user = await registerUser(ctx);
    const wolfId = await create(user, 'w5', 'Wolf');
    const vampireId = await create(user, 'v5', 'Vampir');
    const before = await row(vampireId);
    // Earlier tests of this file left Werewolf rows too (one database per file): every one of them is older, no other.
    const olderLines = await ctx.app.database.db.select({ line: sql<string>`${characters.data}->>'gameLine'` }).from(characters).where(storedShapeIsOlder(withW5Step));
    expect(olderLines.length).toBeGreaterThan(0);
    expect(new Set(olderLines.map((older) => older.line))).toEqual(new Set(['w5']));
    expect(await migrateStoredCharacters(ctx.app.database.db, ctx.app.log, withW5Step)).toEqual({ migrated: olderLines.length, failed: 0 });
    const wolf = await row(wolfId);
    expect(wolf.data).toMatchObject({ notes: 'n+w5', lineSchemaVersion: w5Today + 1 });
    expect(wolf.listEntry).toMatchObject({ lineSchemaVersion: w5Today + 1 });
    expect(wolf.olderWithStep).toBe(false);
    expect((await row(vampireId)).data).toEqual(before.data);
    expect(await migrateStoredCharacters(ctx.app.database.db, ctx.app.log, withW5Step)).toEqual({ migrated: 0, failed: 0 });
    expect((await row(wolfId)).data).toMatchObject({ notes: 'n+w5' });
  });

  it.each<[string, Record<string, unknown>]>([
    ['a line version', { name: 'x', gameLine: 'w5', lineSchemaVersion: 3 }],
    ['no line version', { name: 'x', gameLine: 'w5' }],
    ['a fractional line version', { name: 'x', lineSchemaVersion: 2.7 }],
    ['a line version that is text', { name: 'x', lineSchemaVersion: '3' }],
  ])('writes the list entry the SQL expression gives for %s', async (_label, data) => {
    const result = (await ctx.app.database.db.execute(sql`select ${listEntrySql}::text as entry from (select ${JSON.stringify(data)}::jsonb as data) as sheet`)) as unknown as { rows: Array<{ entry: string }> };
    expect(listEntryOf(data)).toEqual(JSON.parse(result.rows[0]!.entry));
  });

  it('refuses a line version newer than this server knows with 409 schema_too_new (patch and put) and keeps what is stored', async () => {
    const user = await registerUser(ctx);
    const id = await create(user, 'w5', 'Heute');
    const patched = await ctx.app.inject(as(user, { method: 'PATCH', url: `/api/characters/${id}`, payload: { baseRevision: 1, patch: [{ path: ['lineSchemaVersion'], value: w5Today + 1 }] } }));
    expect(patched.statusCode, patched.body).toBe(409);
    expect(patched.json()).toMatchObject({ code: 'schema_too_new' });
    const put = await ctx.app.inject(as(user, { method: 'PUT', url: `/api/characters/${id}`, payload: { ...blankCharacter('w5', { name: 'Morgen' }), revision: 1, lineSchemaVersion: w5Today + 1 } }));
    expect(put.statusCode, put.body).toBe(409);
    expect(put.json()).toMatchObject({ code: 'schema_too_new' });
    expect((await row(id)).data).toMatchObject({ name: 'Heute' });
  });
});
