import { describe, expect, it } from 'vitest';
import { blankCharacter } from '@vitae/core';
import { generateSyncId, legacySyncId } from '@vitae/core/patch';
import { as, registerUser, useTestApp, type TestUser } from './helper.ts';
import { nextEvent, silence, useSockets } from './sockets.ts';

const ctx = useTestApp();
const sockets = useSockets(ctx);
let counter = 0;

/** A sync id as the web app makes it (128 random bits); with an id that encodes to `+` and `/` when asked. */
function syncId(awkward = false): string {
  counter += 1;
  if (awkward) return `${'~~~???'.repeat(2)}${counter}`.replace(/[^A-Za-z0-9+/]/g, '') + 'fn5+Pz8/';
  return generateSyncId(`0b7c4f7e-4d8a-4a43-9b1e-0f3f8f0f2c${String(counter).padStart(2, '0')}`, 1_795_435_200_000 + counter);
}

function upload(user: TestUser | undefined, id: string, body: object, part: 'live' | 'level' = 'live') {
  const url = `/api/sync/characters/${encodeURIComponent(id)}${part === 'level' ? '/level' : ''}`;
  return ctx.app.inject(user ? as(user, { method: 'POST', url, payload: body }) : { method: 'POST', url, payload: body });
}

function fetchIds(ids: string[]) {
  return ctx.app.inject({ method: 'POST', url: '/api/sync/characters', payload: { ids } });
}

