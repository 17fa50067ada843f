import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { blankCharacter } from '@vitae/core';
import { characters } from '../src/db/schema.ts';
import { batchesOf, streamBatchBytes, streamBatchRows } from '../src/repositories/character-stream.ts';
import { as, registerUser, useTestApp } from './helper.ts';

const kib = 1024;

describe('quotas', () => {
  const ctx = useTestApp({ quotas: { characters: 3, bytesPerCharacter: 200 * kib, totalBytes: 300 * kib, writesPerMinute: 1_000_000 } });

  const create = (user: Awaited<ReturnType<typeof registerUser>>, notesKib = 0) =>
    ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { name: `Q${Math.random()}`, notes: 'x'.repeat(notesKib * kib) } }));

  it('refuses a character larger than the per-character limit with 413', async () => {
    const user = await registerUser(ctx);
    const big = { name: 'Riese', notes: 'x'.repeat(90 * kib), backstory: 'y'.repeat(90 * kib), desire: 'z'.repeat(90 * kib) };
    const response = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: big }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'character_too_large', message: expect.stringMatching(/at most 0\.2 MB/) });
  });

  it('refuses more characters than the account may keep, also when created in parallel', async () => {
    const user = await registerUser(ctx);
    const results = await Promise.all(Array.from({ length: 6 }, () => create(user)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const refused = results.find((r) => r.statusCode === 413)!;
    expect(refused.json().code).toBe('too_many_characters');
    const list = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true' }))).json();
    expect(list.characters).toHaveLength(3);
  });

  it('refuses a save that would take the account past its total, and accepts it after a delete', async () => {
    const user = await registerUser(ctx);
    const first = (await create(user, 95)).json();
    expect((await create(user, 95)).statusCode).toBe(201);
    expect((await create(user, 95)).statusCode).toBe(201);
    const list = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true' }))).json();
    const stored = list.characters.find((c: { id: string }) => c.id === first.id);
    const grown = await ctx.app.inject(as(user, { method: 'PUT', url: `/api/characters/${first.id}`, payload: { ...stored, backstory: 'b'.repeat(60 * kib) } }));
    expect(grown.statusCode).toBe(413);
    expect(grown.json()).toMatchObject({ code: 'storage_full', message: expect.stringMatching(/more than the 0\.3 MB/) });
    // Saving the same size again is fine: the stored copy is replaced, not added.
    const same = await ctx.app.inject(as(user, { method: 'PUT', url: `/api/characters/${first.id}`, payload: { ...stored, hunger: 2 } }));
    expect(same.statusCode).toBe(200);
  });

  it('refuses a patch that would take the account past its total; one that does not make the character larger passes a full account', async () => {
    const user = await registerUser(ctx);
    const first = (await create(user, 95)).json();
    expect((await create(user, 95)).statusCode).toBe(201);
    expect((await create(user, 95)).statusCode).toBe(201);
    const patch = (revision: number, operations: Array<{ path: string[]; value: unknown }>) =>
      ctx.app.inject(as(user, { method: 'PATCH', url: `/api/characters/${first.id}`, payload: { baseRevision: revision, patch: operations } }));
    const grown = await patch(1, [{ path: ['backstory'], value: 'b'.repeat(60 * kib) }]);
    expect(grown.statusCode).toBe(413);
    expect(grown.json()).toMatchObject({ code: 'storage_full' });
    expect((await patch(1, [{ path: ['hunger'], value: 3 }])).json()).toEqual({ revision: 2 });
    expect((await patch(2, [{ path: ['notes'], value: 'x'.repeat(90 * kib) }])).json()).toEqual({ revision: 3 });
    const tooLarge = await patch(3, [{ path: ['backstory'], value: 'b'.repeat(95 * kib) }, { path: ['desire'], value: 'd'.repeat(60 * kib) }]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'character_too_large' });
  });
});

