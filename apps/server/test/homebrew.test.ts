import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, useTestApp, type TestUser } from './helper.ts';
import { call, createItem, publish, twoLevelDiscipline } from './homebrew-support.ts';

const ctx = useTestApp();
let author: TestUser;
let other: TestUser;

beforeAll(async () => {
  author = await registerUser(ctx, 'erzaehlerin');
  other = await registerUser(ctx, 'mitspieler');
});

describe('creating', () => {
  it.each(['clans', 'disciplines'] as const)('POST /homebrew/%s with just a name gives the whole private item', async (kind) => {
    const response = await call(ctx, author, { method: 'POST', url: `/api/homebrew/${kind}`, payload: { name: '  Nebel  ' } });
    expect(response.statusCode).toBe(200);
    const item = response.json();
    expect(item).toMatchObject({ schemaVersion: 1, name: 'Nebel', creator: 'erzaehlerin', public: false, version: 1, inviteCode: null });
    expect(item.id).toBeGreaterThan(0);
    expect(kind === 'clans' ? item.disciplines : item.levels).toEqual([]);
  });

  it('works with the account headers (X-User-ID + X-User-Passkey) too', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/homebrew/disciplines',
      headers: { 'x-user-id': author.id, 'x-user-passkey': author.passkey },
      payload: { name: 'Per Passkey' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().creator).toBe('erzaehlerin');
  });

  it('needs a login: 401 without one or with a wrong passkey', async () => {
    for (const headers of [{}, { 'x-user-id': author.id, 'x-user-passkey': 'falsch' }, { authorization: 'Bearer kaputt' }]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/homebrew/clans', headers, payload: { name: 'X' } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'not_logged_in' });
    }
  });
});

