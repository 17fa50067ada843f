import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { allListFields, blankCharacter, listFieldsOf } from '@vitae/core';
import { characterListEntrySchema } from '@vitae/core/api';
import { fillListEntries, listEntryOf } from '../src/characters/stored-sheet.ts';
import { toStoredData } from '../src/repositories/character-rows.ts';
import { listEntrySql } from '../src/db/schema.ts';
import { as, registerUser, useTestApp, type TestUser } from './helper.ts';

const ctx = useTestApp();

// A 1×1 PNG and a 1×1 GIF: real image bytes to compare what the avatar URL serves.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

async function create(user: TestUser, fields: Record<string, unknown>): Promise<string> {
  const response = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { name: 'Mira', ...fields } }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function list(user: TestUser) {
  const response = await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters' }));
  expect(response.statusCode).toBe(200);
  return { response, body: response.json<{ characters: Array<Record<string, unknown>>; sharedCharacters: Array<Record<string, unknown>> }>() };
}

function mediaCookie(response: { headers: Record<string, unknown> }): string {
  const header = String(response.headers['set-cookie']);
  expect(header).toMatch(/^vitae_media=[^;]+; Path=\/api\/characters; Max-Age=\d+; HttpOnly; SameSite=Strict/);
  return header.split(';')[0]!;
}

const heavyFields = ['backstory', 'notes', 'history', 'avatar', 'inventory', 'attributes', 'skills', 'disciplines', 'healthDamage'];

