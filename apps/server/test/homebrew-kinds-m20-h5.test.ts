import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, useTestApp, type TestUser } from './helper.ts';
import { call } from './homebrew-support.ts';

// Issue #49 item 4: Mage rotes and Hunter edges and perks on the generic homebrew routes.
const ctx = useTestApp();
let author: TestUser;
let player: TestUser;

beforeAll(async () => {
  author = await registerUser(ctx, 'magierin');
  player = await registerUser(ctx, 'jaeger');
});

const rote = { name: 'Feuerball', spheres: { forces: 3, prime: 2 }, attribute: 'dexterity', ability: 'athletics', style: 'vulgar', description: 'Ein Ball aus Feuer.' };
const edge = { name: 'Geisterfalle', category: 'asset', pools: [{ attribute: 'wit', skill: 'cra' }], description: 'Eine Falle.', system: 'Würfle Geistesschärfe + Handwerk.' };

describe('homebrew rotes', () => {
  it('creates a rote, publishes it, lists it under /homebrew/rotes only, and a player installs it', async () => {
    const created = await call(ctx, author, { method: 'POST', url: '/api/homebrew/rotes', payload: rote });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ ...rote, public: false, version: 1, creator: 'magierin' });
    const id = created.json().id as number;

    const saved = await call(ctx, author, { method: 'PUT', url: `/api/homebrew/rotes/${id}`, payload: { ...rote, description: 'Heiß.', public: true, version: 1 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id, version: 2, public: true, description: 'Heiß.' });

    const listed = (await call(ctx, undefined, { method: 'GET', url: '/api/homebrew/rotes?search=feuerball' })).json();
    expect(listed.items.map((item: { id: number }) => item.id)).toEqual([id]);
    expect((await call(ctx, undefined, { method: 'GET', url: '/api/homebrew/edges?search=feuerball' })).json().total).toBe(0);
    expect((await call(ctx, undefined, { method: 'GET', url: `/api/homebrew/gifts/${id}` })).statusCode).toBe(404);

    const installed = await call(ctx, player, { method: 'POST', url: '/api/homebrew/installed', payload: { kind: 'rotes', id } });
    expect(installed.statusCode).toBe(200);
    expect(installed.json().rotes).toEqual([expect.objectContaining({ id, name: 'Feuerball', version: 2, spheres: { forces: 3, prime: 2 } })]);
    expect((await call(ctx, player, { method: 'GET', url: '/api/homebrew/installed' })).json().rotes).toHaveLength(1);
  });

  it.each([
    ['a Sphere rank of 6', { spheres: { forces: 6 } }],
    ['an unknown Sphere', { spheres: { fire: 1 } }],
    ['an unknown attribute', { attribute: 'rage' }],
    ['an ability that is no content id', { ability: 'Martial Arts' }],
    ['an unknown hint', { style: 'subtle' }],
    ['a field no rote has', { levels: [] }],
  ])('refuses a rote with %s', async (_name, fields) => {
    const response = await call(ctx, author, { method: 'POST', url: '/api/homebrew/rotes', payload: { ...rote, ...fields } });
    expect(response.statusCode).toBe(400);
  });

  it('a new rote starts from its name alone and is published only once it uses a Sphere', async () => {
    const created = await call(ctx, author, { method: 'POST', url: '/api/homebrew/rotes', payload: { name: 'Entwurf' } });
    expect(created.statusCode).toBe(200);
    const draft = created.json() as Record<string, unknown> & { id: number };
    expect(draft).toMatchObject({ name: 'Entwurf', spheres: {}, attribute: null, ability: null, style: null, description: '' });
    const early = await call(ctx, author, { method: 'PUT', url: `/api/homebrew/rotes/${draft.id}`, payload: { ...draft, public: true } });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toContain('Sphere');
    const later = await call(ctx, author, { method: 'PUT', url: `/api/homebrew/rotes/${draft.id}`, payload: { ...draft, spheres: { time: 1 }, public: true } });
    expect(later.statusCode).toBe(200);
  });

  it('shares a private rote by invite code', async () => {
    const created = (await call(ctx, author, { method: 'POST', url: '/api/homebrew/rotes', payload: { ...rote, name: 'Geheimer Blick', spheres: { mind: 2 } } })).json();
    const { inviteCode } = (await call(ctx, author, { method: 'POST', url: `/api/homebrew/rotes/${created.id}/invite` })).json();
    const shared = (await call(ctx, undefined, { method: 'GET', url: `/api/homebrew/from-invite/${inviteCode}` })).json();
    expect(shared.rotes).toEqual([expect.objectContaining({ id: created.id, name: 'Geheimer Blick' })]);
    const installed = (await call(ctx, player, { method: 'POST', url: '/api/homebrew/installed', payload: { inviteCode } })).json();
    expect(installed.rotes.map((item: { id: number }) => item.id)).toContain(created.id);
  });
});