describe('who may see, change, delete and invite', () => {
  it('a private discipline: the author sees it, others and anonymous get the spec message', async () => {
    const item = await createItem(ctx, author, 'disciplines', twoLevelDiscipline());
    expect((await call(ctx, author, { method: 'GET', url: `/api/homebrew/disciplines/${item.id}` })).json()).toMatchObject({ name: 'Nebelschritt', version: 2 });
    for (const user of [other, undefined]) {
      const response = await call(ctx, user, { method: 'GET', url: `/api/homebrew/disciplines/${item.id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Discipline Not Found', code: 'not_found' });
    }
  });

  it('a published clan is visible to everyone, without its invite code', async () => {
    const clan = await createItem(ctx, author, 'clans', { name: 'Kinder des Nebels', curse: 'Sonne brennt doppelt.', disciplines: [4, 10] });
    await call(ctx, author, { method: 'POST', url: `/api/homebrew/clans/${clan.id}/invite` });
    await publish(ctx, author, 'clans', clan);
    for (const user of [other, undefined]) {
      const response = await call(ctx, user, { method: 'GET', url: `/api/homebrew/clans/${clan.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ name: 'Kinder des Nebels', public: true, inviteCode: null, creator: 'erzaehlerin' });
    }
    expect((await call(ctx, author, { method: 'GET', url: `/api/homebrew/clans/${clan.id}` })).json().inviteCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  });

  it.each([
    ['PUT', (id: number) => `/api/homebrew/clans/${id}`, { name: 'Übernommen', public: false }],
    ['DELETE', (id: number) => `/api/homebrew/clans/${id}`, undefined],
    ['POST', (id: number) => `/api/homebrew/clans/${id}/invite`, undefined],
  ] as const)('%s is for the author only: 401 anonymous, 403 for others, the item unchanged', async (method, url, payload) => {
    const clan = await createItem(ctx, author, 'clans', { name: 'Unberührt', disciplines: [4] });
    await publish(ctx, author, 'clans', clan);
    const anonymous = await call(ctx, undefined, { method, url: url(clan.id), payload });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await call(ctx, other, { method, url: url(clan.id), payload });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().code).toBe('forbidden');
    expect((await call(ctx, undefined, { method: 'GET', url: `/api/homebrew/clans/${clan.id}` })).json()).toMatchObject({ name: 'Unberührt', version: 3 });
  });

  it('unknown ids get the spec messages for every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/homebrew/clans/999999'],
      ['PUT', '/api/homebrew/clans/999999'],
      ['DELETE', '/api/homebrew/clans/999999'],
      ['POST', '/api/homebrew/clans/999999/invite'],
    ] as const) {
      const response = await call(ctx, author, { method, url, payload: method === 'PUT' ? { name: 'X', public: false } : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe('Clan Not Found');
    }
    const discipline = await call(ctx, author, { method: 'DELETE', url: '/api/homebrew/disciplines/999999' });
    expect(discipline.json().message).toBe('Discipline Not Found');
  });

  it('a clan id is no discipline id', async () => {
    const clan = await createItem(ctx, author, 'clans', { name: 'Nur Clan' });
    expect((await call(ctx, author, { method: 'GET', url: `/api/homebrew/disciplines/${clan.id}` })).statusCode).toBe(404);
  });

  it('the author deletes; afterwards it is gone for everyone', async () => {
    const discipline = await createItem(ctx, author, 'disciplines', twoLevelDiscipline('Vergänglich'));
    const response = await call(ctx, author, { method: 'DELETE', url: `/api/homebrew/disciplines/${discipline.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'ok' });
    expect((await call(ctx, author, { method: 'GET', url: `/api/homebrew/disciplines/${discipline.id}` })).statusCode).toBe(404);
  });
});

describe('saving', () => {
  it('every PUT is a new version; old versions stay readable', async () => {
    const discipline = await createItem(ctx, author, 'disciplines', twoLevelDiscipline('Erste Fassung'));
    const renamed = await call(ctx, author, { method: 'PUT', url: `/api/homebrew/disciplines/${discipline.id}`, payload: { ...discipline, name: 'Zweite Fassung' } });
    expect(renamed.json()).toMatchObject({ name: 'Zweite Fassung', version: 3 });
    const first = await call(ctx, author, { method: 'GET', url: `/api/homebrew/disciplines/${discipline.id}/versions/2` });
    expect(first.json()).toMatchObject({ name: 'Erste Fassung', version: 2 });
    expect((await call(ctx, author, { method: 'GET', url: `/api/homebrew/disciplines/${discipline.id}/versions/1` })).json()).toMatchObject({ name: 'Erste Fassung', levels: [] });
    expect((await call(ctx, author, { method: 'GET', url: `/api/homebrew/disciplines/${discipline.id}/versions/9` })).statusCode).toBe(404);
    expect((await call(ctx, other, { method: 'GET', url: `/api/homebrew/disciplines/${discipline.id}/versions/2` })).json().message).toBe('Discipline Not Found');
  });

  it('a deleted ability’s id is never given to another ability; the high-water mark only grows', async () => {
    const discipline = await createItem(ctx, author, 'disciplines', twoLevelDiscipline('Ids bleiben'));
    expect(discipline.lastAbilityId).toBe(2);
    const levels = discipline.levels as Array<{ abilities: Array<{ id: number; name: string }> }>;
    const withoutSecond = [levels[0]!, { abilities: [] }];
    const removed = await call(ctx, author, { method: 'PUT', url: `/api/homebrew/disciplines/${discipline.id}`, payload: { ...discipline, levels: withoutSecond, lastAbilityId: 0 } });
    expect(removed.json()).toMatchObject({ lastAbilityId: 2 });
    const reuse = [levels[0]!, { abilities: [{ id: 2, name: 'Ganz anders', summary: 'Neu.' }] }];
    const afterRemoval = removed.json() as Record<string, unknown>;
    const refused = await call(ctx, author, { method: 'PUT', url: `/api/homebrew/disciplines/${discipline.id}`, payload: { ...afterRemoval, levels: reuse } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/ability id 2 belonged to a deleted ability.*above 2/);
    const fresh = [levels[0]!, { abilities: [{ id: 3, name: 'Ganz anders', summary: 'Neu.' }] }];
    const accepted = await call(ctx, author, { method: 'PUT', url: `/api/homebrew/disciplines/${discipline.id}`, payload: { ...afterRemoval, levels: fresh } });
    expect(accepted.json()).toMatchObject({ lastAbilityId: 3 });
  });

  it('a save from an outdated copy gets 409 with the stored item and changes nothing', async () => {
    const discipline = await createItem(ctx, author, 'disciplines', twoLevelDiscipline('Zwei Geräte'));
    await call(ctx, author, { method: 'PUT', url: `/api/homebrew/disciplines/${discipline.id}`, payload: { ...discipline, name: 'Vom Laptop' } });
    const stale = await call(ctx, author, { method: 'PUT', url: `/api/homebrew/disciplines/${discipline.id}`, payload: { ...discipline, name: 'Vom Handy' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'revision_conflict', item: { name: 'Vom Laptop', version: discipline.version + 1 } });
  });

  it('publishes and makes private again; the list follows', async () => {
    const discipline = await createItem(ctx, author, 'disciplines', twoLevelDiscipline('Hin und Her'));
    const listed = async () => (await call(ctx, undefined, { method: 'GET', url: '/api/homebrew/disciplines?search=hin%20und%20her' })).json().total;
    expect(await listed()).toBe(0);
    const published = await publish(ctx, author, 'disciplines', discipline);
    expect(published.public).toBe(true);
    expect(await listed()).toBe(1);
    await call(ctx, author, { method: 'PUT', url: `/api/homebrew/disciplines/${discipline.id}`, payload: { ...published, public: false } });
    expect(await listed()).toBe(0);
  });

  it.each([
    ['a discipline without abilities cannot be published', 'disciplines', { name: 'Leer', public: true }, /at least one ability/],
    ['a clan without disciplines cannot be published', 'clans', { name: 'Leer', public: true }, /at least one discipline/],
    ['a combo with an unknown discipline', 'disciplines', { name: 'X', public: false, levels: [{ abilities: [{ id: 1, name: 'A', combo: { disciplineId: 77, level: 1 } }] }] }, /combo names a discipline that does not exist/],
    ['a combo with a core id that does not exist', 'disciplines', { name: 'X', public: false, levels: [{ abilities: [{ id: 1, name: 'A', combo: { disciplineId: 12, level: 1 } }] }] }, /combo names a discipline that does not exist/],
    ['a clan with an unknown discipline', 'clans', { name: 'X', public: false, disciplines: [4, 3021 + 999999] }, /do not exist or are not available to you: 1003020/],
  ] as const)('refuses %s (400)', async (_label, kind, payload, message) => {
    const created = (await call(ctx, author, { method: 'POST', url: `/api/homebrew/${kind}`, payload: { name: 'Prüfling' } })).json();
    const response = await call(ctx, author, { method: 'PUT', url: `/api/homebrew/${kind}/${created.id}`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('combos and clans may name the author’s own homebrew disciplines, but not another author’s private one', async () => {
    const base = await createItem(ctx, author, 'disciplines', twoLevelDiscipline('Basis'));
    const comboOk = await call(ctx, author, {
      method: 'POST',
      url: '/api/homebrew/disciplines',
      payload: { name: 'Aufbau', levels: [{ abilities: [{ id: 1, name: 'A', combo: { disciplineId: 3021 + base.id, level: 2 } }] }] },
    });
    expect(comboOk.statusCode).toBe(200);
    const comboTooHigh = await call(ctx, author, {
      method: 'POST',
      url: '/api/homebrew/disciplines',
      payload: { name: 'Zu hoch', levels: [{ abilities: [{ id: 1, name: 'A', combo: { disciplineId: 3021 + base.id, level: 3 } }] }] },
    });
    expect(comboTooHigh.statusCode).toBe(400);
    expect(comboTooHigh.json().message).toMatch(/level the discipline does not have/);
    const selfCombo = await call(ctx, author, { method: 'PUT', url: `/api/homebrew/disciplines/${base.id}`, payload: { ...twoLevelDiscipline('Basis'), public: false, levels: [{ abilities: [{ id: 1, name: 'A', combo: { disciplineId: 3021 + base.id, level: 1 } }] }] } });
    expect(selfCombo.json().message).toMatch(/cannot name the discipline itself/);
    const foreign = await call(ctx, other, { method: 'POST', url: '/api/homebrew/clans', payload: { name: 'Dieb', disciplines: [3021 + base.id] } });
    expect(foreign.statusCode).toBe(400);
    const own = await call(ctx, author, { method: 'POST', url: '/api/homebrew/clans', payload: { name: 'Eigen', disciplines: [3021 + base.id, 1] } });
    expect(own.statusCode).toBe(200);
  });
});

describe('invite codes', () => {
  it('the author gets one code per item, the same each time', async () => {
    const clan = await createItem(ctx, author, 'clans', { name: 'Eingeladen' });
    const first = await call(ctx, author, { method: 'POST', url: `/api/homebrew/clans/${clan.id}/invite` });
    expect(first.statusCode).toBe(200);
    const code = first.json().inviteCode as string;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect((await call(ctx, author, { method: 'POST', url: `/api/homebrew/clans/${clan.id}/invite` })).json().inviteCode).toBe(code);
    const other2 = await createItem(ctx, author, 'disciplines', { name: 'Andere' });
    expect((await call(ctx, author, { method: 'POST', url: `/api/homebrew/disciplines/${other2.id}/invite` })).json().inviteCode).not.toBe(code);
  });

  it('anyone reads a private clan by its code, with the homebrew disciplines it lists (also private ones)', async () => {
    const discipline = await createItem(ctx, author, 'disciplines', twoLevelDiscipline('Geheimkunst'));
    const clan = await createItem(ctx, author, 'clans', { name: 'Geheimbund', disciplines: [4, 3021 + discipline.id] });
    const code = (await call(ctx, author, { method: 'POST', url: `/api/homebrew/clans/${clan.id}/invite` })).json().inviteCode as string;
    for (const typed of [code, code.toLowerCase().replace(/-/g, ' ')]) {
      const response = await call(ctx, undefined, { method: 'GET', url: `/api/homebrew/from-invite/${encodeURIComponent(typed)}` });
      expect(response.statusCode).toBe(200);
      const content = response.json();
      expect(content.clans.map((c: { name: string }) => c.name)).toEqual(['Geheimbund']);
      expect(content.disciplines.map((d: { name: string; public: boolean }) => [d.name, d.public])).toEqual([['Geheimkunst', false]]);
      expect(content.clans[0].inviteCode).toBeNull();
    }
  });

  it('a discipline’s code shares just the discipline', async () => {
    const discipline = await createItem(ctx, author, 'disciplines', twoLevelDiscipline('Einzeln'));
    const code = (await call(ctx, author, { method: 'POST', url: `/api/homebrew/disciplines/${discipline.id}/invite` })).json().inviteCode as string;
    const content = (await call(ctx, other, { method: 'GET', url: `/api/homebrew/from-invite/${code}` })).json();
    expect(content.clans).toEqual([]);
    expect(content.disciplines.map((d: { name: string }) => d.name)).toEqual(['Einzeln']);
  });

  it.each([
    ['an unknown code', 'ZZZZ-ZZZZ-ZZZZ', 404],
    ['a malformed code', 'ÄÖÜ!', 400],
  ])('%s: %s → %i', async (_label, code, status) => {
    const response = await call(ctx, undefined, { method: 'GET', url: `/api/homebrew/from-invite/${encodeURIComponent(code)}` });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBeTruthy();
  });
});

describe('my content', () => {
  it('lists the caller’s own clans and disciplines, private ones and invite codes included', async () => {
    const writer = await registerUser(ctx);
    const discipline = await createItem(ctx, writer, 'disciplines', twoLevelDiscipline('Meins'));
    await createItem(ctx, writer, 'clans', { name: 'Mein Clan' });
    await call(ctx, writer, { method: 'POST', url: `/api/homebrew/disciplines/${discipline.id}/invite` });
    const response = await call(ctx, writer, { method: 'GET', url: '/api/homebrew/my-content' });
    expect(response.statusCode).toBe(200);
    const content = response.json();
    expect(content.clans.map((c: { name: string }) => c.name)).toEqual(['Mein Clan']);
    expect(content.disciplines).toEqual([expect.objectContaining({ name: 'Meins', public: false, inviteCode: expect.stringMatching(/-/) })]);
    expect((await call(ctx, undefined, { method: 'GET', url: '/api/homebrew/my-content' })).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents every homebrew call, the installed list included', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, unknown>>;
    for (const kind of ['clans', 'disciplines']) {
      expect(Object.keys(paths[`/api/homebrew/${kind}/`] ?? paths[`/api/homebrew/${kind}`] ?? {}).sort()).toEqual(['get', 'post']);
      expect(Object.keys(paths[`/api/homebrew/${kind}/{id}`] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
      expect(paths[`/api/homebrew/${kind}/{id}/invite`]).toHaveProperty('post');
      expect(paths[`/api/homebrew/${kind}/{id}/versions/{version}`]).toHaveProperty('get');
    }
    expect(paths['/api/homebrew/my-content']).toHaveProperty('get');
    expect(paths['/api/homebrew/from-invite/{code}']).toHaveProperty('get');
    expect(Object.keys(paths['/api/homebrew/installed/'] ?? paths['/api/homebrew/installed'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(paths['/api/homebrew/installed/updates']).toHaveProperty('get');
    expect(paths['/api/homebrew/installed/{kind}/{id}']).toHaveProperty('delete');
  });
});