describe('light character list', () => {
  it('carries what the list shows of every line and nothing heavy', async () => {
    const user = await registerUser(ctx);
    const long = 'Eine sehr lange Vorgeschichte. '.repeat(500);
    const vampire = await create(user, { ...blankCharacter('v5'), name: 'Anna', clan: { id: 7, name: 'Tremere', description: 'Lange Clanbeschreibung. '.repeat(50), disciplines: [1, 2, 3] }, generation: 12, directory: 'Leipzig', backstory: long, notes: 'geheim', avatar: dataUrl('image/png', png), concept: 'Ärztin', exp: 4 });
    await create(user, { ...blankCharacter('w5'), name: 'Bernd', tribe: 'silent-striders', tribeName: 'Stille Wanderer', auspice: 'ragabash', auspiceName: 'Ragabash', backstory: long });
    await create(user, { ...blankCharacter('m20'), name: 'Clara', organization: 'verbena', backstory: long });
    await create(user, { ...blankCharacter('h5'), name: 'Dora', creed: 'faithful', drive: 'vengeance', backstory: long });

    const { body } = await list(user);
    expect(body.characters.map((entry) => entry.name)).toEqual(['Anna', 'Bernd', 'Clara', 'Dora']);
    for (const entry of body.characters) {
      expect(characterListEntrySchema.safeParse(entry).success).toBe(true);
      for (const field of heavyFields) expect(entry).not.toHaveProperty(field);
      const allowed = new Set([...listFieldsOf(entry.gameLine as 'v5'), 'id', 'revision', 'schemaVersion', 'updatedAt', 'avatarUrl', 'viewers', 'justViewing']);
      expect(Object.keys(entry).filter((key) => !allowed.has(key))).toEqual([]);
    }
    const [anna, bernd, clara, dora] = body.characters;
    expect(anna!.clan).toEqual({ id: 7, name: 'Tremere' });
    expect(anna).toMatchObject({ id: vampire, revision: 1, gameLine: 'v5', generation: 12, directory: 'Leipzig', concept: 'Ärztin', exp: 4, viewers: [] });
    expect(anna!.avatarUrl).toMatch(new RegExp(`^/api/characters/${vampire}/avatar\\?v=[0-9a-f]{16}$`));
    expect(Date.parse(anna!.updatedAt as string)).not.toBeNaN();
    // The ids too: the row names tribe and auspice in the reader's language by them (#47), not only by the copied names.
    expect(bernd).toMatchObject({ gameLine: 'w5', tribe: 'silent-striders', tribeName: 'Stille Wanderer', auspice: 'ragabash', auspiceName: 'Ragabash', avatarUrl: null });
    expect(bernd).not.toHaveProperty('clan');
    expect(clara).toMatchObject({ gameLine: 'm20', organization: 'verbena', arete: 1 });
    expect(dora).toMatchObject({ gameLine: 'h5', creed: 'faithful', drive: 'vengeance' });
  });

  it('keeps per row what the list reads: every list field of every line, the avatar’s hash and the shape version', async () => {
    const user = await registerUser(ctx);
    const id = await create(user, { ...blankCharacter('v5'), name: 'Anna', avatar: dataUrl('image/png', png) });
    const entry = await storedEntry(id);
    expect(Object.keys(entry.facts).sort()).toEqual([...allListFields].sort());
    expect(entry.facts).toMatchObject({ name: 'Anna', gameLine: 'v5' });
    expect(entry.avatarHash).toMatch(/^[0-9a-f]{32}$/);
    expect(entry.schemaVersion).toBeGreaterThan(0);
    // A save writes it anew with the sheet.
    expect((await ctx.app.inject(as(user, { method: 'PATCH', url: `/api/characters/${id}`, payload: { baseRevision: 1, patch: [{ path: ['name'], value: 'Anna B.' }, { path: ['avatar'], value: '' }] } }))).statusCode).toBe(200);
    expect(await storedEntry(id)).toMatchObject({ facts: { name: 'Anna B.' }, avatarHash: null });
  });

  const avatar = dataUrl('image/png', png);
  it.each<[string, Record<string, unknown>]>([
    ...(['v5', 'w5', 'm20', 'h5'] as const).map((line): [string, Record<string, unknown>] => [`a blank ${line} character`, toStoredData(blankCharacter(line))]),
    ['a vampire with avatar, clan and folder', { ...toStoredData(blankCharacter('v5', { name: 'Ärztin „Anna“' })), avatar, clan: { id: 7, name: 'Tremere' }, directory: 'Leipzig' }],
    ['an avatar with characters outside ASCII', { name: 'x', avatar: 'data:image/svg+xml,<svg>Grüße ✓</svg>' }],
    ['an empty avatar and no schema version', { name: 'x', avatar: '' }],
    ['a fractional schema version', { name: 'x', schemaVersion: 2.7 }],
    ['a negative schema version', { name: 'x', schemaVersion: -1 }],
    ['a schema version out of range', { name: 'x', schemaVersion: 10_000_000 }],
    ['a schema version that is text', { name: 'x', schemaVersion: '3' }],
    ['a list field that is JSON null', { name: null, gameLine: 'v5' }],
  ])('writes the list entry the SQL expression gives for %s', async (_label, data) => {
    const result = (await ctx.app.database.db.execute(sql`select ${listEntrySql}::text as entry from (select ${JSON.stringify(data)}::jsonb as data) as sheet`)) as unknown as { rows: Array<{ entry: string }> };
    expect(listEntryOf(data)).toEqual(JSON.parse(result.rows[0]!.entry));
  });

  it('fills at start the entry of a row written before a list field existed', async () => {
    const user = await registerUser(ctx);
    const id = await create(user, { ...blankCharacter('v5'), name: 'Alt', concept: 'Ärztin' });
    await ctx.app.database.db.execute(sql`update characters set list_entry = list_entry #- '{facts,concept}' where id = ${id}`);
    expect((await storedEntry(id)).facts).not.toHaveProperty('concept');
    expect(await fillListEntries(ctx.app.database.db)).toBe(1);
    expect((await storedEntry(id)).facts).toMatchObject({ name: 'Alt', concept: 'Ärztin' });
    expect(await fillListEntries(ctx.app.database.db)).toBe(0);
  });

  it('lists shared characters light too, marked justViewing, and the whole list stays reachable with ?full=true', async () => {
    const owner = await registerUser(ctx);
    const viewer = await registerUser(ctx);
    const id = await create(owner, { name: 'Geteilt', backstory: 'lang' });
    await ctx.app.repos.characters.addViewer(id, viewer.id);
    const { body } = await list(viewer);
    expect(body.sharedCharacters).toEqual([expect.objectContaining({ id, name: 'Geteilt', justViewing: true, viewers: [] })]);
    expect(body.sharedCharacters[0]).not.toHaveProperty('backstory');
    expect((await list(owner)).body.characters[0]!.viewers).toEqual([{ id: viewer.id, alias: viewer.alias }]);
    const full = (await ctx.app.inject(as(owner, { method: 'GET', url: '/api/characters?full=true' }))).json();
    expect(full.characters[0]).toMatchObject({ id, backstory: 'lang', humanity: 7 });
    expect((await ctx.app.inject(as(owner, { method: 'GET', url: '/api/characters?full=yes' }))).statusCode).toBe(400);
  });

  it('keeps a list of 500 characters with avatars and backstories small on the wire', async () => {
    const user = await registerUser(ctx);
    const avatar = dataUrl('image/png', Buffer.alloc(6_000, 7));
    const sheet = { ...blankCharacter('v5'), clan: { id: 7, name: 'Tremere', description: 'Clan. '.repeat(100) }, backstory: 'Vorgeschichte '.repeat(700), avatar };
    for (let index = 0; index < 500; index += 1) await ctx.app.repos.characters.create(crypto.randomUUID(), user.id, { ...sheet, name: `Figur ${String(index).padStart(3, '0')}` });
    const { response, body } = await list(user);
    expect(body.characters).toHaveLength(500);
    const full = await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true' }));
    // The whole list is over 10 MB; the light one a few hundred bytes per character.
    expect(full.rawPayload.length).toBeGreaterThan(10_000_000);
    expect(response.rawPayload.length).toBeLessThan(500 * 600);
    expect(brotliCompressSync(response.rawPayload).length).toBeLessThan(300_000);
  }, 60_000);
});

