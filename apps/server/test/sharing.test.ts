import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { maxPendingOffers, maxPendingOffersPerSender } from '../src/repositories/sharing.ts';
import { as, registerUser, useTestApp, type TestUser } from './helper.ts';
import { nextEvent, silence, useSockets } from './sockets.ts';

const ctx = useTestApp();
const sockets = useSockets(ctx);

async function create(user: TestUser, fields: Record<string, unknown> = {}): Promise<string> {
  const response = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { name: 'Mira', ...fields } }));
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

async function register(user: TestUser, shareId: string = randomUUID()): Promise<string> {
  const response = await ctx.app.inject(as(user, { method: 'POST', url: '/api/share/id', payload: { shareId } }));
  expect(response.json()).toEqual({ message: 'ok' });
  return shareId;
}

async function list(user: TestUser) {
  return (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true' }))).json<{ characters: Array<Record<string, unknown>>; sharedCharacters: Array<Record<string, unknown>> }>();
}

describe('/share/id (docs/product-spec.md §5, §7)', () => {
  it('registers, reads, replaces and removes the caller’s share id; anyone resolves an alias to it', async () => {
    const user = await registerUser(ctx, `Teilerin${Date.now() % 100_000}`);
    expect((await ctx.app.inject(as(user, { method: 'GET', url: '/api/share/id' }))).json()).toEqual({ shareId: null });
    const first = await register(user);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/share/${user.alias}/id` })).json()).toEqual({ id: first });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/share/${user.alias.toUpperCase()}/id` })).json()).toEqual({ id: first });
    const second = await register(user);
    expect((await ctx.app.inject(as(user, { method: 'GET', url: '/api/share/id' }))).json()).toEqual({ shareId: second });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/share/${user.alias}/id` })).json()).toEqual({ id: second });
    expect((await ctx.app.inject(as(user, { method: 'DELETE', url: '/api/share/id' }))).json()).toEqual({ message: 'ok' });
    const gone = await ctx.app.inject({ method: 'GET', url: `/api/share/${user.alias}/id` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'User not found', code: 'user_not_found' });
  });

  it.each([
    ['an unknown alias', 'niemand-hier'],
    ['an alias without a share id', undefined],
  ])('answers 404 User not found for %s', async (_label, alias) => {
    const user = await registerUser(ctx);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/share/${alias ?? user.alias}/id` });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('User not found');
  });

  it('refuses what is not a version-4 UUID (400), a share id of another account (409), and anonymous writes (401)', async () => {
    const user = await registerUser(ctx);
    const other = await registerUser(ctx);
    const taken = await register(other);
    expect((await ctx.app.inject(as(user, { method: 'POST', url: '/api/share/id', payload: { shareId: 'abc' } }))).statusCode).toBe(400);
    expect((await ctx.app.inject(as(user, { method: 'POST', url: '/api/share/id', payload: { shareId: '11111111-1111-1111-8111-111111111111' } }))).statusCode).toBe(400);
    expect((await ctx.app.inject(as(user, { method: 'POST', url: '/api/share/id', payload: { shareId: taken } }))).statusCode).toBe(409);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/share/id', payload: { shareId: randomUUID() } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/share/id' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/share/id' })).statusCode).toBe(401);
  });
});