describe('homebrew edges and perks', () => {
  it('creates an edge and a perk of it, both installable, each under its own kind', async () => {
    const createdEdge = await call(ctx, author, { method: 'POST', url: '/api/homebrew/edges', payload: edge });
    expect(createdEdge.statusCode).toBe(200);
    const edgeId = createdEdge.json().id as number;
    const perk = { name: 'Doppelte Falle', edge: `homebrew-${edgeId}`, description: 'Zwei auf einmal.' };
    const createdPerk = await call(ctx, author, { method: 'POST', url: '/api/homebrew/perks', payload: perk });
    expect(createdPerk.statusCode).toBe(200);
    expect(createdPerk.json()).toMatchObject(perk);
    const perkId = createdPerk.json().id as number;
    // A perk of a book edge is fine too.
    expect((await call(ctx, author, { method: 'POST', url: '/api/homebrew/perks', payload: { ...perk, edge: 'arsenal' } })).statusCode).toBe(200);

    for (const [kind, id] of [['edges', edgeId], ['perks', perkId]] as const) {
      const item = (await call(ctx, author, { method: 'GET', url: `/api/homebrew/${kind}/${id}` })).json();
      expect((await call(ctx, author, { method: 'PUT', url: `/api/homebrew/${kind}/${id}`, payload: { ...item, public: true } })).statusCode).toBe(200);
    }
    await call(ctx, player, { method: 'POST', url: '/api/homebrew/installed', payload: { kind: 'edges', id: edgeId } });
    const installed = (await call(ctx, player, { method: 'POST', url: '/api/homebrew/installed', payload: { kind: 'perks', id: perkId } })).json();
    expect(installed.edges).toEqual([expect.objectContaining({ id: edgeId, name: 'Geisterfalle', pools: [{ attribute: 'wit', skill: 'cra' }] })]);
    expect(installed.perks).toEqual([expect.objectContaining({ id: perkId, edge: `homebrew-${edgeId}` })]);
  });

  it('a perk without its edge is kept as a draft but not published', async () => {
    const created = (await call(ctx, author, { method: 'POST', url: '/api/homebrew/perks', payload: { name: 'Lose' } })).json();
    expect(created.edge).toBeNull();
    expect((await call(ctx, author, { method: 'PUT', url: `/api/homebrew/perks/${created.id}`, payload: { ...created, public: true } })).statusCode).toBe(400);
  });

  it.each([
    ['edges', 'an unknown kind of edge', { ...edge, category: 'weapon' }],
    ['edges', 'an unknown skill in a pool', { ...edge, pools: [{ attribute: 'wit', skill: 'magic' }] }],
    ['edges', 'six pools', { ...edge, pools: Array.from({ length: 6 }, () => edge.pools[0]) }],
    ['perks', 'an edge that is no content id', { name: 'Lose', edge: 4 }],
    ['perks', 'an edge id with spaces', { name: 'Lose', edge: 'the arsenal' }],
  ])('refuses on /homebrew/%s: %s', async (kind, _name, payload) => {
    expect((await call(ctx, author, { method: 'POST', url: `/api/homebrew/${kind}`, payload })).statusCode).toBe(400);
  });
});

describe('homebrew Mage merits and flaws', () => {
  it('creates a flaw under /homebrew/mage-merits and refuses a points range the wrong way round', async () => {
    const flaw = { name: 'Albträume', side: 'flaw', category: 'mental', cost: { min: 1, max: 3 }, repeatable: false, description: 'Jede Nacht.' };
    const created = await call(ctx, author, { method: 'POST', url: '/api/homebrew/mage-merits', payload: flaw });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject(flaw);
    expect((await call(ctx, author, { method: 'POST', url: '/api/homebrew/mage-merits', payload: { ...flaw, cost: { min: 3, max: 1 } } })).statusCode).toBe(400);
  });
});