describe('room of a save in a full account', () => {
  const ctx = useTestApp();

  it('passes a save that does not make its character larger (read from the row, then from the kept sheet) and counts bytes, not characters', async () => {
    const user = await registerUser(ctx);
    const { id } = (await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { name: 'Voll', notes: 'a'.repeat(2000) } }))).json();
    const stored = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true' }))).json().characters[0];
    const full = () => ({ perCharacter: 200 * kib, account: 0 });
    const writes = ctx.app.repos.characterWrites;
    // Nothing of a created character is kept yet: its size comes from the row.
    expect(await writes.put(id, user.id, { ...stored, notes: 'b'.repeat(2000) }, new Date(), full)).toMatchObject({ status: 'updated', revision: 2 });
    // Now the sheet is kept: its size comes with it.
    expect(await writes.put(id, user.id, { ...stored, revision: 2, notes: 'c'.repeat(1999) }, new Date(), full)).toMatchObject({ status: 'updated', revision: 3 });
    // As many characters, twice the bytes (UTF-8): larger, so the full account refuses it.
    expect(await writes.put(id, user.id, { ...stored, revision: 3, notes: 'ä'.repeat(1999) }, new Date(), full)).toMatchObject({ status: 'too_large', code: 'storage_full' });
  });

  it('measures a row of an older shape as it is migrated, not as it is stored', async () => {
    const user = await registerUser(ctx);
    const { id } = (await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { name: 'Alt' } }))).json();
    // Version 2 kept other lines' blocks that the migration drops: stored, the row is 5 KB larger.
    const { id: _id, revision: _revision, viewers: _viewers, ...v2 } = { ...blankCharacter('v5', { name: 'Alt' }), schemaVersion: 2, werewolf: { rage: 1, notes: 'w'.repeat(5000) }, mage: {}, hunter: {} };
    await ctx.app.database.db.update(characters).set({ data: v2, dataBytes: Buffer.byteLength(JSON.stringify(v2)) }).where(eq(characters.id, id));
    const [current] = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true' }))).json().characters;
    const full = () => ({ perCharacter: 200 * kib, account: 0 });
    expect(await ctx.app.repos.characterWrites.put(id, user.id, { ...current, notes: 'n'.repeat(1000) }, new Date(), full)).toMatchObject({ status: 'too_large', code: 'storage_full' });
    expect(await ctx.app.repos.characterWrites.put(id, user.id, { ...current, hunger: 2 }, new Date(), full)).toMatchObject({ status: 'updated', revision: 2 });
  });
});

describe('write budget', () => {
  const ctx = useTestApp({ quotas: { characters: 100, bytesPerCharacter: 1024 * kib, totalBytes: 10 * 1024 * kib, writesPerMinute: 5 } });

  it('attack: a save storm meets 429 with Retry-After, and the budget refills after a minute', async () => {
    const user = await registerUser(ctx);
    const statuses = [];
    let limited;
    for (let i = 0; i < 7; i += 1) {
      const response = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { name: `Sturm ${i}` } }));
      statuses.push(response.statusCode);
      if (response.statusCode === 429) limited = response;
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(limited!.json().code).toBe('write_rate_limited');
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(0);
    // Another account has its own budget.
    const other = await registerUser(ctx);
    expect((await ctx.app.inject(as(other, { method: 'POST', url: '/api/characters', payload: { name: 'Andere' } }))).statusCode).toBe(201);
    ctx.clock.advance(60_001);
    expect((await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { name: 'Später' } }))).statusCode).toBe(201);
  });
});

describe('list batches', () => {
  it.each([
    [[10, 20, 30], [[10, 20, 30]]],
    [[streamBatchBytes, 1, 1], [[streamBatchBytes], [1, 1]]],
    [[streamBatchBytes * 3], [[streamBatchBytes * 3]]],
    [Array.from({ length: streamBatchRows + 1 }, () => 1), [Array.from({ length: streamBatchRows }, () => 1), [1]]],
  ])('%#: bounded by bytes and rows, never empty, order kept', (sizes, expected) => {
    expect(batchesOf(sizes.map((bytes) => ({ bytes }))).map((batch) => batch.map((row) => row.bytes))).toEqual(expected);
  });
});