describe('sending a character (/share/offers)', () => {
  it('reaches an online recipient live and the inbox; saving makes an owned copy with a new id', async () => {
    const sender = await registerUser(ctx);
    const recipient = await registerUser(ctx);
    const shareId = await register(recipient);
    const id = await create(sender, { name: 'Gabe', hunger: 2, directory: 'Nur meins', notes: 'für dich' });
    const live = await sockets.as(recipient.accessToken);
    const offered = nextEvent<{ offer: Record<string, unknown> }>(live, 'share_offer');

    const sent = await ctx.app.inject(as(sender, { method: 'POST', url: '/api/share/offers', payload: { to: shareId, characterId: id } }));
    expect(sent.statusCode).toBe(201);
    // The sender reads whom it went to by name, not the share id typed.
    expect(sent.json().recipient).toEqual({ alias: recipient.alias });
    const { offer } = await offered;
    expect(offer).toMatchObject({ id: sent.json().id, from: sender.alias, name: 'Gabe', gameLine: 'v5' });

    const inbox = (await ctx.app.inject(as(recipient, { method: 'GET', url: '/api/share/offers' }))).json();
    expect(inbox.offers).toEqual([offer]);
    const created = nextEvent<{ character: Record<string, unknown> }>(live, 'character_created');
    const accepted = await ctx.app.inject(as(recipient, { method: 'POST', url: `/api/share/offers/${offer['id']}/accept` }));
    expect(accepted.statusCode).toBe(201);
    const copyId = accepted.json().id;
    expect(copyId).not.toBe(id);
    expect((await created).character).toMatchObject({ id: copyId, name: 'Gabe' });
    const [copy] = (await list(recipient)).characters;
    expect(copy).toMatchObject({ id: copyId, name: 'Gabe', hunger: 2, notes: 'für dich', revision: 1 });
    expect(copy!['directory']).toBeUndefined();
    expect((await ctx.app.inject(as(recipient, { method: 'GET', url: '/api/share/offers' }))).json().offers).toEqual([]);
    // The sender's character is untouched and still theirs alone.
    expect((await list(sender)).characters.map((c) => c['id'])).toEqual([id]);
  });

  it('keeps an offer for an offline recipient until it is declined', async () => {
    const sender = await registerUser(ctx);
    const recipient = await registerUser(ctx);
    const shareId = await register(recipient);
    const id = await create(sender, { name: 'Brief' });
    await ctx.app.inject(as(sender, { method: 'POST', url: '/api/share/offers', payload: { to: shareId, characterId: id } }));
    const [offer] = (await ctx.app.inject(as(recipient, { method: 'GET', url: '/api/share/offers' }))).json().offers;
    expect(offer.name).toBe('Brief');
    expect((await ctx.app.inject(as(recipient, { method: 'DELETE', url: `/api/share/offers/${offer.id}` }))).statusCode).toBe(204);
    expect((await ctx.app.inject(as(recipient, { method: 'POST', url: `/api/share/offers/${offer.id}/accept` }))).statusCode).toBe(404);
    expect((await list(recipient)).characters).toEqual([]);
  });

  it('permissions: unknown share id 404 User not found, own share id 400, another’s character 404, someone else’s offer 404, anonymous 401', async () => {
    const sender = await registerUser(ctx);
    const recipient = await registerUser(ctx);
    const stranger = await registerUser(ctx);
    const shareId = await register(recipient);
    const own = await register(sender);
    const id = await create(sender);
    const foreign = await create(stranger);
    const send = (user: TestUser | undefined, payload: object) => ctx.app.inject(user ? as(user, { method: 'POST', url: '/api/share/offers', payload }) : { method: 'POST', url: '/api/share/offers', payload });
    const unknown = await send(sender, { to: randomUUID(), characterId: id });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found', code: 'user_not_found' });
    expect((await send(sender, { to: own, characterId: id })).statusCode).toBe(400);
    expect((await send(sender, { to: shareId, characterId: foreign })).statusCode).toBe(404);
    expect((await send(undefined, { to: shareId, characterId: id })).statusCode).toBe(401);
    expect((await send(sender, { to: 'alias', characterId: id })).statusCode).toBe(400);
    await send(sender, { to: shareId, characterId: id });
    const [offer] = (await ctx.app.inject(as(recipient, { method: 'GET', url: '/api/share/offers' }))).json().offers;
    expect((await ctx.app.inject(as(stranger, { method: 'POST', url: `/api/share/offers/${offer.id}/accept` }))).statusCode).toBe(404);
    expect((await ctx.app.inject(as(stranger, { method: 'DELETE', url: `/api/share/offers/${offer.id}` }))).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/share/offers' })).statusCode).toBe(401);
  });

  it('a viewer cannot pass on a character shared with them', async () => {
    const owner = await registerUser(ctx);
    const viewer = await registerUser(ctx);
    const third = await registerUser(ctx);
    const id = await create(owner);
    await ctx.app.repos.characters.addViewer(id, viewer.id);
    const response = await ctx.app.inject(as(viewer, { method: 'POST', url: '/api/share/offers', payload: { to: await register(third), characterId: id } }));
    expect(response.statusCode).toBe(404);
  });

  it(`says the inbox is full after ${maxPendingOffers} waiting characters (from several senders)`, async () => {
    const recipient = await registerUser(ctx);
    const shareId = await register(recipient);
    const senders = await Promise.all(Array.from({ length: maxPendingOffers / maxPendingOffersPerSender }, () => registerUser(ctx)));
    for (const sender of senders) {
      const id = await create(sender);
      for (let i = 0; i < maxPendingOffersPerSender; i += 1) {
        expect((await ctx.app.inject(as(sender, { method: 'POST', url: '/api/share/offers', payload: { to: shareId, characterId: id } }))).statusCode).toBe(201);
      }
    }
    const late = await registerUser(ctx);
    const full = await ctx.app.inject(as(late, { method: 'POST', url: '/api/share/offers', payload: { to: shareId, characterId: await create(late) } }));
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('inbox_full');
  });

  it(`attack (issue #43, finding 8): one sender cannot fill an inbox; after ${maxPendingOffersPerSender} waiting offers it gets 429 too_many_offers and others still get through`, async () => {
    const flooder = await registerUser(ctx);
    const friend = await registerUser(ctx);
    const recipient = await registerUser(ctx);
    const shareId = await register(recipient);
    const id = await create(flooder);
    const statuses: number[] = [];
    for (let i = 0; i < maxPendingOffers; i += 1) {
      statuses.push((await ctx.app.inject(as(flooder, { method: 'POST', url: '/api/share/offers', payload: { to: shareId, characterId: id } }))).statusCode);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(maxPendingOffersPerSender);
    const refused = await ctx.app.inject(as(flooder, { method: 'POST', url: '/api/share/offers', payload: { to: shareId, characterId: id } }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_offers', message: expect.stringContaining(`${maxPendingOffersPerSender} characters from you`) });
    // Someone else's character still arrives.
    const fromFriend = await ctx.app.inject(as(friend, { method: 'POST', url: '/api/share/offers', payload: { to: shareId, characterId: await create(friend) } }));
    expect(fromFriend.statusCode).toBe(201);
    // Declining one frees a place for the same sender.
    const inbox = (await ctx.app.inject(as(recipient, { method: 'GET', url: '/api/share/offers' }))).json<{ offers: Array<{ id: string; from: string }> }>().offers;
    expect(inbox).toHaveLength(maxPendingOffersPerSender + 1);
    const declined = inbox.find((offer) => offer.from === flooder.alias)!;
    expect((await ctx.app.inject(as(recipient, { method: 'DELETE', url: `/api/share/offers/${declined.id}` }))).statusCode).toBe(204);
    expect((await ctx.app.inject(as(flooder, { method: 'POST', url: '/api/share/offers', payload: { to: shareId, characterId: id } }))).statusCode).toBe(201);
  });
});

describe('viewers (/characters/{id}/viewers, docs/product-spec.md §6)', () => {
  it('the owner adds a viewer by share id: the viewer gets it live and in sharedCharacters (justViewing), then loses it on removal', async () => {
    const owner = await registerUser(ctx);
    const viewer = await registerUser(ctx);
    const shareId = await register(viewer);
    const id = await create(owner, { name: 'Zur Ansicht' });
    const viewerSocket = await sockets.as(viewer.accessToken);
    const ownerTab = await sockets.as(owner.accessToken);
    const appeared = nextEvent<{ character: Record<string, unknown> }>(viewerSocket, 'character_created');
    const ownerHeard = nextEvent<{ id: string; viewers: unknown[] }>(ownerTab, 'character_viewers');

    const added = await ctx.app.inject(as(owner, { method: 'POST', url: `/api/characters/${id}/viewers`, payload: { shareId } }));
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ viewers: [{ id: viewer.id, alias: viewer.alias }], added: { id: viewer.id, alias: viewer.alias } });
    expect((await appeared).character).toMatchObject({ id, name: 'Zur Ansicht', justViewing: true, viewers: [] });
    expect(await ownerHeard).toEqual({ id, viewers: [{ id: viewer.id, alias: viewer.alias }] });
    expect((await list(viewer)).sharedCharacters).toEqual([expect.objectContaining({ id, justViewing: true })]);
    expect((await list(owner)).characters[0]!['viewers']).toEqual([{ id: viewer.id, alias: viewer.alias }]);
    expect((await ctx.app.inject(as(owner, { method: 'GET', url: `/api/characters/${id}/viewers` }))).json()).toEqual({ viewers: [{ id: viewer.id, alias: viewer.alias }] });

    // Every saved change reaches the viewer, read-only.
    const patched = nextEvent<{ id: string; revision: number; patch: unknown }>(viewerSocket, 'character_patched');
    await ctx.app.inject(as(owner, { method: 'PATCH', url: `/api/characters/${id}`, payload: { baseRevision: 1, patch: [{ path: ['hunger'], value: 4 }] } }));
    expect(await patched).toEqual({ id, revision: 2, patch: [{ path: ['hunger'], value: 4 }] });

    const removedEvent = nextEvent<{ id: string; reason: string }>(viewerSocket, 'character_deleted');
    const removed = await ctx.app.inject(as(owner, { method: 'DELETE', url: `/api/characters/${id}/viewers/${viewer.id}` }));
    expect(removed.json()).toEqual({ viewers: [] });
    expect(await removedEvent).toEqual({ id, reason: 'unshared' });
    expect((await list(viewer)).sharedCharacters).toEqual([]);
    expect((await ctx.app.inject(as(owner, { method: 'DELETE', url: `/api/characters/${id}/viewers/${viewer.id}` }))).json()).toEqual({ message: 'Viewer not found', code: 'not_found' });
  });

  it('a viewer added after the owner’s last save gets the next save (saved without reading the row first)', async () => {
    const owner = await registerUser(ctx);
    const viewer = await registerUser(ctx);
    const shareId = await register(viewer);
    const id = await create(owner, { name: 'Später geteilt' });
    const save = (baseRevision: number, hunger: number) => ctx.app.inject(as(owner, { method: 'PATCH', url: `/api/characters/${id}`, payload: { baseRevision, patch: [{ path: ['hunger'], value: hunger }] } }));
    expect((await save(1, 1)).json()).toEqual({ revision: 2 });
    const viewerSocket = await sockets.as(viewer.accessToken);
    expect((await ctx.app.inject(as(owner, { method: 'POST', url: `/api/characters/${id}/viewers`, payload: { shareId } }))).statusCode).toBe(200);

    const patched = nextEvent<{ id: string; revision: number; patch: unknown }>(viewerSocket, 'character_patched');
    expect((await save(2, 3)).json()).toEqual({ revision: 3 });
    expect(await patched).toEqual({ id, revision: 3, patch: [{ path: ['hunger'], value: 3 }] });
  });

  it('permission matrix: owner 200, viewer 403, stranger 404, anonymous 401; unknown share id 404 User not found; own share id 400', async () => {
    const owner = await registerUser(ctx);
    const viewer = await registerUser(ctx);
    const stranger = await registerUser(ctx);
    const viewerShareId = await register(viewer);
    const strangerShareId = await register(stranger);
    const ownShareId = await register(owner);
    const id = await create(owner);
    const add = (user: TestUser | undefined, shareId: string) =>
      ctx.app.inject(user ? as(user, { method: 'POST', url: `/api/characters/${id}/viewers`, payload: { shareId } }) : { method: 'POST', url: `/api/characters/${id}/viewers`, payload: { shareId } });
    expect((await add(owner, viewerShareId)).statusCode).toBe(200);
    expect((await add(viewer, strangerShareId)).statusCode).toBe(403);
    expect((await add(stranger, strangerShareId)).statusCode).toBe(404);
    expect((await add(undefined, strangerShareId)).statusCode).toBe(401);
    const unknown = await add(owner, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('User not found');
    expect((await add(owner, ownShareId)).statusCode).toBe(400);
    expect((await ctx.app.inject(as(viewer, { method: 'GET', url: `/api/characters/${id}/viewers` }))).statusCode).toBe(403);
    expect((await ctx.app.inject(as(stranger, { method: 'DELETE', url: `/api/characters/${id}/viewers/${viewer.id}` }))).statusCode).toBe(404);
    expect((await ctx.app.inject(as(viewer, { method: 'DELETE', url: `/api/characters/${id}/viewers/${viewer.id}` }))).statusCode).toBe(403);
    // The viewer leaving through the character list is spec §8.1's delete: the owner hears one viewer fewer.
    const ownerTab = await sockets.as(owner.accessToken);
    const heard = nextEvent<{ viewers: unknown[] }>(ownerTab, 'character_viewers');
    expect((await ctx.app.inject(as(viewer, { method: 'DELETE', url: `/api/characters/${id}` }))).statusCode).toBe(204);
    expect((await heard).viewers).toEqual([]);
    expect(await silence(ownerTab, ['character_deleted'])).toBe(true);
  });
});
