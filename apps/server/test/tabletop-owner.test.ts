import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, registerUser, useTestApp, type TestUser } from './helper.ts';
import { playApi } from './play-support.ts';
import { nextEvent, useSockets } from './sockets.ts';
import { openStream, type TestStream } from './tabletop-stream.ts';

/**
 * Issue #43, finding 6: any key holder could fill all 8 listener slots (the owner's Foundry then
 * got 429), keys of one character were taken, and viewers of a character (and a storyteller
 * through a brought character) received its key.
 */
const ctx = useTestApp();
const sockets = useSockets(ctx);
const api = playApi(ctx);
let base = '';
const opened: TestStream[] = [];

// useSockets has the app listen on a free port; the streams use the same one.
beforeAll(() => {
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => opened.forEach((stream) => stream.close()));

const roll = { vampire: { name: 'Ada', avatar: '' }, roll: { title: 'Custom Dice Roll', normalDices: 3, hungerDices: 2 } };
const newKey = () => `tisch-${randomUUID()}`;

async function listen(key: string, query = '', headers: Record<string, string> = {}, from?: string): Promise<TestStream> {
  const stream = await openStream(`${base}/api/vicartt/stream?accessKey=${encodeURIComponent(key)}${query}`, headers, from);
  opened.push(stream);
  return stream;
}

async function characterWithKey(user: TestUser, key: string, name = 'Mara Voss'): Promise<string> {
  const response = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { name, tabletop: { id: key, difficulty: 2 } } }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

describe('access keys of at least 16 characters', () => {
  it.each(['a', 'kurz', '123456789012345'])('refuses the key %j for rolls and streams with a readable 400', async (key) => {
    const posted = await ctx.app.inject({ method: 'POST', url: `/api/vicartt/dice-roll/${key}`, payload: roll });
    expect(posted.statusCode).toBe(400);
    expect(posted.json().message).toMatch(/at least 16 characters/);
    const streamed = await ctx.app.inject({ method: 'GET', url: `/api/vicartt/stream?accessKey=${key}` });
    expect(streamed.statusCode).toBe(400);
  });

  it('takes a key of exactly 16', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/vicartt/dice-roll/1234567890abcdef', payload: roll })).statusCode).toBe(200);
  });
});

