import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, useTestApp, type TestUser } from './helper.ts';
import { call } from './homebrew-support.ts';
import { homebrewLineMerges, listedKindSpecs, parseKindLists } from '@vitae/core/homebrew-kinds';

// Issue #49 item 4: merit packs and backgrounds of every line on the generic homebrew routes.
const ctx = useTestApp();
let author: TestUser;
let player: TestUser;

beforeAll(async () => {
  author = await registerUser(ctx, 'erzaehlerin');
  player = await registerUser(ctx, 'spielerin');
});

const meritPack = { name: 'Rudelbande', description: 'Was ein Rudel zusammenhält.', advantages: [{ name: 'Treue', level: 2, description: 'Das Rudel steht zu dir.' }], disadvantages: [{ name: 'Einzelgänger', level: 1 }] };
const mageBackground = { name: 'Bibliothek', description: 'Bücher voller Geheimnisse.', max: 5, levels: [{ level: 1, text: 'Ein Regal' }] };

/** Creates an item of `kind`, publishes it and installs it for the player; returns the installed document. */
async function publishAndInstall(kind: string, body: object) {
  const created = await call(ctx, author, { method: 'POST', url: `/api/homebrew/${kind}`, payload: body });
  expect(created.statusCode).toBe(200);
  const item = created.json() as Record<string, unknown> & { id: number };
  const id = item.id;
  const published = await call(ctx, author, { method: 'PUT', url: `/api/homebrew/${kind}/${id}`, payload: { ...item, public: true } });
  expect(published.statusCode).toBe(200);
  const installed = await call(ctx, player, { method: 'POST', url: '/api/homebrew/installed', payload: { kind, id } });
  expect(installed.statusCode).toBe(200);
  return { id, installed: installed.json() as Record<string, unknown> };
}

describe('homebrew merit packs and backgrounds', () => {
  it('a Werewolf merit pack: create, publish, install, and it joins the Werewolf content with id + 3021', async () => {
    const { id, installed } = await publishAndInstall('werewolf-merits', meritPack);
    expect(installed['werewolf-merits']).toEqual([expect.objectContaining({ id, name: 'Rudelbande', version: 2, public: true })]);
    expect((await call(ctx, undefined, { method: 'GET', url: '/api/homebrew/werewolf-merits?search=rudelbande' })).json().total).toBe(1);
    expect((await call(ctx, undefined, { method: 'GET', url: '/api/homebrew/hunter-merits?search=rudelbande' })).json().total).toBe(0);

    const { lists } = parseKindLists(installed, listedKindSpecs);
    const merge = homebrewLineMerges.find((entry) => entry.line === 'w5')!;
    const merged = merge.merge({ gifts: [], rites: [], merits: [], backgrounds: [] }, { books: [] }, lists);
    expect((merged.content as { merits: Array<{ id: number; advantages: Array<{ name: string }> }> }).merits).toEqual([expect.objectContaining({ id: id + 3021, advantages: [expect.objectContaining({ name: 'Treue' })] })]);
    expect((merged.meta as { books: Array<{ id: number; merits: number[] }> }).books).toEqual([expect.objectContaining({ id: 3021, merits: [id + 3021] })]);
  });

  it('a Mage background: create, publish, install, and it joins the Mage content', async () => {
    const { id, installed } = await publishAndInstall('mage-backgrounds', mageBackground);
    expect(installed['mage-backgrounds']).toEqual([expect.objectContaining({ id, name: 'Bibliothek', max: 5 })]);
    const merge = homebrewLineMerges.find((entry) => entry.line === 'm20')!;
    const merged = merge.merge({ backgrounds: [], rotes: [] }, { books: [] }, parseKindLists(installed, listedKindSpecs).lists);
    expect((merged.content as { backgrounds: Array<{ id: string; name: string }> }).backgrounds).toEqual([expect.objectContaining({ id: `homebrew-${id}`, name: 'Bibliothek' })]);
  });

  it('a Vampire background stays private until it has an entry', async () => {
    const created = await call(ctx, author, { method: 'POST', url: '/api/homebrew/vampire-backgrounds', payload: { name: 'Zuflucht im Turm' } });
    expect(created.statusCode).toBe(200);
    const item = created.json() as Record<string, unknown> & { id: number };
    const early = await call(ctx, author, { method: 'PUT', url: `/api/homebrew/vampire-backgrounds/${item.id}`, payload: { ...item, public: true } });
    expect(early.statusCode).toBe(400);
    const later = await call(ctx, author, { method: 'PUT', url: `/api/homebrew/vampire-backgrounds/${item.id}`, payload: { ...item, advantages: [{ name: 'Turmzimmer', level: 2 }], public: true } });
    expect(later.statusCode).toBe(200);
  });

  it.each([
    ['hunter-merits', { ...meritPack, advantages: [{ name: 'Zu stark', level: 6 }] }],
    ['vampire-merits', { ...meritPack, specialRules: 'haven' }],
    ['mage-backgrounds', { ...mageBackground, max: 11 }],
    ['mage-backgrounds', { ...mageBackground, levels: [{ level: 1, text: 'a' }, { level: 1, text: 'b' }] }],
  ])('refuses a %s body the content schema would refuse', async (kind, body) => {
    expect((await call(ctx, author, { method: 'POST', url: `/api/homebrew/${kind}`, payload: body })).statusCode).toBe(400);
  });
});
