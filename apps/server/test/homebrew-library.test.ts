import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../src/config.ts';
import { registerUser, useTestApp, type TestUser } from './helper.ts';
import { codeIn } from './smtp-sink.ts';
import { call, createItem, publish, twoLevelDiscipline } from './homebrew-support.ts';
import { libraryLimits } from '@vitae/core/homebrew-library';

/**
 * The public homebrew library (issue #49 item 3) against the real embedded database, and when
 * TEST_DATABASE_URL names a PostgreSQL server also against that (a fresh database, dropped after):
 * the full-text search must behave alike on both.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const databaseName = `vitae_library_${randomBytes(4).toString('hex')}`;
async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}
const overrides: Partial<ServerConfig> = {};
beforeAll(async () => {
  if (!adminUrl) return;
  await admin(`CREATE DATABASE ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  overrides.databaseUrl = url.toString();
});
// Registered before the app's own hooks, so it runs after the app has closed its pool.
afterAll(async () => {
  if (adminUrl) await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
});
const ctx = useTestApp(overrides);
let author: TestUser;
let player: TestUser;
let others: TestUser[];
const ids: Record<string, number> = {};

/** Creates and publishes an item a second after the one before (the library sorts by time). */
async function published(kind: 'clans' | 'disciplines', fields: Record<string, unknown> & { name: string }, by = author) {
  ctx.clock.advance(1_000);
  const item = await publish(ctx, by, kind, await createItem(ctx, by, kind, fields));
  ids[fields.name] = item.id;
  return item;
}

