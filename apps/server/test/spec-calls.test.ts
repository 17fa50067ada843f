import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { blankCharacter } from '@vitae/core';
import { codeIn } from './smtp-sink.ts';
import { twoLevelDiscipline } from './homebrew-support.ts';
import { as, registerUser, useTestApp, type TestUser } from './helper.ts';
import { nextEvent, useSockets } from './sockets.ts';

/**
 * The spec's calls (docs/product-spec.md §7) are a contract for any client: this file walks its
 * table row by row with the spec's own paths and payloads (no query the spec does not name, no
 * body field it does not send) and checks the answer the table gives. A drift of any call fails here.
 */
const ctx = useTestApp();
const sockets = useSockets(ctx);

/** An address the tests have not used yet, with the alias to register it under. */
let counter = 0;
function newPerson(): { alias: string; email: string } {
  counter += 1;
  return { alias: `Spec${counter}x${Date.now() % 10_000}`, email: `spec${counter}.${Date.now() % 10_000}@example.test` };
}

async function mailedCode(email: string, before: number): Promise<string> {
  return codeIn(await ctx.smtp.nextMailTo(email, before));
}

describe('spec §7, accounts', () => {
  it('POST /auth/register {email, alias} → 202 "await activation"; GET /auth/activate/{code} (no address) → 201 "activated" with a passkey', async () => {
    const person = newPerson();
    const before = ctx.smtp.mails.length;
    const registered = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: person.email, alias: person.alias } });
    expect(registered.statusCode).toBe(202);
    expect(registered.json()).toMatchObject({ message: 'await activation' });

    const activated = await ctx.app.inject({ method: 'GET', url: `/api/auth/activate/${await mailedCode(person.email, before)}` });
    expect(activated.statusCode).toBe(201);
    expect(activated.json()).toMatchObject({ message: 'activated', user: { alias: person.alias, passkey: expect.any(String) } });
  });

  it('POST /auth/login with the auth headers → 200 "logged in"; POST /auth/refresh?rtk= with the bearer header → accessToken, exp, refreshToken', async () => {
    const user = await registerUser(ctx);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-user-id': user.id, 'x-user-passkey': user.passkey } });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ message: 'logged in' });

    const refreshed = await ctx.app.inject({ method: 'POST', url: `/api/auth/refresh?rtk=${encodeURIComponent(user.refreshToken)}`, headers: user.auth });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toEqual(expect.objectContaining({ accessToken: expect.any(String), exp: expect.any(Number), refreshToken: expect.any(String) }));
  });

  it('PUT /auth/recover/{x}/begin → 202 "await recover"; GET /auth/recover/{x}/finish (no address) → 200 "recovered" with the user', async () => {
    const user = await registerUser(ctx);
    const before = ctx.smtp.mails.length;
    const begun = await ctx.app.inject({ method: 'PUT', url: `/api/auth/recover/${encodeURIComponent(user.email)}/begin` });
    expect(begun.statusCode).toBe(202);
    expect(begun.json()).toMatchObject({ message: 'await recover' });

    const finished = await ctx.app.inject({ method: 'GET', url: `/api/auth/recover/${await mailedCode(user.email, before)}/finish` });
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toMatchObject({ message: 'recovered', user: { id: user.id, passkey: expect.any(String) } });
  });

  it('GET /users/@me → 401 without a login, the username with one; PUT /users/@me/password {password, oldPassword} → 204', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/@me' })).statusCode).toBe(401);
    const user = await registerUser(ctx);
    const me = await ctx.app.inject(as(user, { method: 'GET', url: '/api/users/@me' }));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: user.alias });

    // A fresh account has no password yet: the first one is set with a mailed code (see auth.test.ts);
    // from then on the spec's body {password, oldPassword} changes it.
    const before = ctx.smtp.mails.length;
    expect((await ctx.app.inject(as(user, { method: 'POST', url: '/api/users/@me/codes', payload: { purpose: 'password' } }))).statusCode).toBe(202);
    const code = await mailedCode(user.email, before);
    expect((await ctx.app.inject(as(user, { method: 'PUT', url: '/api/users/@me/password', payload: { password: 'erstes Passwort 1', code } }))).statusCode).toBe(204);
    const changed = await ctx.app.inject(as(user, { method: 'PUT', url: '/api/users/@me/password', payload: { password: 'zweites Passwort 2', oldPassword: 'erstes Passwort 1' } }));
    expect(changed.statusCode).toBe(204);
  });

  it('GET /ping → 200 "pong"', async () => {
    const pong = await ctx.app.inject({ method: 'GET', url: '/api/ping' });
    expect(pong.statusCode).toBe(200);
    expect(pong.json()).toMatchObject({ message: 'pong' });
  });
});