describe('the key’s owner always gets a listener place', () => {
  it('8 anonymous listeners hold the key: a stranger gets 429, the owner (token in the query) gets in and the oldest other listener is told and ended', async () => {
    const owner = await registerUser(ctx);
    const stranger = await registerUser(ctx);
    const key = newKey();
    await characterWithKey(owner, key);
    const squatters: TestStream[] = [];
    // Eight machines, or the places would be shared out by address first (tabletop.test.ts).
    for (let i = 0; i < 8; i += 1) {
      const stream = await listen(key, '', {}, `127.0.0.${i + 2}`);
      expect(stream.status).toBe(200);
      squatters.push(stream);
    }
    expect((await listen(key, '', {}, '127.0.0.2')).status).toBe(429);
    // Logged in, but no character of theirs carries the key: no privilege.
    expect((await listen(key, `&token=${stranger.accessToken}`, {}, '127.0.0.3')).status).toBe(429);
    expect((await listen(key, '', stranger.auth, '127.0.0.4')).status).toBe(429);

    const ownerStream = await listen(key, `&token=${encodeURIComponent(owner.accessToken)}`);
    expect(ownerStream.status).toBe(200);
    const evicted = await squatters[0]!.next();
    expect(evicted.event).toBe('evicted');
    await squatters[0]!.ended;
    // The owner's listener gets the rolls like everyone else.
    expect((await ctx.app.inject(as(owner, { method: 'POST', url: `/api/vicartt/dice-roll/${key}`, payload: roll }))).statusCode).toBe(200);
    expect(JSON.parse((await ownerStream.next()).data)).toMatchObject({ username: owner.alias, anonymous: false });

    // A second owner tab (bearer header) takes the next oldest place; owners never evict each other.
    const secondTab = await listen(key, '', owner.auth);
    expect(secondTab.status).toBe(200);
    // (It heard the owner's roll before.)
    expect((await squatters[1]!.next()).event).toBe('message');
    expect((await squatters[1]!.next()).event).toBe('evicted');
    expect((await listen(key, '', {}, '127.0.0.9')).status).toBe(429);
  });

  it('an anonymous roll reaches the listeners marked anonymous, with no account name', async () => {
    const key = newKey();
    const stream = await listen(key);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/vicartt/dice-roll/${key}`, payload: { ...roll, vampire: { name: 'Der Prinz', avatar: '' } } })).statusCode).toBe(200);
    expect(JSON.parse((await stream.next()).data)).toMatchObject({ vampire: { name: 'Der Prinz' }, username: '', anonymous: true });
  });
});

describe('viewers never receive the key', () => {
  async function shareWith(owner: TestUser, viewer: TestUser, characterId: string): Promise<void> {
    const shareId = randomUUID();
    expect((await ctx.app.inject(as(viewer, { method: 'POST', url: '/api/share/id', payload: { shareId } }))).statusCode).toBe(200);
    expect((await ctx.app.inject(as(owner, { method: 'POST', url: `/api/characters/${characterId}/viewers`, payload: { shareId } }))).statusCode).toBe(200);
  }

  it('a shared character: not when it appears, not in GET, not in the full list, not in a save, a patch or the catch-up; the owner keeps it', async () => {
    const owner = await registerUser(ctx);
    const viewer = await registerUser(ctx);
    const key = newKey();
    const id = await characterWithKey(owner, key);
    const viewerSocket = await sockets.as(viewer.accessToken);
    const appeared = nextEvent<{ character: Record<string, unknown> }>(viewerSocket, 'character_created');
    await shareWith(owner, viewer, id);
    expect((await appeared).character).toMatchObject({ id, justViewing: true });
    expect(JSON.stringify(await appeared)).not.toContain(key);

    const viewed = await ctx.app.inject(as(viewer, { method: 'GET', url: `/api/characters/${id}` }));
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json()).toMatchObject({ id, name: 'Mara Voss', justViewing: true });
    expect(viewed.body).not.toContain(key);
    const full = await ctx.app.inject(as(viewer, { method: 'GET', url: '/api/characters?full=true' }));
    expect(full.json().sharedCharacters).toEqual([expect.objectContaining({ id, justViewing: true })]);
    expect(full.body).not.toContain(key);
    const own = await ctx.app.inject(as(owner, { method: 'GET', url: `/api/characters/${id}` }));
    expect(own.json().tabletop).toEqual({ id: key, difficulty: 2 });

    // A whole save (PUT) reaches the viewer without the key.
    const updated = nextEvent<Record<string, unknown>>(viewerSocket, 'character_updated');
    const stored = own.json<Record<string, unknown>>();
    expect((await ctx.app.inject(as(owner, { method: 'PUT', url: `/api/characters/${id}`, payload: { ...stored, hunger: 2 } }))).statusCode).toBe(200);
    expect(await updated).toMatchObject({ id, hunger: 2, justViewing: true });
    expect(JSON.stringify(await updated)).not.toContain(key);

    // A patch of the key reaches the viewer as an empty patch that only counts the revision.
    const newer = newKey();
    const patched = nextEvent<{ id: string; revision: number; patch: unknown[] }>(viewerSocket, 'character_patched');
    const revision = (await ctx.app.inject(as(owner, { method: 'GET', url: `/api/characters/${id}` }))).json<{ revision: number }>().revision;
    const patch = await ctx.app.inject(as(owner, { method: 'PATCH', url: `/api/characters/${id}`, payload: { baseRevision: revision, patch: [{ path: ['tabletop', 'id'], value: newer }] } }));
    expect(patch.statusCode, patch.body).toBe(200);
    expect(await patched).toEqual({ id, revision: revision + 1, patch: [] });

    // The catch-up after a reconnect leaves it out too, as a patch and as a whole character.
    const changes = await ctx.app.inject(as(viewer, { method: 'POST', url: '/api/characters/changes', payload: { known: { [id]: revision - 1 } } }));
    expect(changes.statusCode).toBe(200);
    expect(changes.body).not.toContain(newer);
    expect(changes.body).not.toContain(key);
    const whole = await ctx.app.inject(as(viewer, { method: 'POST', url: '/api/characters/changes', payload: { known: {} } }));
    expect(whole.json().changed).toEqual([{ character: expect.objectContaining({ id, justViewing: true }) }]);
    expect(whole.body).not.toContain(newer);
    const ownerChanges = await ctx.app.inject(as(owner, { method: 'POST', url: '/api/characters/changes', payload: { known: { [id]: revision - 1 } } }));
    expect(ownerChanges.body).toContain(newer);
  });

  it('a storyteller through a brought character does not get the key', async () => {
    const storyteller = await registerUser(ctx);
    const player = await registerUser(ctx);
    const key = newKey();
    const session = await api.open(storyteller);
    await api.join(player, session.code);
    const id = await characterWithKey(player, key, 'Jonas');
    const storytellerSocket = await sockets.as(storyteller.accessToken);
    const appeared = nextEvent<{ character: Record<string, unknown> }>(storytellerSocket, 'character_created');
    await api.bring(player, session.id, [id]);
    expect((await appeared).character).toMatchObject({ id, name: 'Jonas', justViewing: true });
    expect(JSON.stringify(await appeared)).not.toContain(key);
    const viewed = await ctx.app.inject(as(storyteller, { method: 'GET', url: `/api/characters/${id}` }));
    expect(viewed.statusCode).toBe(200);
    expect(viewed.body).not.toContain(key);
  });
});
