import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { blankCharacter, characterSchemaVersion } from '@vitae/core';
import { migrateStoredCharacters } from '../src/characters/stored.ts';
import { characters } from '../src/db/schema.ts';
import { as, registerUser, useTestApp } from './helper.ts';

const ctx = useTestApp();

async function createCharacter(user: Awaited<ReturnType<typeof registerUser>>, fields: Record<string, unknown> = {}) {
  const response = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { name: 'Mira', ...fields } }));
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string; revision: number }>();
}

describe('characters CRUD', () => {
  it('creates, lists, updates and deletes the caller’s characters', async () => {
    const user = await registerUser(ctx);
    const created = await createCharacter(user, { name: 'Mira', humanity: 6, directory: 'Chicago' });
    expect(created.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(created.revision).toBe(1);

    const list = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true' }))).json();
    expect(list.sharedCharacters).toEqual([]);
    expect(list.characters).toHaveLength(1);
    const [stored] = list.characters;
    expect(stored).toMatchObject({ id: created.id, revision: 1, name: 'Mira', humanity: 6, directory: 'Chicago', sex: 'd', version: 2 });
    expect(stored.healthDamage).toHaveLength(10);

    const updated = await ctx.app.inject(
      as(user, { method: 'PUT', url: `/api/characters/${created.id}`, payload: { ...stored, hunger: 3, concept: 'Nachtschwester' } }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ revision: 2 });
    const reread = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true' }))).json().characters[0];
    expect(reread).toMatchObject({ hunger: 3, concept: 'Nachtschwester', revision: 2 });

    const deleted = await ctx.app.inject(as(user, { method: 'DELETE', url: `/api/characters/${created.id}` }));
    expect(deleted.statusCode).toBe(204);
    expect((await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true' }))).json().characters).toEqual([]);
    expect((await ctx.app.inject(as(user, { method: 'DELETE', url: `/api/characters/${created.id}` }))).statusCode).toBe(404);
  });

  it('gives every new character its own id, even when the body carries one', async () => {
    const user = await registerUser(ctx);
    const first = await createCharacter(user, { id: '11111111-1111-4111-8111-111111111111' });
    const second = await createCharacter(user, { id: '11111111-1111-4111-8111-111111111111' });
    expect(first.id).not.toBe('11111111-1111-4111-8111-111111111111');
    expect(second.id).not.toBe(first.id);
  });

  it('lists characters sorted by name', async () => {
    const user = await registerUser(ctx);
    for (const name of ['Zoe', 'Anton', 'Marek']) await createCharacter(user, { name });
    const names = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true' }))).json().characters.map((c: { name: string }) => c.name);
    expect(names).toEqual(['Anton', 'Marek', 'Zoe']);
  });
});

describe('ownership', () => {
  it('answers 404 to everyone but the owner, and never leaks the character', async () => {
    const owner = await registerUser(ctx);
    const stranger = await registerUser(ctx);
    const { id } = await createCharacter(owner, { name: 'Geheim' });
    const body = { ...blankCharacter('v5', { name: 'Gekapert' }), revision: 1 };
    const put = await ctx.app.inject(as(stranger, { method: 'PUT', url: `/api/characters/${id}`, payload: body }));
    expect(put.statusCode).toBe(404);
    expect(put.body).not.toContain('Geheim');
    expect((await ctx.app.inject(as(stranger, { method: 'DELETE', url: `/api/characters/${id}` }))).statusCode).toBe(404);
    expect((await ctx.app.inject(as(stranger, { method: 'GET', url: '/api/characters?full=true' }))).json().characters).toEqual([]);
    const ownerView = (await ctx.app.inject(as(owner, { method: 'GET', url: '/api/characters?full=true' }))).json().characters[0];
    expect(ownerView.name).toBe('Geheim');
  });

  it('shows shared characters as view-only, and a viewer’s delete only removes them from the viewer', async () => {
    const owner = await registerUser(ctx);
    const viewer = await registerUser(ctx);
    const { id } = await createCharacter(owner, { name: 'Geteilt' });
    await ctx.app.repos.characters.addViewer(id, viewer.id);
    const list = (await ctx.app.inject(as(viewer, { method: 'GET', url: '/api/characters?full=true' }))).json();
    expect(list.characters).toEqual([]);
    expect(list.sharedCharacters).toHaveLength(1);
    expect(list.sharedCharacters[0]).toMatchObject({ id, name: 'Geteilt', justViewing: true });
    const ownerList = (await ctx.app.inject(as(owner, { method: 'GET', url: '/api/characters?full=true' }))).json();
    expect(ownerList.characters[0].viewers).toEqual([{ id: viewer.id, alias: viewer.alias }]);

    expect((await ctx.app.inject(as(viewer, { method: 'DELETE', url: `/api/characters/${id}` }))).statusCode).toBe(204);
    expect((await ctx.app.inject(as(viewer, { method: 'GET', url: '/api/characters?full=true' }))).json().sharedCharacters).toEqual([]);
    expect((await ctx.app.inject(as(owner, { method: 'GET', url: '/api/characters?full=true' }))).json().characters).toHaveLength(1);
  });

  it('requires a login', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/characters?full=true' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/not logged in/);
  });
});

describe('concurrency', () => {
  it('refuses a save based on an older revision with 409 and the stored character', async () => {
    const user = await registerUser(ctx);
    const { id } = await createCharacter(user, { name: 'Zwei Geräte' });
    const base = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true' }))).json().characters[0];

    const phone = await ctx.app.inject(as(user, { method: 'PUT', url: `/api/characters/${id}`, payload: { ...base, hunger: 4 } }));
    expect(phone.json()).toEqual({ revision: 2 });
    const laptop = await ctx.app.inject(as(user, { method: 'PUT', url: `/api/characters/${id}`, payload: { ...base, hunger: 1 } }));
    expect(laptop.statusCode).toBe(409);
    const conflict = laptop.json();
    expect(conflict.message).toMatch(/changed elsewhere/);
    expect(conflict.code).toBe('revision_conflict');
    expect(conflict.character).toMatchObject({ id, revision: 2, hunger: 4 });

    const stored = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true' }))).json().characters[0];
    expect(stored.hunger).toBe(4);
    const retried = await ctx.app.inject(as(user, { method: 'PUT', url: `/api/characters/${id}`, payload: { ...stored, hunger: 1 } }));
    expect(retried.json()).toEqual({ revision: 3 });
  });

  it('lets exactly one of two simultaneous saves of the same revision win', async () => {
    const user = await registerUser(ctx);
    const { id } = await createCharacter(user);
    const base = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true' }))).json().characters[0];
    const results = await Promise.all(
      [1, 2, 3, 4].map((hunger) => ctx.app.inject(as(user, { method: 'PUT', url: `/api/characters/${id}`, payload: { ...base, hunger } }))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
  });
});

describe('validation', () => {
  it.each([
    ['hunger out of range', { hunger: 6 }, /hunger/],
    ['an unknown sex', { sex: 'x' }, /sex/],
    ['a name that is a number', { name: 7 }, /name/],
    ['a short damage track', { healthDamage: ['none'] }, /healthDamage/],
    ['categories that are not a list', { categories: 'viele' }, /categories/],
  ])('answers 400 for %s', async (_label, fields, field) => {
    const user = await registerUser(ctx);
    const response = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { name: 'X', ...fields } }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(field);
  });

  it('answers 400 for an invalid id and for a body that is not JSON', async () => {
    const user = await registerUser(ctx);
    const badId = await ctx.app.inject(as(user, { method: 'PUT', url: '/api/characters/42', payload: blankCharacter('v5') }));
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/UUID/);
    const badJson = await ctx.app.inject(
      as(user, { method: 'POST', url: '/api/characters', payload: '{"name": ', headers: { 'content-type': 'application/json' } }),
    );
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toMatch(/not valid JSON/);
  });

  it('accepts an avatar of a few megabytes but answers 413 beyond 5 MB', async () => {
    const user = await registerUser(ctx);
    const avatar = `data:image/png;base64,${'A'.repeat(3_000_000)}`;
    expect((await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { name: 'Bild', avatar } }))).statusCode).toBe(201);
    const huge = await ctx.app.inject(
      as(user, { method: 'POST', url: '/api/characters', payload: { name: 'Riesig', avatar: 'A'.repeat(6 * 1024 * 1024) } }),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/at most 5 MB/);
  });

  it('keeps a history with changes (a Mark of Cain step, a storyteller removal) and refuses a name past 200 characters with a readable 400', async () => {
    const user = await registerUser(ctx);
    const created = await createCharacter(user, { name: 'Kain' });
    const stored = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true' }))).json().characters[0];
    const at = '2025-03-01T20:00:00.000Z';
    const xpHistory = [
      { id: 'm1', at, kind: 'change', amount: 0, purchase: { kind: 'mark_of_cain', ref: 'red:5', level: 5 }, before: { markOfCain: { path: 'red', tier: 4 }, humanity: 6, bloodPotency: 2 }, after: { markOfCain: { path: 'red', tier: 5 }, humanity: 10, bloodPotency: 1 } },
      { id: 'r1', at, kind: 'change', amount: 0, purchase: { kind: 'trait_removal', ref: 'merits:6:1', name: 'Schön', level: 2 }, before: { merits: { '6': { traits: [], flawTraits: [] } } }, after: { merits: { '6': { traits: [], flawTraits: [] } } } },
    ];
    const saved = await ctx.app.inject(as(user, { method: 'PUT', url: `/api/characters/${created.id}`, payload: { ...stored, markOfCain: { path: 'red', tier: 5 }, humanity: 10, bloodPotency: 1, xpHistory } }));
    expect(saved.statusCode).toBe(200);
    const reread = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true' }))).json().characters[0];
    expect(reread.xpHistory.map((entry: { kind: string; purchase: { kind: string } }) => [entry.kind, entry.purchase.kind])).toEqual([
      ['change', 'mark_of_cain'],
      ['change', 'trait_removal'],
    ]);
    const tooLong = await ctx.app.inject(as(user, { method: 'PUT', url: `/api/characters/${created.id}`, payload: { ...reread, name: 'N'.repeat(201) } }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'invalid_request', message: expect.stringMatching(/name/) });
  });

  it('answers 400 for an avatar that is not a raster image data URL (an SVG can carry script)', async () => {
    const user = await registerUser(ctx);
    const svg = { ...blankCharacter('v5', { name: 'Vektor' }), avatar: 'data:image/svg+xml;base64,PHN2Zz4=' };
    const response = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: svg }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/avatar/);
  });

  it('never answers 5xx to malformed input', async () => {
    const user = await registerUser(ctx);
    const payloads: unknown[] = [null, [], 'text', 42, { categories: [{}] }, { inventory: { cash: 'viel' } }, { disciplines: [{ x: 1 }] }];
    for (const payload of payloads) {
      const response = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }));
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500);
      expect(typeof response.json().message).toBe('string');
    }
  });
});