describe('spec §7, characters and content', () => {
  it('POST /characters → id; GET /characters → characters, sharedCharacters; PUT /characters/{id}; DELETE /characters/{id}', async () => {
    const user = await registerUser(ctx);
    const character = blankCharacter('v5', { name: 'Spezifikation' });
    const created = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: character }));
    expect(created.statusCode).toBeLessThan(300);
    const { id } = created.json<{ id: string }>();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const list = await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters' }));
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual(expect.objectContaining({ characters: [expect.objectContaining({ id })], sharedCharacters: [] }));

    // The whole character as the client holds it, read back from the server (with the revision it
    // counts since issue #17: a save against an older one is answered 409, never overwritten).
    const whole = (await ctx.app.inject(as(user, { method: 'GET', url: `/api/characters/${id}` }))).json<Record<string, unknown>>();
    const saved = await ctx.app.inject(as(user, { method: 'PUT', url: `/api/characters/${id}`, payload: { ...whole, name: 'Umbenannt' } }));
    expect(saved.statusCode).toBeLessThan(300);
    expect((await ctx.app.inject(as(user, { method: 'GET', url: `/api/characters/${id}` }))).json()).toMatchObject({ name: 'Umbenannt' });

    expect((await ctx.app.inject(as(user, { method: 'DELETE', url: `/api/characters/${id}` }))).statusCode).toBeLessThan(300);
    expect((await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters' }))).json().characters).toEqual([]);
  });

  it('GET /data/checksum → text; GET /data/bundle → base64 text of a zip', async () => {
    const checksum = await ctx.app.inject({ method: 'GET', url: '/api/data/checksum' });
    expect(checksum.statusCode).toBe(200);
    expect(checksum.headers['content-type']).toMatch(/^text\/plain/);
    expect(checksum.body.length).toBeGreaterThan(0);

    const bundle = await ctx.app.inject({ method: 'GET', url: '/api/data/bundle' });
    expect(bundle.statusCode).toBe(200);
    // A zip starts with "PK\x03\x04", which is "UEsDB" in base64.
    expect(Buffer.from(bundle.body, 'base64').subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  });
});

describe('spec §7, sharing', () => {
  it('POST /share/id {shareId} → 200 "ok"; GET /share/{alias}/id → id; DELETE /share/id → 200 "ok"', async () => {
    const user = await registerUser(ctx);
    const shareId = randomUUID();
    const set = await ctx.app.inject(as(user, { method: 'POST', url: '/api/share/id', payload: { shareId } }));
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ message: 'ok' });

    const resolved = await ctx.app.inject({ method: 'GET', url: `/api/share/${user.alias}/id` });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ id: shareId });

    const removed = await ctx.app.inject(as(user, { method: 'DELETE', url: '/api/share/id' }));
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ message: 'ok' });
  });
});

