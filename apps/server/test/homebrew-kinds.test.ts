import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, useTestApp, type TestUser } from './helper.ts';
import { call, twoLevelDiscipline } from './homebrew-support.ts';

const ctx = useTestApp();
let author: TestUser;
let player: TestUser;

beforeAll(async () => {
  author = await registerUser(ctx, 'heulerin');
  player = await registerUser(ctx, 'rudel');
});

const gift = {
  name: 'Mondlicht-Pfad',
  renown: 'wisdom',
  groups: [{ kind: 'auspice', groupId: 'theurge', minTotalRenown: 2 }],
  dicePool: 'Geistesschärfe + Weisheit',
  cost: '1 Willenskraft',
  duration: 'Eine Szene',
  summary: 'Der Garou folgt dem Licht des Mondes.',
};

describe('homebrew gifts and rites (issue #49 item 4)', () => {
  it('creates a private gift, saves it, publishes it, and lists it under /homebrew/gifts', async () => {
    const created = await call(ctx, author, { method: 'POST', url: '/api/homebrew/gifts', payload: { name: gift.name } });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ name: gift.name, renown: 'glory', groups: [], public: false, version: 1, creator: 'heulerin' });
    const id = created.json().id as number;

    // A gift without a group cannot be published yet.
    const early = await call(ctx, author, { method: 'PUT', url: `/api/homebrew/gifts/${id}`, payload: { name: gift.name, public: true } });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toContain('group');

    const saved = await call(ctx, author, { method: 'PUT', url: `/api/homebrew/gifts/${id}`, payload: { ...gift, public: true, version: 1 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...gift, id, version: 2, public: true });

    const listed = (await call(ctx, undefined, { method: 'GET', url: '/api/homebrew/gifts?search=mondlicht' })).json();
    expect(listed.total).toBe(1);
    expect(listed.items[0]).toMatchObject({ id, name: gift.name, inviteCode: null });
    // Kinds keep to their own lists: the gift is not a discipline.
    expect((await call(ctx, undefined, { method: 'GET', url: '/api/homebrew/disciplines?search=mondlicht' })).json().total).toBe(0);
    expect((await call(ctx, undefined, { method: 'GET', url: `/api/homebrew/disciplines/${id}` })).statusCode).toBe(404);
  });

  it.each([
    ['a native gift naming a group', { groups: [{ kind: 'native', groupId: 'theurge', minTotalRenown: 1 }] }],
    ['a tribe gift naming none', { groups: [{ kind: 'tribe', groupId: null, minTotalRenown: 1 }] }],
    ['an unknown Renown', { renown: 'rage' }],
    ['a Renown threshold of 10', { groups: [{ kind: 'native', groupId: null, minTotalRenown: 10 }] }],
    ['a field no gift has', { levels: [] }],
  ])('refuses %s with a 400', async (_, fields) => {
    const response = await call(ctx, author, { method: 'POST', url: '/api/homebrew/gifts', payload: { name: 'Falsch', ...fields } });
    expect(response.statusCode).toBe(400);
  });

  it('shares a private gift by invite code: a player installs it and keeps it in the installed list', async () => {
    const created = (await call(ctx, author, { method: 'POST', url: '/api/homebrew/gifts', payload: { ...gift, name: 'Geheimes Geheul' } })).json();
    const { inviteCode } = (await call(ctx, author, { method: 'POST', url: `/api/homebrew/gifts/${created.id}/invite` })).json();
    expect(inviteCode).toMatch(/^[A-Z0-9-]+$/);

    const shared = await call(ctx, undefined, { method: 'GET', url: `/api/homebrew/from-invite/${inviteCode}` });
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toEqual({ clans: [], disciplines: [], gifts: [expect.objectContaining({ id: created.id, name: 'Geheimes Geheul' })] });

    const installed = await call(ctx, player, { method: 'POST', url: '/api/homebrew/installed', payload: { inviteCode } });
    expect(installed.statusCode).toBe(200);
    expect(installed.json().gifts).toEqual([expect.objectContaining({ id: created.id, name: 'Geheimes Geheul', inviteCode: null })]);
    expect(installed.json().clans).toEqual([]);

    // Installing a Vampire discipline afterwards keeps the gift (one document for every kind).
    const discipline = (await call(ctx, player, { method: 'POST', url: '/api/homebrew/disciplines', payload: twoLevelDiscipline('Eigene Kunst') })).json();
    const both = (await call(ctx, player, { method: 'POST', url: '/api/homebrew/installed', payload: { kind: 'disciplines', id: discipline.id } })).json();
    expect(both.gifts.map((item: { id: number }) => item.id)).toEqual([created.id]);
    expect(both.disciplines.map((item: { id: number }) => item.id)).toEqual([discipline.id]);
    expect((await call(ctx, player, { method: 'GET', url: '/api/homebrew/installed' })).json().gifts).toHaveLength(1);

    // The author sees who depends on it before deleting.
    expect((await call(ctx, author, { method: 'GET', url: `/api/homebrew/gifts/${created.id}/usage` })).json()).toMatchObject({ installs: 1 });

    const removed = await call(ctx, player, { method: 'DELETE', url: `/api/homebrew/installed/gifts/${created.id}` });
    expect(removed.json().gifts).toBeUndefined();
    expect(removed.json().disciplines).toHaveLength(1);
  });

  it('an installed gift whose author saved a newer version is named under kindUpdates; installing again updates the copy', async () => {
    const fan = await registerUser(ctx, 'mondfan');
    const created = (await call(ctx, author, { method: 'POST', url: '/api/homebrew/gifts', payload: { ...gift, name: 'Wandelbar' } })).json();
    const published = (await call(ctx, author, { method: 'PUT', url: `/api/homebrew/gifts/${created.id}`, payload: { ...created, public: true } })).json();
    await call(ctx, fan, { method: 'POST', url: '/api/homebrew/installed', payload: { kind: 'gifts', id: created.id } });
    expect((await call(ctx, fan, { method: 'GET', url: '/api/homebrew/installed/updates' })).json()).toEqual({ updates: [], hidden: [] });
    await call(ctx, author, { method: 'PUT', url: `/api/homebrew/gifts/${created.id}`, payload: { ...published, cost: '2 Willenskraft' } });
    const news = (await call(ctx, fan, { method: 'GET', url: '/api/homebrew/installed/updates' })).json();
    expect(news.kindUpdates).toEqual([{ kind: 'gifts', installed: published.version, item: expect.objectContaining({ id: created.id, version: published.version + 1, cost: '2 Willenskraft' }) }]);
    const updated = (await call(ctx, fan, { method: 'POST', url: '/api/homebrew/installed', payload: { kind: 'gifts', id: created.id } })).json();
    expect(updated.gifts).toEqual([expect.objectContaining({ id: created.id, version: published.version + 1 })]);
    expect((await call(ctx, fan, { method: 'GET', url: '/api/homebrew/installed/updates' })).json()).toEqual({ updates: [], hidden: [] });
  });

  it('a private gift of another author is not installable by id', async () => {
    const created = (await call(ctx, author, { method: 'POST', url: '/api/homebrew/gifts', payload: { name: 'Nur meins' } })).json();
    const response = await call(ctx, player, { method: 'POST', url: '/api/homebrew/installed', payload: { kind: 'gifts', id: created.id } });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Gift Not Found');
  });

  it('rites: created with their type, listed in my-content beside the other kinds', async () => {
    const rite = await call(ctx, author, { method: 'POST', url: '/api/homebrew/rites', payload: { name: 'Ritus des Heulens', type: 'social', dicePool: 'Charisma + Ansehen' } });
    expect(rite.statusCode).toBe(200);
    expect(rite.json()).toMatchObject({ type: 'social', duration: null });
    const mine = (await call(ctx, author, { method: 'GET', url: '/api/homebrew/my-content' })).json();
    expect(mine.rites.map((item: { name: string }) => item.name)).toEqual(['Ritus des Heulens']);
    expect(mine.gifts.length).toBeGreaterThanOrEqual(3);
    expect(mine.clans).toEqual([]);
  });

  it('keeps the spec §7 Vampire calls exactly: /homebrew/clans and /homebrew/disciplines answer as before', async () => {
    const discipline = await call(ctx, author, { method: 'POST', url: '/api/homebrew/disciplines', payload: twoLevelDiscipline('Vertrag') });
    expect(discipline.statusCode).toBe(200);
    // (the library adds fields of its own; what spec §7 names stays, and no other kind's fields come in)
    expect(Object.keys(discipline.json())).toEqual(expect.arrayContaining(['creator', 'description', 'id', 'inviteCode', 'lastAbilityId', 'levels', 'name', 'public', 'schemaVersion', 'updatedAt', 'version']));
    expect(discipline.json()).not.toHaveProperty('renown');
    const clan = await call(ctx, author, { method: 'POST', url: '/api/homebrew/clans', payload: { name: 'Vertragsclan', disciplines: [discipline.json().id + 3021] } });
    expect(clan.statusCode).toBe(200);
    expect(Object.keys(clan.json())).toEqual(expect.arrayContaining(['creator', 'curse', 'description', 'disciplines', 'id', 'inviteCode', 'name', 'public', 'schemaVersion', 'slogan', 'symbol', 'templateClanId', 'updatedAt', 'version']));
    expect(clan.json()).not.toHaveProperty('groups');
    // An account with only Vampire homebrew gets the installed list of spec §7, no other kinds' lists.
    expect((await call(ctx, author, { method: 'GET', url: '/api/homebrew/installed' })).json()).toEqual({ clans: [], disciplines: [], cachedDisciplines: [] });
    expect((await call(ctx, undefined, { method: 'GET', url: `/api/homebrew/clans/${clan.json().id}` })).json().message).toBe('Clan Not Found');
    // A gift field on a clan is refused as before (strict bodies).
    expect((await call(ctx, author, { method: 'POST', url: '/api/homebrew/clans', payload: { name: 'X', renown: 'glory' } })).statusCode).toBe(400);
  });
});