describe('character shapes: migrated on every read and write', () => {
  it('a body of an older shape (version 2, with the other lines’ objects) is migrated and saved in the current shape', async () => {
    const user = await registerUser(ctx);
    const old = { ...blankCharacter('v5', { name: 'Alt' }), schemaVersion: 2, werewolf: { rage: 1 }, mage: { arete: 1 }, hunter: { danger: 0 } };
    const created = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: old }));
    expect(created.statusCode).toBe(201);
    const [stored] = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true' }))).json().characters;
    expect(stored).toMatchObject({ name: 'Alt', gameLine: 'v5', schemaVersion: characterSchemaVersion });
    expect(stored).not.toHaveProperty('werewolf');
    expect(stored).not.toHaveProperty('mage');
  });

  it('refuses a character saved by a newer Vitae with 409 and a message to reload, and keeps what is stored', async () => {
    const user = await registerUser(ctx);
    const { id } = await createCharacter(user, { name: 'Heute' });
    const newer = { ...blankCharacter('v5', { name: 'Morgen' }), revision: 1, schemaVersion: characterSchemaVersion + 1, hoverboard: true };
    const response = await ctx.app.inject(as(user, { method: 'PUT', url: `/api/characters/${id}`, payload: newer }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'schema_too_new' });
    expect(response.json().message).toMatch(/newer Vitae/);
    expect((await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true' }))).json().characters[0].name).toBe('Heute');
  });

  it.each([
    ['at the top', { favouriteColour: 'rot' }, /favouriteColour/],
    ['inside a snapshot', { clan: { id: 2, name: 'Brujah', colour: 'rot' } }, /colour/],
    ['inside the inventory', { inventory: { carriedItems: [], ownedItems: [], cash: 0, bank: 0, gold: 3 } }, /gold/],
  ])('refuses an unknown key %s with 400 naming the key', async (_where, fields, key) => {
    const user = await registerUser(ctx);
    const body = { ...blankCharacter('v5', { name: 'Neu' }), ...fields };
    const response = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: body }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(key);
  });

  it('refuses another line’s field on a vampire', async () => {
    const user = await registerUser(ctx);
    const response = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { ...blankCharacter('v5'), rage: 3 } }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/rage/);
  });

  it('a row stored in version 2 is returned in the current shape, and the next save writes it back current', async () => {
    const user = await registerUser(ctx);
    const { id } = await createCharacter(user, { name: 'Gespeichert' });
    const v2 = { ...blankCharacter('v5', { name: 'Gespeichert', hunger: 2 }), schemaVersion: 2, werewolf: { rage: 1 }, mage: {}, hunter: {} };
    const { id: _id, revision: _revision, viewers: _viewers, ...data } = v2;
    await ctx.app.database.db.update(characters).set({ data }).where(eq(characters.id, id));
    const [listed] = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true' }))).json().characters;
    expect(listed).toMatchObject({ id, name: 'Gespeichert', hunger: 2, schemaVersion: characterSchemaVersion });
    expect(listed).not.toHaveProperty('werewolf');
    const saved = await ctx.app.inject(as(user, { method: 'PUT', url: `/api/characters/${id}`, payload: { ...listed, hunger: 3 } }));
    expect(saved.statusCode).toBe(200);
    const [row] = await ctx.app.database.db.select({ data: characters.data }).from(characters).where(eq(characters.id, id));
    expect(row?.data).toMatchObject({ schemaVersion: characterSchemaVersion, hunger: 3 });
    expect(row?.data).not.toHaveProperty('werewolf');
  });

  it('stored rows of an older shape are migrated once when the server starts', async () => {
    const user = await registerUser(ctx);
    const { id } = await createCharacter(user, { name: 'Beim Start' });
    const v2 = { ...blankCharacter('v5', { name: 'Beim Start' }), schemaVersion: 2, hunter: { danger: 1 } };
    const { id: _id, revision: _revision, viewers: _viewers, ...data } = v2;
    await ctx.app.database.db.update(characters).set({ data }).where(eq(characters.id, id));
    const result = await migrateStoredCharacters(ctx.app.database.db, ctx.app.log);
    expect(result).toEqual({ migrated: 1, failed: 0 });
    const [row] = await ctx.app.database.db.select({ data: characters.data }).from(characters).where(eq(characters.id, id));
    expect(row?.data).toMatchObject({ schemaVersion: characterSchemaVersion, name: 'Beim Start' });
    expect(row?.data).not.toHaveProperty('hunter');
    expect(await storedSize(id)).toEqual({ kept: expect.any(Number), actual: expect.any(Number), same: true });
  });

  it('keeps each row’s size (for quotas) equal to its stored JSON through create, patch and whole save', async () => {
    const user = await registerUser(ctx);
    const { id } = await createCharacter(user, { name: 'Größe', notes: 'kurz' });
    expect((await storedSize(id)).same).toBe(true);
    const before = (await storedSize(id)).kept;
    const patched = await ctx.app.inject(as(user, { method: 'PATCH', url: `/api/characters/${id}`, payload: { baseRevision: 1, patch: [{ path: ['notes'], value: 'Ümläute und ein längerer Text. '.repeat(20) }] } }));
    expect(patched.statusCode).toBe(200);
    const grown = await storedSize(id);
    expect(grown.same).toBe(true);
    expect(grown.kept).toBeGreaterThan(before + 600);
    const [listed] = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true' }))).json().characters;
    expect((await ctx.app.inject(as(user, { method: 'PUT', url: `/api/characters/${id}`, payload: { ...listed, notes: '' } }))).statusCode).toBe(200);
    const shrunk = await storedSize(id);
    expect(shrunk.same).toBe(true);
    expect(shrunk.kept).toBeLessThan(before);
  });
});

/** The row's kept size beside the UTF-8 size of its stored sheet as JSON (key order does not change it). */
async function storedSize(id: string): Promise<{ kept: number; actual: number; same: boolean }> {
  const [row] = await ctx.app.database.db.select({ data: characters.data, bytes: characters.dataBytes }).from(characters).where(eq(characters.id, id));
  const actual = Buffer.byteLength(JSON.stringify(row!.data));
  return { kept: row!.bytes, actual, same: row!.bytes === actual };
}

