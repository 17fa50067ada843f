import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { folders } from '../src/db/schema.ts';
import { createGroupCommit } from '../src/repositories/group-commit.ts';
import { as, registerUser, useTestApp, type TestUser } from './helper.ts';

const ctx = useTestApp({ embeddedDatabase: { ...loadConfig({}).embeddedDatabase, groupCommit: true } });

async function create(user: TestUser, name: string): Promise<Record<string, unknown>> {
  const response = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { name } }));
  expect(response.statusCode).toBe(201);
  return read(user, response.json<{ id: string }>().id);
}

async function read(user: TestUser, id: string): Promise<Record<string, unknown>> {
  const list = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true' }))).json<{ characters: Array<Record<string, unknown>> }>();
  return list.characters.find((character) => character['id'] === id)!;
}

describe('group commit of character saves', () => {
  it('is off unless GROUP_COMMIT=1 (it did not beat one transaction per save in the bench)', () => {
    expect(loadConfig({}).embeddedDatabase.groupCommit).toBe(false);
    expect(loadConfig({ GROUP_COMMIT: '1' }).embeddedDatabase.groupCommit).toBe(true);
  });

  it('answers N concurrent PUTs each with its own next revision, stores all of them and logs each', async () => {
    const user = await registerUser(ctx);
    const sheets = await Promise.all(Array.from({ length: 12 }, (_, index) => create(user, `Figur ${index}`)));
    for (const round of [1, 2]) {
      const responses = await Promise.all(
        sheets.map((sheet, index) => ctx.app.inject(as(user, { method: 'PUT', url: `/api/characters/${String(sheet.id)}`, payload: { ...sheet, revision: round, concept: `Runde ${round} ${index}` } }))),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(sheets.map(() => 200));
      expect(responses.map((response) => response.json())).toEqual(sheets.map(() => ({ revision: round + 1 })));
    }
    for (const [index, sheet] of sheets.entries()) {
      const stored = await read(user, String(sheet.id));
      expect(stored).toMatchObject({ revision: 3, concept: `Runde 2 ${index}` });
      expect(await ctx.app.repos.characterWrites.loggedRevisions(String(sheet.id))).toBe(2);
    }
  });

  it('gives concurrent patches of one character strictly increasing revisions, merging each on the one before', async () => {
    const user = await registerUser(ctx);
    const sheet = await create(user, 'Mira');
    const fields = ['concept', 'notes', 'backstory', 'ambition', 'desire', 'chronicle'];
    const responses = await Promise.all(
      fields.map((field) => ctx.app.inject(as(user, { method: 'PATCH', url: `/api/characters/${String(sheet.id)}`, payload: { baseRevision: 1, patch: [{ path: [field], value: `neu: ${field}` }] } }))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(fields.map(() => 200));
    const revisions = responses.map((response) => response.json<{ revision: number }>().revision);
    expect([...revisions].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7]);
    const stored = await read(user, String(sheet.id));
    expect(stored.revision).toBe(7);
    for (const field of fields) expect(stored[field]).toBe(`neu: ${field}`);
    expect(await ctx.app.repos.characterWrites.loggedRevisions(String(sheet.id))).toBe(6);
    // The log composes back to exactly what was saved since revision 1.
    const changes = await ctx.app.repos.characterWrites.changesSince(String(sheet.id), 1, 7);
    expect(Object.fromEntries(changes!.map((operation) => [String(operation.path[0]), operation.value]))).toEqual(Object.fromEntries(fields.map((field) => [field, `neu: ${field}`])));
  });

  it('refuses one invalid patch among concurrent saves with its 400 and stores the others', async () => {
    const user = await registerUser(ctx);
    const sheets = await Promise.all(Array.from({ length: 5 }, (_, index) => create(user, `Figur ${index}`)));
    const responses = await Promise.all(
      sheets.map((sheet, index) =>
        ctx.app.inject(as(user, { method: 'PATCH', url: `/api/characters/${String(sheet.id)}`, payload: { baseRevision: 1, patch: [{ path: ['hunger'], value: index === 2 ? 'sehr' : index + 1 }] } })),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 400, 200, 200]);
    expect(responses[2]!.json().code).toBe('invalid_request');
    for (const [index, sheet] of sheets.entries()) {
      const stored = await read(user, String(sheet.id));
      expect(stored).toMatchObject(index === 2 ? { revision: 1 } : { revision: 2, hunger: index + 1 });
    }
  });

  it('writes what arrives together in one transaction, and a write that throws fails alone: the others are committed, its own rolled back', async () => {
    const db = ctx.app.database.db;
    const user = await registerUser(ctx);
    const group = createGroupCommit(db, { enabled: true });
    const write = (name: string, fail: boolean) =>
      group.transaction(async (tx) => {
        await tx.insert(folders).values({ userId: user.id, name });
        if (fail) throw new Error(`${name} failed`);
        const result = (await tx.execute(sql`select txid_current()::text as id`)) as unknown as { rows: Array<{ id: string }> };
        return result.rows[0]!.id;
      });
    const together = await Promise.all([write('A', false), write('B', false), write('C', false)]);
    expect(new Set(together).size).toBe(1);

    const results = await Promise.allSettled([write('D', false), write('E', true), write('F', false)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('E failed'));
    const names = (await db.select({ name: folders.name }).from(folders).where(sql`${folders.userId} = ${user.id}`)).map((row) => row.name).sort();
    expect(names).toEqual(['A', 'B', 'C', 'D', 'F']);
  });
});