describe('/sync (docs/product-spec.md §4, §7)', () => {
  it('stores live and level data; anyone fetches them by sync id; unknown ids are left out', async () => {
    const sender = await registerUser(ctx);
    const id = syncId();
    expect((await upload(sender, id, { gameLine: 'v5', data: { hunger: 3, humanity: 6 } })).statusCode).toBe(204);
    expect((await fetchIds([id, syncId()])).json()).toEqual({ [id]: { gameLine: 'v5', c: { hunger: 3, humanity: 6 } } });
    expect((await upload(sender, id, { gameLine: 'v5', data: { notes: 'Level', bloodPotency: 2 } }, 'level')).statusCode).toBe(204);
    expect((await upload(sender, id, { gameLine: 'v5', data: { hunger: 4 } })).statusCode).toBe(204);
    // Every poller gets the latest data, as often as it asks (the original handed each value out once [bug]).
    for (let i = 0; i < 2; i += 1) expect((await fetchIds([id])).json()).toEqual({ [id]: { gameLine: 'v5', c: { hunger: 4 }, l: { notes: 'Level', bloodPotency: 2 } } });
  });

  it('permission matrix: the account that registered the id writes (204), another account 403, anonymous 401', async () => {
    const sender = await registerUser(ctx);
    const other = await registerUser(ctx);
    const id = syncId();
    expect((await upload(sender, id, { gameLine: 'v5', data: { hunger: 1 } })).statusCode).toBe(204);
    const refused = await upload(other, id, { gameLine: 'v5', data: { hunger: 5 } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
    expect((await upload(other, id, { gameLine: 'v5', data: { notes: 'x' } }, 'level')).statusCode).toBe(403);
    expect((await upload(undefined, id, { gameLine: 'v5', data: { hunger: 5 } })).statusCode).toBe(401);
    expect((await fetchIds([id])).json()[id].c).toEqual({ hunger: 1 });
  });

  it.each<[string, object, 'live' | 'level', RegExp]>([
    ['a field that is not live data', { gameLine: 'v5', data: { name: 'x' } }, 'live', /name is not live data of v5 characters/],
    ['a level field in the live part', { gameLine: 'v5', data: { notes: 'x' } }, 'live', /notes is not live data/],
    ['a value the line refuses', { gameLine: 'v5', data: { hunger: 6 } }, 'live', /hunger: Too big/],
    ['another line’s field', { gameLine: 'm20', data: { hunger: 1 } }, 'live', /hunger is not live data of m20/],
    ['an unknown game line', { gameLine: 'x', data: {} }, 'live', /gameLine/],
    ['no data', { gameLine: 'v5' }, 'level', /data/],
  ])('refuses %s with a readable 400', async (_label, body, part, message) => {
    const sender = await registerUser(ctx);
    const response = await upload(sender, syncId(), body, part);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('takes sync ids with + and / (base64), and refuses malformed ones', async () => {
    const sender = await registerUser(ctx);
    const id = syncId(true);
    expect(id).toMatch(/[+/]/);
    expect((await upload(sender, id, { gameLine: 'w5', data: { rage: 2 } })).statusCode).toBe(204);
    expect((await fetchIds([id])).json()).toEqual({ [id]: { gameLine: 'w5', c: { rage: 2 } } });
    expect((await upload(sender, 'short', { gameLine: 'v5', data: {} })).statusCode).toBe(400);
    expect((await fetchIds(['nicht base64!'])).statusCode).toBe(400);
  });

  it('pushes each upload to the tabs that subscribed to the id, and only to them', async () => {
    const sender = await registerUser(ctx);
    const storyteller = await registerUser(ctx);
    const id = syncId();
    const other = syncId();
    const linked = await sockets.as(storyteller.accessToken);
    const unlinked = await sockets.as(storyteller.accessToken);
    expect(await linked.timeout(5_000).emitWithAck('sync_subscribe', [id, id])).toEqual({ ok: true, count: 1 });
    expect(await unlinked.timeout(5_000).emitWithAck('sync_subscribe', [other])).toEqual({ ok: true, count: 1 });
    const pushed = nextEvent(linked, 'sync_data');
    const quiet = silence(unlinked, ['sync_data']);
    await upload(sender, id, { gameLine: 'v5', data: { hunger: 5 } });
    expect(await pushed).toEqual({ syncId: id, gameLine: 'v5', c: { hunger: 5 } });
    expect(await quiet).toBe(true);

    // A new list replaces the old one.
    expect(await linked.timeout(5_000).emitWithAck('sync_subscribe', [])).toEqual({ ok: true, count: 0 });
    const nothing = silence(linked, ['sync_data']);
    await upload(sender, id, { gameLine: 'v5', data: { hunger: 1 } });
    expect(await nothing).toBe(true);
    expect(await linked.timeout(5_000).emitWithAck('sync_subscribe', 'kaputt')).toEqual({ ok: false, reason: 'invalid_payload' });
  });
});

describe('/sync: the spec’s bodies, without gameLine (docs/product-spec.md §7, issue #43)', () => {
  async function ownCharacter(user: TestUser, gameLine: 'v5' | 'w5'): Promise<string> {
    const created = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: blankCharacter(gameLine, { name: 'Synchron' }) }));
    expect(created.statusCode).toBe(201);
    return created.json<{ id: string }>().id;
  }

  it('`{data}` as the spec sends it: the line of the uploader’s character the old-shape id names', async () => {
    const sender = await registerUser(ctx);
    const id = legacySyncId(await ownCharacter(sender, 'w5'), 1_795_435_200_000, 0.42);
    expect((await upload(sender, id, { data: { rage: 3 } })).statusCode).toBe(204);
    expect((await upload(sender, id, { data: { notes: 'Stufe' } }, 'level')).statusCode).toBe(204);
    expect((await fetchIds([id])).json()).toEqual({ [id]: { gameLine: 'w5', c: { rage: 3 }, l: { notes: 'Stufe' } } });
  });

  it('without a character of the uploader: the id’s earlier line, else Vampire (the core line)', async () => {
    const sender = await registerUser(ctx);
    const stranger = await registerUser(ctx);
    // Someone else's werewolf in the id says nothing about the uploader's line.
    const foreign = legacySyncId(await ownCharacter(stranger, 'w5'), 1_795_435_200_000, 0.1);
    expect((await upload(sender, foreign, { data: { hunger: 2 } })).statusCode).toBe(204);
    expect((await fetchIds([foreign])).json()[foreign]).toEqual({ gameLine: 'v5', c: { hunger: 2 } });
    const mage = syncId();
    expect((await upload(sender, mage, { gameLine: 'm20', data: {} }, 'level')).statusCode).toBe(204);
    expect((await upload(sender, mage, { data: { arete: 2 } }, 'level')).statusCode).toBe(204);
    expect((await fetchIds([mage])).json()[mage]).toMatchObject({ gameLine: 'm20', l: { arete: 2 } });
  });

  it('the data object itself as the body, and the original client’s encoding (JSON → URI escaping → base64)', async () => {
    const sender = await registerUser(ctx);
    const bare = syncId();
    expect((await upload(sender, bare, { hunger: 4, humanity: 6, healthDamage: ['superficial', 'none', 'none', 'none', 'none', 'none', 'none', 'none', 'none', 'none'] })).statusCode).toBe(204);
    expect((await fetchIds([bare])).json()[bare]).toMatchObject({ gameLine: 'v5', c: { hunger: 4, humanity: 6 } });
    const encoded = syncId();
    const data = { ambition: 'Prinz werden – für Ümit', exp: 5 };
    expect((await upload(sender, encoded, { data: Buffer.from(encodeURIComponent(JSON.stringify(data))).toString('base64') }, 'level')).statusCode).toBe(204);
    expect((await fetchIds([encoded])).json()[encoded]).toEqual({ gameLine: 'v5', l: data });
    // Decoded text gets the input guard's check: no NUL reaches the database.
    const nul = await upload(sender, syncId(), { data: Buffer.from(encodeURIComponent(JSON.stringify({ notes: 'a\u0000b' }))).toString('base64') }, 'level');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().code).toBe('invalid_text');
    // What is neither stays a readable 400.
    const broken = await upload(sender, syncId(), { data: 'kein base64!' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/data/);
  });
});

describe('DELETE /sync/characters/{syncId}: sync turned off (issue #43, finding 5)', () => {
  it('the owner deletes the server copy: reads answer nothing after; others get 404, anonymous 401', async () => {
    const sender = await registerUser(ctx);
    const other = await registerUser(ctx);
    const id = syncId();
    const remove = (user: TestUser | undefined, syncId = id) => {
      const options = { method: 'DELETE' as const, url: `/api/sync/characters/${encodeURIComponent(syncId)}` };
      return ctx.app.inject(user ? as(user, options) : options);
    };
    expect((await upload(sender, id, { gameLine: 'v5', data: { hunger: 2 } })).statusCode).toBe(204);
    expect((await upload(sender, id, { gameLine: 'v5', data: { notes: 'privat' } }, 'level')).statusCode).toBe(204);
    expect((await remove(undefined)).statusCode).toBe(401);
    const foreign = await remove(other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('not_found');
    expect((await remove(other, syncId())).statusCode).toBe(404);
    expect((await fetchIds([id])).json()).toHaveProperty(id);

    expect((await remove(sender)).statusCode).toBe(204);
    expect((await fetchIds([id])).json()).toEqual({});
    const exported = await ctx.app.inject(as(sender, { method: 'GET', url: '/api/users/@me/export' }));
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain('privat');
    // The id stays the owner's: nobody else can take it over for the devices still following it.
    expect((await upload(other, id, { gameLine: 'v5', data: { hunger: 5 } })).statusCode).toBe(403);
    expect((await fetchIds([id])).json()).toEqual({});
    // Turning sync on again under the same id works for the owner.
    expect((await upload(sender, id, { gameLine: 'v5', data: { hunger: 1 } })).statusCode).toBe(204);
    expect((await fetchIds([id])).json()[id]).toEqual({ gameLine: 'v5', c: { hunger: 1 } });
  });
});

describe('sync out as a property of the character (issue #48): the server publishes every saved change', () => {
  async function character(user: TestUser, fields: Record<string, unknown>): Promise<{ id: string; revision: number }> {
    const created = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: blankCharacter('v5', { name: 'Unterwegs', ...fields }) }));
    expect(created.statusCode).toBe(201);
    return created.json<{ id: string; revision: number }>();
  }
  const patch = (user: TestUser, id: string, baseRevision: number, path: string, value: unknown) =>
    ctx.app.inject(as(user, { method: 'PATCH', url: `/api/characters/${id}`, payload: { baseRevision, patch: [{ path: [path], value }] } }));

  it('a change saved from any device reaches the sync id and its subscribers; off stops it; on again keeps the id', async () => {
    const owner = await registerUser(ctx);
    const id = syncId();
    const made = await character(owner, { syncHash: id, syncOut: true, hunger: 1 });
    const storyteller = await sockets.as((await registerUser(ctx)).accessToken);
    expect(await storyteller.timeout(5_000).emitWithAck('sync_subscribe', [id])).toMatchObject({ ok: true });
    const pushed = nextEvent<{ syncId: string; c?: Record<string, unknown> }>(storyteller, 'sync_data');
    const seen: Array<{ c?: unknown; l?: unknown }> = [];
    storyteller.on('sync_data', (payload: { c?: unknown; l?: unknown }) => seen.push(payload));
    // A second device saves a patch: no client uploads anything, the server publishes.
    const saved = await patch(owner, made.id, made.revision, 'hunger', 3);
    expect(saved.statusCode).toBe(200);
    expect(await pushed).toMatchObject({ syncId: id, c: expect.objectContaining({ hunger: 3 }) });
    // The id's first publish sends the level data too, right after the live data: let it arrive
    // before listening for silence.
    await expect.poll(() => seen.some((event) => event.l !== undefined)).toBe(true);
    expect((await fetchIds([id])).json()[id].c).toMatchObject({ hunger: 3 });

    // Sync off on the character: later changes stay private.
    const off = await patch(owner, made.id, saved.json<{ revision: number }>().revision, 'syncOut', false);
    const quiet = silence(storyteller, ['sync_data'], 600);
    await patch(owner, made.id, off.json<{ revision: number }>().revision, 'hunger', 5);
    expect(await quiet).toBe(true);
    expect((await fetchIds([id])).json()[id].c).toMatchObject({ hunger: 3 });
  });

  it('never publishes under an id another account registered', async () => {
    const squatter = await registerUser(ctx);
    const owner = await registerUser(ctx);
    const id = syncId();
    expect((await upload(squatter, id, { gameLine: 'v5', data: { hunger: 4 } })).statusCode).toBe(204);
    const made = await character(owner, { syncHash: id, syncOut: true });
    await patch(owner, made.id, made.revision, 'hunger', 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await fetchIds([id])).json()[id].c).toEqual({ hunger: 4 });
  });
});