describe('one whole character', () => {
  it('answers the owner and a viewer the whole sheet, and 404 to a stranger and for an unknown id', async () => {
    const owner = await registerUser(ctx);
    const viewer = await registerUser(ctx);
    const stranger = await registerUser(ctx);
    const id = await create(owner, { name: 'Ganz', backstory: 'alles', humanity: 6 });
    await ctx.app.repos.characters.addViewer(id, viewer.id);
    const own = await ctx.app.inject(as(owner, { method: 'GET', url: `/api/characters/${id}` }));
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id, revision: 1, name: 'Ganz', backstory: 'alles', humanity: 6, viewers: [{ id: viewer.id }] });
    expect((await ctx.app.inject(as(viewer, { method: 'GET', url: `/api/characters/${id}` }))).json()).toMatchObject({ id, backstory: 'alles', justViewing: true });
    const foreign = await ctx.app.inject(as(stranger, { method: 'GET', url: `/api/characters/${id}` }));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Ganz');
    expect((await ctx.app.inject(as(owner, { method: 'GET', url: `/api/characters/${crypto.randomUUID()}` }))).statusCode).toBe(404);
    expect((await ctx.app.inject(as(owner, { method: 'GET', url: '/api/characters/kein-uuid' }))).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/characters/${id}` })).statusCode).toBe(401);
  });
});

describe('avatar URL', () => {
  it('serves the decoded image with its type, an ETag matching ?v=, and 304 for If-None-Match', async () => {
    const user = await registerUser(ctx);
    const id = await create(user, { avatar: dataUrl('image/png', png) });
    const { body } = await list(user);
    const url = body.characters[0]!.avatarUrl as string;
    const response = await ctx.app.inject(as(user, { method: 'GET', url }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(png)).toBe(true);
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(etag.slice(1, 17)).toBe(new URL(url, 'http://x').searchParams.get('v'));
    expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    // Without the current version the browser asks again each time.
    expect((await ctx.app.inject(as(user, { method: 'GET', url: `/api/characters/${id}/avatar` }))).headers['cache-control']).toBe('private, no-cache');

    const again = await ctx.app.inject(as(user, { method: 'GET', url, headers: { 'if-none-match': etag } }));
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    // A new avatar: new bytes, new type, new ETag and a new URL in the list; the old ETag gets the image.
    const stored = (await ctx.app.inject(as(user, { method: 'GET', url: `/api/characters/${id}` }))).json();
    expect((await ctx.app.inject(as(user, { method: 'PATCH', url: `/api/characters/${id}`, payload: { baseRevision: stored.revision, patch: [{ path: ['avatar'], value: dataUrl('image/gif', gif) }] } }))).statusCode).toBe(200);
    const changed = await ctx.app.inject(as(user, { method: 'GET', url: `/api/characters/${id}/avatar`, headers: { 'if-none-match': etag } }));
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['content-type']).toBe('image/gif');
    expect(changed.rawPayload.equals(gif)).toBe(true);
    expect(changed.headers.etag).not.toBe(etag);
    expect((await list(user)).body.characters[0]!.avatarUrl).not.toBe(url);
  });

  it('lets the owner and viewers see it, a stranger gets 404, no avatar is 404', async () => {
    const owner = await registerUser(ctx);
    const viewer = await registerUser(ctx);
    const stranger = await registerUser(ctx);
    const id = await create(owner, { avatar: dataUrl('image/png', png) });
    const bare = await create(owner, { name: 'Ohne Bild' });
    await ctx.app.repos.characters.addViewer(id, viewer.id);
    const url = `/api/characters/${id}/avatar`;
    expect((await ctx.app.inject(as(owner, { method: 'GET', url }))).statusCode).toBe(200);
    expect((await ctx.app.inject(as(viewer, { method: 'GET', url }))).statusCode).toBe(200);
    const foreign = await ctx.app.inject(as(stranger, { method: 'GET', url }));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'not_found' });
    const none = await ctx.app.inject(as(owner, { method: 'GET', url: `/api/characters/${bare}/avatar` }));
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toMatch(/no avatar/);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await ctx.app.inject(as(owner, { method: 'GET', url: '/api/characters/nope/avatar' }))).statusCode).toBe(400);
    await ctx.app.repos.characters.removeViewer(id, viewer.id);
    expect((await ctx.app.inject(as(viewer, { method: 'GET', url }))).statusCode).toBe(404);
  });

  it('an <img> authenticates with the list’s cookie, which is no bearer token and ends with the session', async () => {
    const user = await registerUser(ctx);
    const other = await registerUser(ctx);
    const id = await create(user, { avatar: dataUrl('image/png', png) });
    const { response } = await list(user);
    const cookie = mediaCookie(response);
    const url = `/api/characters/${id}/avatar`;
    expect((await ctx.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url, headers: { cookie: 'vitae_media=v1.abc.def' } })).statusCode).toBe(401);
    // The cookie's token is signed with a key of its own: it does not open the API as a bearer token…
    expect((await ctx.app.inject({ method: 'GET', url: '/api/characters', headers: { authorization: `Bearer ${cookie.split('=')[1]}` } })).statusCode).toBe(401);
    // …and a bearer token does not pass as the cookie.
    expect((await ctx.app.inject({ method: 'GET', url, headers: { cookie: `vitae_media=${user.accessToken}` } })).statusCode).toBe(401);
    // Another account's cookie sees nothing of it.
    const otherCookie = mediaCookie((await list(other)).response);
    expect((await ctx.app.inject({ method: 'GET', url, headers: { cookie: otherCookie } })).statusCode).toBe(404);
    // Logging out ends the cookie too.
    expect((await ctx.app.inject({ method: 'POST', url: `/api/auth/logout?rtk=${encodeURIComponent(user.refreshToken)}` })).statusCode).toBeLessThan(300);
    expect((await ctx.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(401);
  });
});

async function storedEntry(id: string): Promise<{ facts: Record<string, unknown>; avatarHash: string | null; schemaVersion: number }> {
  const result = (await ctx.app.database.db.execute(sql`select list_entry::text as entry from characters where id = ${id}`)) as unknown as { rows: Array<{ entry: string }> };
  return JSON.parse(result.rows[0]!.entry) as { facts: Record<string, unknown>; avatarHash: string | null; schemaVersion: number };
}