type Page = { items: Array<{ name: string; kind: string; id: number; line: string; installs: number; rating: { average: number | null; count: number }; copiedFrom: unknown }>; total: number; page: number; pageSize: number };
const library = async (query: string, user: TestUser | undefined = player) => {
  const response = await call(ctx, user, { method: 'GET', url: `/api/homebrew/library?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
};
const names = (page: Page) => page.items.map((item) => item.name);
const url = (name: string, kind = 'clans', rest = '') => `/api/homebrew/library/${kind}/${ids[name]}${rest}`;

beforeAll(async () => {
  author = await registerUser(ctx, 'bibliothekarin');
  player = await registerUser(ctx, 'leserin');
  others = [await registerUser(ctx, 'melderin1'), await registerUser(ctx, 'melderin2'), await registerUser(ctx, 'melderin3')];
  await published('disciplines', { ...twoLevelDiscipline('Nebelschritt'), description: 'They hunt the hidden shadows of the city.' });
  await published('clans', { name: 'Die Nachtwandler', slogan: 'Wir ziehen durch dunkle Wälder', description: 'Sie jagen in engen Gassen.', disciplines: [4] });
  await published('clans', { name: 'Schattentanz', slogan: '', description: 'Ein stiller Clan.', disciplines: [4] });
  await published('clans', { name: 'Spiegelvolk', slogan: 'Glas und Blut', description: 'Ihr Ritual heißt Schattentanz.', disciplines: [4] });
  // Private: never in the library, whatever the search.
  ctx.clock.advance(1_000);
  ids['Geheimer Schattentanz'] = (await createItem(ctx, author, 'clans', { name: 'Geheimer Schattentanz', disciplines: [4] })).id;
});

describe('search', () => {
  it.each([
    ['a slogan word (German, inflected)', 'Wäldern', ['Die Nachtwandler']],
    ['a description word (German stem)', 'Gasse', ['Die Nachtwandler']],
    ['a description word (English stem)', 'shadow', ['Nebelschritt']],
    ['an ability name', 'Dunstschleier', ['Nebelschritt']],
    ['the beginning of a name', 'nachtwan', ['Die Nachtwandler']],
    ['two words, both needed', 'glas blut', ['Spiegelvolk']],
    ['nothing', 'zzzyzzy', []],
    ['no word beginnings of two letters (they would match nearly everything)', 'ne', []],
  ])('finds %s: %j', async (_what, q, expected) => {
    const page = await library(`q=${encodeURIComponent(q)}`);
    expect(names(page)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('ranks a name hit before a description hit, and never lists private items', async () => {
    // Spiegelvolk is newer, but only its description names the dance.
    expect(names(await library('q=schattentanz'))).toEqual(['Schattentanz', 'Spiegelvolk']);
    expect(names(await library('q=schattentanz&sort=newest'))).toEqual(['Spiegelvolk', 'Schattentanz']);
  });

  it('filters by kind and line, newest first by default, with paging', async () => {
    expect(names(await library(''))).toEqual(['Spiegelvolk', 'Schattentanz', 'Die Nachtwandler', 'Nebelschritt']);
    expect(names(await library('kind=disciplines'))).toEqual(['Nebelschritt']);
    const vampire = await library('line=v5&kind=clans&pageSize=2&page=2');
    expect(vampire).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(names(vampire)).toEqual(['Die Nachtwandler']);
    expect(vampire.items[0]).toMatchObject({ kind: 'clans', line: 'v5', author: { id: author.id, name: 'bibliothekarin' }, slogan: 'Wir ziehen durch dunkle Wälder', version: 3 });
    expect((await library('line=w5&kind=clans')).total).toBe(0);
    expect((await library('kind=unbekannt')).total).toBe(0);
  });

  it('refuses a query past its limits', async () => {
    for (const query of [`q=${'a'.repeat(101)}`, 'pageSize=51', 'page=0', 'sort=beliebt', 'line=xx']) {
      expect((await call(ctx, player, { method: 'GET', url: `/api/homebrew/library?${query}` })).statusCode, query).toBe(400);
    }
  });
});

describe('installs, ratings and reviews', () => {
  it('counts an install once per account (not the author), and an uninstall lowers it; sorts by installs', async () => {
    const install = (user: TestUser) => call(ctx, user, { method: 'POST', url: '/api/homebrew/installed', payload: { kind: 'clans', id: ids['Die Nachtwandler'] } });
    expect((await install(player)).statusCode).toBe(200);
    expect((await install(player)).statusCode).toBe(200);
    expect((await install(author)).statusCode).toBe(200);
    expect((await install(others[0]!)).statusCode).toBe(200);
    const sorted = await library('sort=installs');
    expect(names(sorted)[0]).toBe('Die Nachtwandler');
    expect(sorted.items[0]!.installs).toBe(2);
    await call(ctx, others[0], { method: 'DELETE', url: `/api/homebrew/installed/clans/${ids['Die Nachtwandler']}` });
    expect((await library('kind=clans&sort=installs')).items[0]!.installs).toBe(1);
  });

  it('keeps one review per account: a second one replaces it; the average and the sort follow', async () => {
    const first = await call(ctx, player, { method: 'PUT', url: url('Schattentanz', 'clans', '/review'), payload: { stars: 5, text: 'Großartig' } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ userId: player.id, name: 'leserin', stars: 5, text: 'Großartig', answer: null });
    expect((await call(ctx, others[1], { method: 'PUT', url: url('Schattentanz', 'clans', '/review'), payload: { stars: 4 } })).statusCode).toBe(200);
    const edited = await call(ctx, player, { method: 'PUT', url: url('Schattentanz', 'clans', '/review'), payload: { stars: 2, text: 'Doch nicht so gut' } });
    expect(edited.json()).toMatchObject({ stars: 2, text: 'Doch nicht so gut' });
    const detail = (await call(ctx, player, { method: 'GET', url: url('Schattentanz') })).json();
    expect(detail.reviews).toHaveLength(2);
    expect(detail.mine).toMatchObject({ stars: 2 });
    expect(detail.item.rating).toEqual({ average: 3, count: 2 });
    expect(detail.item.versions.map((entry: { version: number }) => entry.version)).toEqual([3]);
    await call(ctx, player, { method: 'PUT', url: url('Spiegelvolk', 'clans', '/review'), payload: { stars: 4 } });
    expect(names(await library('kind=clans&sort=rating'))).toEqual(['Spiegelvolk', 'Schattentanz', 'Die Nachtwandler']);
    expect((await call(ctx, player, { method: 'DELETE', url: url('Spiegelvolk', 'clans', '/review') })).statusCode).toBe(204);
    expect((await library('kind=clans&sort=rating')).items.find((item) => item.name === 'Spiegelvolk')!.rating).toEqual({ average: null, count: 0 });
  });

  it('refuses a rating by the author, out of range, too long or without login', async () => {
    const own = await call(ctx, author, { method: 'PUT', url: url('Schattentanz', 'clans', '/review'), payload: { stars: 5 } });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('library_own_item');
    expect((await call(ctx, player, { method: 'PUT', url: url('Schattentanz', 'clans', '/review'), payload: { stars: 6 } })).statusCode).toBe(400);
    expect((await call(ctx, player, { method: 'PUT', url: url('Schattentanz', 'clans', '/review'), payload: { stars: 3, text: 'x'.repeat(501) } })).statusCode).toBe(400);
    expect((await call(ctx, undefined, { method: 'PUT', url: url('Schattentanz', 'clans', '/review'), payload: { stars: 3 } })).statusCode).toBe(401);
    const hidden = await call(ctx, player, { method: 'PUT', url: url('Geheimer Schattentanz', 'clans', '/review'), payload: { stars: 3 } });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('library_item_not_found');
  });

  it('lets only the author answer a review', async () => {
    const answer = await call(ctx, author, { method: 'PUT', url: url('Schattentanz', 'clans', `/reviews/${player.id}/answer`), payload: { text: 'Danke, ich arbeite daran.' } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ userId: player.id, stars: 2, answer: { text: 'Danke, ich arbeite daran.' } });
    const detail = (await call(ctx, undefined, { method: 'GET', url: url('Schattentanz') })).json();
    expect(detail.reviews.find((review: { userId: string }) => review.userId === player.id).answer.text).toBe('Danke, ich arbeite daran.');
    expect(detail.mine).toBeNull();
    const notAuthor = await call(ctx, player, { method: 'PUT', url: url('Schattentanz', 'clans', `/reviews/${player.id}/answer`), payload: { text: 'Ich antworte mir selbst' } });
    expect(notAuthor.json().code).toBe('library_not_author');
    const noReview = await call(ctx, author, { method: 'PUT', url: url('Schattentanz', 'clans', `/reviews/${others[2]!.id}/answer`), payload: { text: 'Hallo?' } });
    expect(noReview.statusCode).toBe(404);
    expect(noReview.json().code).toBe('library_review_not_found');
  });
});

describe('reports', () => {
  const report = (user: TestUser | undefined, reason = 'Kopiert aus einem Buch') => call(ctx, user, { method: 'POST', url: url('Spiegelvolk', 'clans', '/report'), payload: { reason } });

  it('hides an item after three reports until its author answers them', async () => {
    expect((await report(others[0])).json()).toEqual({ hidden: false });
    const twice = await report(others[0]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('library_already_reported');
    expect((await report(author)).json().code).toBe('library_own_item');
    expect((await report(others[1], 'Beleidigend')).json()).toEqual({ hidden: false });
    expect((await call(ctx, player, { method: 'GET', url: url('Spiegelvolk') })).json().reportedByMe).toBe(false);
    expect((await report(player)).json()).toEqual({ hidden: true });

    expect(names(await library('kind=clans'))).not.toContain('Spiegelvolk');
    expect(names(await library('q=glas'))).toEqual([]);
    const gone = await call(ctx, others[2], { method: 'GET', url: url('Spiegelvolk') });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('library_item_not_found');
    const forAuthor = (await call(ctx, author, { method: 'GET', url: url('Spiegelvolk') })).json();
    expect(forAuthor.item.hidden).toBe(true);
    expect(forAuthor.item.reports.map((entry: { reason: string }) => entry.reason).sort()).toEqual(['Beleidigend', 'Kopiert aus einem Buch', 'Kopiert aus einem Buch']);
    expect(JSON.stringify(forAuthor.item.reports)).not.toContain(others[0]!.id);

    expect((await call(ctx, player, { method: 'POST', url: url('Spiegelvolk', 'clans', '/reports/answer'), payload: { text: 'Nein' } })).statusCode).toBe(404);
    const answered = await call(ctx, author, { method: 'POST', url: url('Spiegelvolk', 'clans', '/reports/answer'), payload: { text: 'Selbst geschrieben, hier sind meine Notizen.' } });
    expect(answered.json()).toEqual({ hidden: false });
    expect(names(await library('q=glas'))).toEqual(['Spiegelvolk']);
    expect((await call(ctx, author, { method: 'GET', url: url('Spiegelvolk') })).json().item).toMatchObject({ hidden: false, reports: [] });
  });
});

describe('copies', () => {
  it('copies a listed item into the caller content as a private item that credits the original', async () => {
    const copied = await call(ctx, player, { method: 'POST', url: url('Die Nachtwandler', 'clans', '/copy') });
    expect(copied.statusCode, copied.body).toBe(200);
    const copy = copied.json();
    expect(copy).toMatchObject({ name: 'Die Nachtwandler', slogan: 'Wir ziehen durch dunkle Wälder', public: false, version: 1, creator: 'leserin' });
    expect(copy.id).not.toBe(ids['Die Nachtwandler']);
    expect(copy.copiedFrom).toEqual({ kind: 'clans', id: ids['Die Nachtwandler'], name: 'Die Nachtwandler', authorName: 'bibliothekarin' });
    const mine = (await call(ctx, player, { method: 'GET', url: '/api/homebrew/my-content' })).json();
    // The editor shows the credit: the item itself carries it, and a save cannot change it.
    expect(mine.clans.find((clan: { id: number }) => clan.id === copy.id).copiedFrom).toEqual(copy.copiedFrom);
    // Private until its new author publishes it; then listed with the credit.
    expect(names(await library('q=nachtwandler'))).toEqual(['Die Nachtwandler']);
    const shared = await publish(ctx, player, 'clans', copy);
    const echoed = await call(ctx, player, { method: 'PUT', url: `/api/homebrew/clans/${copy.id}`, payload: { ...shared, copiedFrom: null } });
    expect(echoed.statusCode, echoed.body).toBe(200);
    expect(echoed.json().copiedFrom).toEqual(copy.copiedFrom);
    const listed = await library('q=nachtwandler&sort=newest');
    expect(listed.items[0]).toMatchObject({ id: copy.id, author: { name: 'leserin' }, copiedFrom: { id: ids['Die Nachtwandler'], authorName: 'bibliothekarin' } });
  });

  it('refuses to copy a private item of someone else', async () => {
    const refused = await call(ctx, player, { method: 'POST', url: url('Geheimer Schattentanz', 'clans', '/copy') });
    expect(refused.statusCode).toBe(404);
    expect((await call(ctx, undefined, { method: 'POST', url: url('Schattentanz', 'clans', '/copy') })).statusCode).toBe(401);
  });
});

describe('accounts that go', () => {
  it("takes a deleted account's rating and install out of the counts", async () => {
    const leaver = await registerUser(ctx, 'abschied');
    await call(ctx, leaver, { method: 'PUT', url: url('Die Nachtwandler', 'clans', '/review'), payload: { stars: 1 } });
    await call(ctx, leaver, { method: 'POST', url: '/api/homebrew/installed', payload: { kind: 'clans', id: ids['Die Nachtwandler'] } });
    const counts = async () => (await call(ctx, player, { method: 'GET', url: url('Die Nachtwandler') })).json().item;
    const before = await counts();
    const sent = ctx.smtp.mails.length;
    await call(ctx, leaver, { method: 'POST', url: '/api/users/@me/codes', payload: { purpose: 'delete_account' } });
    const code = codeIn(await ctx.smtp.nextMailTo(leaver.email, sent));
    expect((await call(ctx, leaver, { method: 'DELETE', url: '/api/users/@me', payload: { code } })).statusCode).toBe(204);
    const after = await counts();
    expect(after.installs).toBe(before.installs - 1);
    expect(after.rating.count).toBe(before.rating.count - 1);
  });
});

describe('every line', () => {
  it("lists other lines' kinds too (a Werewolf gift), filtered by line, found by its summary", async () => {
    const gift = { name: 'Mondlicht-Pfad', renown: 'wisdom', groups: [{ kind: 'auspice', groupId: 'theurge', minTotalRenown: 2 }], dicePool: 'Geistesschärfe + Weisheit', summary: 'Der Garou folgt dem Licht des Mondes.' };
    const created = (await call(ctx, author, { method: 'POST', url: '/api/homebrew/gifts', payload: { name: gift.name } })).json();
    const saved = await call(ctx, author, { method: 'PUT', url: `/api/homebrew/gifts/${created.id}`, payload: { ...gift, public: true } });
    expect(saved.statusCode, saved.body).toBe(200);
    const werewolf = await library('line=w5');
    expect(werewolf.items).toMatchObject([{ kind: 'gifts', id: created.id, line: 'w5', name: 'Mondlicht-Pfad', slogan: null }]);
    expect(names(await library('q=Garou'))).toEqual(['Mondlicht-Pfad']);
    expect(names(await library('line=v5&q=Garou'))).toEqual([]);
    const page = (await call(ctx, player, { method: 'GET', url: `/api/homebrew/library/gifts/${created.id}` })).json();
    expect(page.item).toMatchObject({ line: 'w5', description: 'Der Garou folgt dem Licht des Mondes.' });
  });
});

describe('pace', () => {
  it(`takes at most ${libraryLimits.reportsPerHour} reports an hour from one account`, async () => {
    const items = [];
    for (let n = 0; n <= libraryLimits.reportsPerHour; n += 1) items.push(await published('disciplines', twoLevelDiscipline(`Meldekunst ${n}`)));
    const report = (id: number) => call(ctx, others[2], { method: 'POST', url: `/api/homebrew/library/disciplines/${id}/report`, payload: { reason: 'Spam' } });
    for (const item of items.slice(0, -1)) expect((await report(item.id)).statusCode).toBe(200);
    const refused = await report(items.at(-1)!.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('library_rate_limited');
    // An hour later (the access token has expired too: log in again) there is room again.
    ctx.clock.advance(3_600_001);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-user-id': others[2]!.id, 'x-user-passkey': others[2]!.passkey } });
    const fresh = { ...others[2]!, auth: { authorization: `Bearer ${login.json().accessToken}` } };
    expect((await call(ctx, fresh, { method: 'POST', url: `/api/homebrew/library/disciplines/${items.at(-1)!.id}/report`, payload: { reason: 'Spam' } })).statusCode).toBe(200);
  });
});
