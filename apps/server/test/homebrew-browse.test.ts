import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, useTestApp, type TestUser } from './helper.ts';
import { call, createItem, publish, twoLevelDiscipline } from './homebrew-support.ts';

const ctx = useTestApp();
let author: TestUser;
let player: TestUser;

beforeAll(async () => {
  author = await registerUser(ctx, 'autorin');
  player = await registerUser(ctx, 'spielerin');
  // 23 public disciplines "Kunst 01" … "Kunst 23", two with accents and case to find, one private.
  for (let n = 1; n <= 23; n += 1) await publish(ctx, author, 'disciplines', await createItem(ctx, author, 'disciplines', twoLevelDiscipline(`Kunst ${String(n).padStart(2, '0')}`)));
  await publish(ctx, author, 'disciplines', await createItem(ctx, author, 'disciplines', twoLevelDiscipline('Schätten der Straße')));
  await publish(ctx, author, 'disciplines', await createItem(ctx, author, 'disciplines', twoLevelDiscipline('SCHATTENSPIEL')));
  await publish(ctx, author, 'disciplines', await createItem(ctx, author, 'disciplines', twoLevelDiscipline('100% Nebel')));
  await createItem(ctx, author, 'disciplines', twoLevelDiscipline('Schatten privat'));
});

const names = (body: { items: Array<{ name: string }> }) => body.items.map((item) => item.name);