describe('spec §7, homebrew', () => {
  /** A discipline's or clan's content: publishing needs an ability, or a public discipline. */
  async function contentOf(user: TestUser, kind: 'clans' | 'disciplines'): Promise<Record<string, unknown>> {
    if (kind === 'disciplines') return { description: 'Wandeln im Nebel.', levels: twoLevelDiscipline().levels };
    const discipline = await createAndPublish(user, 'disciplines', `Teil${counter += 1}`);
    return { description: 'Ein Clan der Spezifikation.', disciplines: [discipline.id] };
  }

  async function createAndPublish(user: TestUser, kind: 'clans' | 'disciplines', name: string): Promise<{ id: number }> {
    const created = await ctx.app.inject(as(user, { method: 'POST', url: `/api/homebrew/${kind}`, payload: { name } }));
    expect(created.statusCode).toBe(200);
    const item = created.json<{ id: number } & Record<string, unknown>>();
    expect(item).toMatchObject({ id: expect.any(Number), name });
    const published = await ctx.app.inject(as(user, { method: 'PUT', url: `/api/homebrew/${kind}/${item.id}`, payload: { ...item, ...(await contentOf(user, kind)), public: true } }));
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ id: item.id, name, public: true });
    return published.json<{ id: number }>();
  }

  it.each(['clans', 'disciplines'] as const)('%s: POST, PUT, GET list (defaults "", 1, 20) and by id, invite, from-invite, my-content, DELETE', async (kind) => {
    const author = await registerUser(ctx);
    const name = `Spezial${kind}${counter += 1}`;
    const item = await createAndPublish(author, kind, name);

    const list = await ctx.app.inject({ method: 'GET', url: `/api/homebrew/${kind}?search=&page=1&limit=20` });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual(expect.objectContaining({ total: expect.any(Number), items: expect.arrayContaining([expect.objectContaining({ id: item.id })]) }));
    const searched = await ctx.app.inject({ method: 'GET', url: `/api/homebrew/${kind}?search=${encodeURIComponent(name)}` });
    expect(searched.json()).toMatchObject({ total: 1, items: [{ id: item.id, name }] });

    const one = await ctx.app.inject({ method: 'GET', url: `/api/homebrew/${kind}/${item.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: item.id, name });

    const invite = await ctx.app.inject(as(author, { method: 'POST', url: `/api/homebrew/${kind}/${item.id}/invite` }));
    expect(invite.statusCode).toBe(200);
    const { inviteCode } = invite.json<{ inviteCode: string }>();
    expect(inviteCode).toEqual(expect.any(String));
    const fromInvite = await ctx.app.inject({ method: 'GET', url: `/api/homebrew/from-invite/${inviteCode}` });
    expect(fromInvite.statusCode).toBe(200);
    expect(JSON.stringify(fromInvite.json())).toContain(name);

    const mine = await ctx.app.inject(as(author, { method: 'GET', url: '/api/homebrew/my-content' }));
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(expect.objectContaining({ clans: expect.any(Array), disciplines: expect.any(Array) }));
    expect(mine.json()[kind]).toEqual(expect.arrayContaining([expect.objectContaining({ id: item.id })]));

    const deleted = await ctx.app.inject(as(author, { method: 'DELETE', url: `/api/homebrew/${kind}/${item.id}` }));
    expect(deleted.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/homebrew/${kind}/${item.id}` })).statusCode).toBe(404);
  });
});

describe('spec §7, sync and the tabletop relay', () => {
  it('POST /sync/characters/{syncId} {data} and /level {data} (no game line, as the spec sends them); POST /sync/characters {ids} → map of sync id to {c, l}', async () => {
    const sender = await registerUser(ctx);
    const characterId = '0b7c4f7e-4d8a-4a43-9b1e-0f3f8f0f2c99';
    // The spec's recipe (§4): base64 of character id + time in base 36 + random below 1000, without padding.
    const syncId = Buffer.from(`${characterId}${(1_795_435_200_000).toString(36)}${(417).toString(36)}`).toString('base64').replace(/=+$/, '');

    const live = await ctx.app.inject(as(sender, { method: 'POST', url: `/api/sync/characters/${encodeURIComponent(syncId)}`, payload: { data: { hunger: 2 } } }));
    expect(live.statusCode).toBeLessThan(300);
    const level = await ctx.app.inject(as(sender, { method: 'POST', url: `/api/sync/characters/${encodeURIComponent(syncId)}/level`, payload: { data: { bloodPotency: 2 } } }));
    expect(level.statusCode).toBeLessThan(300);

    const read = await ctx.app.inject({ method: 'POST', url: '/api/sync/characters', payload: { ids: [syncId] } });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ [syncId]: { c: { hunger: 2 }, l: { bloodPotency: 2 } } });
  });

  it('POST /vicartt/dice-roll/{id} with the original roll body → 2xx', async () => {
    const roll = await ctx.app.inject({
      method: 'POST',
      url: '/api/vicartt/dice-roll/3f0e6a52-6d1c-4f7a-9a0e-5b7c2d1e8f40',
      payload: { vampire: { name: 'Lena', avatar: '' }, roll: { title: 'Geschick + Heimlichkeit', normalDices: 4, hungerDices: 2, difficulty: 3 } },
    });
    expect(roll.statusCode).toBeLessThan(300);
  });
});

describe('spec §7, the real-time socket', () => {
  it('authenticate carries the stored session value alone; character_updated brings a character with its id', async () => {
    const user = await registerUser(ctx);
    const socket = await sockets.open();
    const ack = (await socket.timeout(5_000).emitWithAck('authenticate', user.accessToken)) as { ok: boolean };
    expect(ack.ok).toBe(true);

    const created = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: blankCharacter('v5', { name: 'Live' }) }));
    const { id, revision } = created.json<{ id: string; revision: number }>();
    const updated = nextEvent<{ id: string; name: string }>(socket, 'character_updated');
    const saved = await ctx.app.inject(as(user, { method: 'PUT', url: `/api/characters/${id}`, payload: { ...blankCharacter('v5', { name: 'Live 2' }), id, revision } }));
    expect(saved.statusCode).toBe(200);
    expect(await updated).toMatchObject({ id, name: 'Live 2' });
  });
});
