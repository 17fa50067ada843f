import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Character } from '@vitae/core';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { characters, characterViewers } from '../src/db/schema.ts';
import { pruneEvery, readRow, revisionWrite, sheetToWrite, type RevisionWrite } from '../src/repositories/character-rows.ts';
import { createRevisionBatch, maxBatch } from '../src/repositories/revision-batch.ts';
import { createSheetCache } from '../src/repositories/sheet-cache.ts';
import { as, registerUser, useTestApp, type TestUser } from './helper.ts';

const ctx = useTestApp();

/** The app's database, counting the statements sent through `execute`. */
function countingDatabase(): { db: Database; statements: () => number } {
  const db = ctx.app.database.db;
  let statements = 0;
  const counting = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver) as unknown;
      return (...args: Parameters<Database['execute']>) => {
        statements += 1;
        return target.execute(...args);
      };
    },
  });
  return { db: counting, statements: () => statements };
}

async function createCharacters(user: TestUser, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { name: `Figur ${index}` } }));
    expect(response.statusCode).toBe(201);
    ids.push(response.json<{ id: string }>().id);
  }
  return ids;
}

/** The next revision of a character as a save would write it: its concept set to `concept`. */
async function nextRevision(id: string, concept: string, change: (write: RevisionWrite) => RevisionWrite = (write) => write): Promise<RevisionWrite> {
  const row = (await readRow(ctx.app.database.db, id, false, undefined))!;
  const data = { ...row.data, concept };
  const next = { ...data, id, revision: row.revision } as unknown as Character;
  return change(revisionWrite(id, row, next, sheetToWrite(data), [{ path: ['concept'], value: concept }], new Date()));
}

async function storedRow(id: string) {
  const [row] = await ctx.app.database.db.select({ revision: characters.revision, data: characters.data }).from(characters).where(eq(characters.id, id));
  return { revision: row!.revision, concept: (row!.data as Record<string, unknown>)['concept'] };
}