describe('browsing and search', () => {
  it('lists public disciplines by name, 20 a page by default, with the total', async () => {
    const first = (await call(ctx, undefined, { method: 'GET', url: '/api/homebrew/disciplines' })).json();
    expect(first.total).toBe(26);
    expect(first.items).toHaveLength(20);
    expect(names(first).slice(0, 3)).toEqual(['100% Nebel', 'Kunst 01', 'Kunst 02']);
    const second = (await call(ctx, undefined, { method: 'GET', url: '/api/homebrew/disciplines?page=2' })).json();
    expect(names(second)).toEqual(['Kunst 20', 'Kunst 21', 'Kunst 22', 'Kunst 23', 'Schätten der Straße', 'SCHATTENSPIEL']);
    const beyond = (await call(ctx, undefined, { method: 'GET', url: '/api/homebrew/disciplines?page=9' })).json();
    expect(beyond).toEqual({ total: 26, items: [] });
  });

  it.each([
    ['schatten', ['Schätten der Straße', 'SCHATTENSPIEL']],
    ['SCHÄTTEN', ['Schätten der Straße', 'SCHATTENSPIEL']],
    ['strasse', ['Schätten der Straße']],
    ['kunst 2', ['Kunst 20', 'Kunst 21', 'Kunst 22', 'Kunst 23']],
    ['%', ['100% Nebel']],
    ['_', []],
    ['privat', []],
  ])('search %j finds %j (case and accents do not matter; private items never)', async (search, expected) => {
    const response = await call(ctx, player, { method: 'GET', url: `/api/homebrew/disciplines?search=${encodeURIComponent(search)}&limit=100` });
    expect(names(response.json())).toEqual(expected);
    expect(response.json().total).toBe(expected.length);
  });

  it('pages with a limit', async () => {
    const response = (await call(ctx, undefined, { method: 'GET', url: '/api/homebrew/disciplines?search=kunst&page=3&limit=5' })).json();
    expect(response.total).toBe(23);
    expect(names(response)).toEqual(['Kunst 11', 'Kunst 12', 'Kunst 13', 'Kunst 14', 'Kunst 15']);
  });

  it.each(['page=0', 'page=zwei', 'limit=101', 'limit=0', 'limit=1.5', `search=${'x'.repeat(101)}`])('refuses ?%s with a readable 400', async (query) => {
    const response = await call(ctx, undefined, { method: 'GET', url: `/api/homebrew/disciplines?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request', message: expect.stringContaining('querystring') });
  });

  it('lists clans the same way', async () => {
    await publish(ctx, author, 'clans', await createItem(ctx, author, 'clans', { name: 'Ölige Gesellen', disciplines: [4] }));
    const response = (await call(ctx, undefined, { method: 'GET', url: '/api/homebrew/clans?search=olig' })).json();
    expect(response).toMatchObject({ total: 1, items: [{ name: 'Ölige Gesellen', creator: 'autorin' }] });
  });
});

describe('bad bodies never cause a 5xx', () => {
  const symbol = (chars: number) => `data:image/png;base64,${'A'.repeat(chars)}`;
  it.each([
    ['no body', undefined, /body/],
    ['a list', [], /expected object/],
    ['no name', { description: 'x' }, /name/],
    ['a name of 61 characters', { name: 'x'.repeat(61) }, /at most 60 characters/],
    ['a name with a line break', { name: 'a\nb' }, /one line of plain text/],
    // Refused by the server-wide input guard before the schema, naming the field.
    ['a NUL character', { name: 'a\u0000b' }, /body\.name: contains a NUL character/],
    ['a description of 4001 characters', { name: 'x', description: 'x'.repeat(4001) }, /at most 4000 characters/],
    ['eleven levels', { name: 'x', levels: Array.from({ length: 11 }, () => ({ abilities: [] })) }, /at most 10 levels/],
    ['an ability without a name', { name: 'x', levels: [{ abilities: [{ id: 1 }] }] }, /name/],
    ['blood potency 11', { name: 'x', levels: [{ abilities: [{ id: 1, name: 'A', minBloodPotency: 11 }] }] }, /minBloodPotency/],
    ['a requirement on a missing ability', { name: 'x', levels: [{ abilities: [{ id: 1, name: 'A', requirement: 5 }] }] }, /requirement-missing/],
    ['an unknown field', { name: 'x', html: '<b>' }, /html/],
    ['a wrong type', { name: 42 }, /name/],
    ['a deeply nested value', { name: 'x', levels: [{ abilities: [{ id: 1, name: 'A', combo: { disciplineId: { a: { b: {} } }, level: 1 } }] }] }, /disciplineId/],
  ])('discipline with %s → 400', async (_label, payload, message) => {
    const response = await call(ctx, author, { method: 'POST', url: '/api/homebrew/disciplines', payload: payload as object });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it.each([
    ['a symbol that is too large', { name: 'x', symbol: symbol(40_000) }, /symbol/],
    ['an SVG symbol', { name: 'x', symbol: 'data:image/svg+xml;base64,PHN2Zz4=' }, /PNG, JPEG or WebP/],
    ['a discipline listed twice', { name: 'x', disciplines: [4, 4] }, /listed twice/],
    ['a slogan of 121 characters', { name: 'x', slogan: 'x'.repeat(121) }, /at most 120/],
  ])('clan with %s → 400', async (_label, payload, message) => {
    const response = await call(ctx, author, { method: 'POST', url: '/api/homebrew/clans', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('refuses malformed JSON and a non-numeric id', async () => {
    const json = await call(ctx, author, { method: 'POST', url: '/api/homebrew/clans', headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    expect(json.statusCode).toBe(400);
    expect((await call(ctx, author, { method: 'GET', url: '/api/homebrew/clans/abc' })).statusCode).toBe(400);
    expect((await call(ctx, author, { method: 'GET', url: '/api/homebrew/clans/-1' })).statusCode).toBe(400);
  });
});

describe('installed homebrew follows the account', () => {
  it('starts empty and needs a login', async () => {
    const fresh = await registerUser(ctx);
    expect((await call(ctx, fresh, { method: 'GET', url: '/api/homebrew/installed' })).json()).toEqual({ clans: [], disciplines: [], cachedDisciplines: [] });
    expect((await call(ctx, undefined, { method: 'GET', url: '/api/homebrew/installed' })).statusCode).toBe(401);
    expect((await call(ctx, undefined, { method: 'POST', url: '/api/homebrew/installed', payload: { kind: 'clans', id: 1 } })).statusCode).toBe(401);
  });

  it('installs a public discipline by id; a private one of someone else is not found', async () => {
    const fan = await registerUser(ctx);
    const open = await publish(ctx, author, 'disciplines', await createItem(ctx, author, 'disciplines', twoLevelDiscipline('Offen')));
    const hidden = await createItem(ctx, author, 'disciplines', twoLevelDiscipline('Versteckt'));
    const installed = await call(ctx, fan, { method: 'POST', url: '/api/homebrew/installed', payload: { kind: 'disciplines', id: open.id } });
    expect(installed.statusCode).toBe(200);
    expect(installed.json().disciplines.map((d: { name: string; version: number }) => [d.name, d.version])).toEqual([['Offen', open.version]]);
    const refused = await call(ctx, fan, { method: 'POST', url: '/api/homebrew/installed', payload: { kind: 'disciplines', id: hidden.id } });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Discipline Not Found');
  });

  it('installs a private clan by its code with its disciplines, on every device; the copy outlives edits and deletion until updated', async () => {
    const fan = await registerUser(ctx);
    const discipline = await createItem(ctx, author, 'disciplines', twoLevelDiscipline('Nebelkunst'));
    const clan = await createItem(ctx, author, 'clans', { name: 'Nebelkinder', disciplines: [4, 3021 + discipline.id] });
    const code = (await call(ctx, author, { method: 'POST', url: `/api/homebrew/clans/${clan.id}/invite` })).json().inviteCode as string;

    const installed = await call(ctx, fan, { method: 'POST', url: '/api/homebrew/installed', payload: { inviteCode: code.toLowerCase() } });
    expect(installed.statusCode).toBe(200);
    expect(installed.json().clans.map((c: { name: string; inviteCode: string | null }) => [c.name, c.inviteCode])).toEqual([['Nebelkinder', null]]);
    expect(installed.json().cachedDisciplines.map((d: { name: string }) => d.name)).toEqual(['Nebelkunst']);

    // Another device of the same account: the passkey way of logging in sees the same list.
    const otherDevice = await ctx.app.inject({ method: 'GET', url: '/api/homebrew/installed', headers: { 'x-user-id': fan.id, 'x-user-passkey': fan.passkey } });
    expect(otherDevice.json()).toEqual(installed.json());

    await call(ctx, author, { method: 'PUT', url: `/api/homebrew/disciplines/${discipline.id}`, payload: { ...discipline, name: 'Nebelkunst II' } });
    await call(ctx, author, { method: 'DELETE', url: `/api/homebrew/clans/${clan.id}` });
    const kept = (await call(ctx, fan, { method: 'GET', url: '/api/homebrew/installed' })).json();
    expect(kept.clans.map((c: { name: string }) => c.name)).toEqual(['Nebelkinder']);
    expect(kept.cachedDisciplines.map((d: { name: string }) => d.name)).toEqual(['Nebelkunst']);
    expect((await call(ctx, fan, { method: 'POST', url: '/api/homebrew/installed', payload: { inviteCode: code } })).statusCode).toBe(404);

    const updated = await call(ctx, fan, { method: 'POST', url: '/api/homebrew/installed', payload: { kind: 'disciplines', id: discipline.id } });
    expect(updated.statusCode).toBe(404);
  });

  it('updates an installed item in place, and uninstalling a clan drops the disciplines only it needed', async () => {
    const fan = await registerUser(ctx);
    const discipline = await publish(ctx, author, 'disciplines', await createItem(ctx, author, 'disciplines', twoLevelDiscipline('Wandelkunst')));
    const clan = await publish(ctx, author, 'clans', await createItem(ctx, author, 'clans', { name: 'Wandler', disciplines: [3021 + discipline.id] }));
    await call(ctx, fan, { method: 'POST', url: '/api/homebrew/installed', payload: { kind: 'clans', id: clan.id } });
    await call(ctx, fan, { method: 'POST', url: '/api/homebrew/installed', payload: { kind: 'disciplines', id: discipline.id } });
    const renamed = await call(ctx, author, { method: 'PUT', url: `/api/homebrew/clans/${clan.id}`, payload: { ...clan, name: 'Wandler 2' } });
    const again = (await call(ctx, fan, { method: 'POST', url: '/api/homebrew/installed', payload: { kind: 'clans', id: clan.id } })).json();
    expect(again.clans.map((c: { name: string; version: number }) => [c.name, c.version])).toEqual([['Wandler 2', renamed.json().version]]);

    const withoutClan = (await call(ctx, fan, { method: 'DELETE', url: `/api/homebrew/installed/clans/${clan.id}` })).json();
    expect(withoutClan.clans).toEqual([]);
    expect(withoutClan.cachedDisciplines).toEqual([]);
    expect(withoutClan.disciplines.map((d: { name: string }) => d.name)).toEqual(['Wandelkunst']);
    const nothing = (await call(ctx, fan, { method: 'DELETE', url: `/api/homebrew/installed/disciplines/${discipline.id}` })).json();
    expect(nothing).toEqual({ clans: [], disciplines: [], cachedDisciplines: [] });
  });

  it('refuses an install body that is neither a code nor kind and id', async () => {
    for (const payload of [{}, { kind: 'clans' }, { inviteCode: '!' }, { kind: 'books', id: 1 }]) {
      expect((await call(ctx, player, { method: 'POST', url: '/api/homebrew/installed', payload })).statusCode).toBe(400);
    }
    expect((await call(ctx, player, { method: 'POST', url: '/api/homebrew/installed', payload: { inviteCode: 'AAAA-BBBB-CCCC' } })).statusCode).toBe(404);
  });
});