describe('saves of different characters written in one statement', () => {
  it('is on by default (BATCH_SAVES=0 turns it off)', () => {
    expect(loadConfig({}).embeddedDatabase.batchSaves).toBe(true);
    expect(loadConfig({ BATCH_SAVES: '0' }).embeddedDatabase.batchSaves).toBe(false);
  });

  it('writes the first save at once and the ones that arrive meanwhile together, each with its row, log entry and kept sheet', async () => {
    const user = await registerUser(ctx);
    const ids = await createCharacters(user, 12);
    const writes = await Promise.all(ids.map((id, index) => nextRevision(id, `Runde 1 – ${index}`)));
    const { db, statements } = countingDatabase();
    const sheets = createSheetCache();
    const batch = createRevisionBatch(db, { enabled: true });

    const saved = await Promise.all(writes.map((write) => batch.write(write, sheets)));

    expect(statements()).toBe(2);
    expect(saved.map((entry) => entry?.revision)).toEqual(ids.map(() => 2));
    for (const [index, id] of ids.entries()) {
      expect(await storedRow(id)).toEqual({ revision: 2, concept: `Runde 1 – ${index}` });
      expect(await ctx.app.repos.characterWrites.loggedRevisions(id)).toBe(1);
      expect(await ctx.app.repos.characterWrites.changesSince(id, 1, 2)).toEqual([{ path: ['concept'], value: `Runde 1 – ${index}` }]);
      expect(sheets.version(id)?.revision).toBe(2);
    }
  });

  it('tells viewers of each character in the batch who they are', async () => {
    const owner = await registerUser(ctx);
    const viewer = await registerUser(ctx);
    const ids = await createCharacters(owner, 3);
    await ctx.app.database.db.insert(characterViewers).values({ characterId: ids[1]!, userId: viewer.id });
    const writes = await Promise.all(ids.map((id) => nextRevision(id, 'gesehen')));
    const batch = createRevisionBatch(ctx.app.database.db, { enabled: true });
    const saved = await Promise.all(writes.map((write) => batch.write(write, undefined)));
    expect(saved.map((entry) => entry?.viewerIds)).toEqual([[], [viewer.id], []]);
  });

  it('leaves a row that is not at its base version as it is, and writes the others of the batch', async () => {
    const user = await registerUser(ctx);
    const ids = await createCharacters(user, 4);
    const writes = await Promise.all(ids.map((id, index) => nextRevision(id, `neu ${index}`, (write) => (index === 2 ? { ...write, row: { ...write.row, revision: write.row.revision + 5 }, revision: write.row.revision + 6 } : write))));
    const batch = createRevisionBatch(ctx.app.database.db, { enabled: true });

    const saved = await Promise.all(writes.map((write) => batch.write(write, undefined)));

    expect(saved.map((entry) => entry?.revision)).toEqual([2, 2, undefined, 2]);
    expect(await storedRow(ids[2]!)).toEqual({ revision: 1, concept: '' });
    expect(await ctx.app.repos.characterWrites.loggedRevisions(ids[2]!)).toBe(0);
    expect(await storedRow(ids[3]!)).toEqual({ revision: 2, concept: 'neu 3' });
  });

  it('answers a save whose id came in upper case (the database prints it in lower case)', async () => {
    const user = await registerUser(ctx);
    const ids = await createCharacters(user, 3);
    const writes = await Promise.all(ids.map((id, index) => nextRevision(index === 2 ? id.toUpperCase() : id, `Fall ${index}`)));
    const batch = createRevisionBatch(ctx.app.database.db, { enabled: true });

    const saved = await Promise.all(writes.map((write) => batch.write(write, undefined)));

    expect(saved.map((entry) => entry?.revision)).toEqual([2, 2, 2]);
    expect(await storedRow(ids[2]!)).toEqual({ revision: 2, concept: 'Fall 2' });
  });

  it("puts a character's second save into the next statement, where it misses its base", async () => {
    const user = await registerUser(ctx);
    const [first, a, b] = await createCharacters(user, 3);
    const writes = await Promise.all([nextRevision(first!, 'zuerst'), nextRevision(a!, 'A eins'), nextRevision(b!, 'B'), nextRevision(a!, 'A zwei')]);
    const { db, statements } = countingDatabase();
    const batch = createRevisionBatch(db, { enabled: true });

    const saved = await Promise.all(writes.map((write) => batch.write(write, undefined)));

    // `first` alone, then `a` and `b` together, then `a` again alone.
    expect(statements()).toBe(3);
    expect(saved.map((entry) => entry?.revision)).toEqual([2, 2, 2, undefined]);
    expect(await storedRow(a!)).toEqual({ revision: 2, concept: 'A eins' });
  });

  it('writes each save alone when the batch fails, so only the failing one fails', async () => {
    const user = await registerUser(ctx);
    const ids = await createCharacters(user, 4);
    const writes = await Promise.all(ids.map((id, index) => nextRevision(id, `gut ${index}`, (write) => (index === 2 ? { ...write, listEntry: '{kein json' } : write))));
    const batch = createRevisionBatch(ctx.app.database.db, { enabled: true });

    const results = await Promise.allSettled(writes.map((write) => batch.write(write, undefined)));

    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(await storedRow(ids[1]!)).toEqual({ revision: 2, concept: 'gut 1' });
    expect(await storedRow(ids[2]!)).toEqual({ revision: 1, concept: '' });
    expect(await storedRow(ids[3]!)).toEqual({ revision: 2, concept: 'gut 3' });
  });

  it('a batch padded to its size (three saves in a statement for four) changes only its own rows and logs only their entries', async () => {
    const user = await registerUser(ctx);
    const ids = await createCharacters(user, 5);
    const writes = await Promise.all(ids.slice(0, 4).map((id) => nextRevision(id, 'drei')));
    const batch = createRevisionBatch(ctx.app.database.db, { enabled: true });
    await Promise.all(writes.map((write) => batch.write(write, undefined)));
    for (const id of ids.slice(0, 4)) expect(await storedRow(id)).toEqual({ revision: 2, concept: 'drei' });
    expect(await storedRow(ids[4]!)).toEqual({ revision: 1, concept: '' });
    expect(await ctx.app.repos.characterWrites.loggedRevisions(ids[4]!)).toBe(0);
  });

  it(`takes at most ${maxBatch} saves into one statement`, async () => {
    const user = await registerUser(ctx);
    const ids = await createCharacters(user, maxBatch + 3);
    const writes = await Promise.all(ids.map((id) => nextRevision(id, 'viele')));
    const { db, statements } = countingDatabase();
    const batch = createRevisionBatch(db, { enabled: true });
    const saved = await Promise.all(writes.map((write) => batch.write(write, undefined)));
    // One alone, then `maxBatch`, then the last 2.
    expect(statements()).toBe(3);
    expect(saved.every((entry) => entry?.revision === 2)).toBe(true);
  });

  it('writes every save alone when off, and a save that prunes the log alone when on', async () => {
    const user = await registerUser(ctx);
    const ids = await createCharacters(user, 4);
    const off = countingDatabase();
    await Promise.all((await Promise.all(ids.map((id) => nextRevision(id, 'aus')))).map((write) => createRevisionBatch(off.db, { enabled: false }).write(write, undefined)));
    expect(off.statements()).toBe(4);

    const on = countingDatabase();
    const batch = createRevisionBatch(on.db, { enabled: true });
    // Revision `pruneEvery` prunes: those three are written alone, besides the first.
    const writes = await Promise.all(ids.map((id, index) => nextRevision(id, 'an', (write) => (index === 0 ? write : { ...write, row: { ...write.row }, revision: pruneEvery }))));
    await Promise.all(writes.map((write) => batch.write(write, undefined)));
    expect(on.statements()).toBe(4);
  });
});
