import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, useTestApp, type TestUser } from './helper.ts';
import { call } from './homebrew-support.ts';

const ctx = useTestApp();
let author: TestUser;

beforeAll(async () => {
  author = await registerUser(ctx, 'poolmacherin');
});

const gift = { name: 'Silberblick', renown: 'wisdom', groups: [{ kind: 'native', groupId: null, minTotalRenown: 1 }], summary: 'Sieht durch den Nebel.' };
const rite = { name: 'Ritus der Klarheit', type: 'mystical', summary: 'Klärt den Blick.' };

describe('a Werewolf pool the sheet cannot roll is refused by the server too (issue #49)', () => {
  it.each([
    ['gifts', 'Geistesschärfe + Mondgeheul', gift],
    ['gifts', 'Wits + Wisdom gegen gegen Resolve', gift],
    ['rites', 'Intelligenz plus Okkultismus', rite],
  ])('refuses a pool of %s reading "%s" on create and on save with homebrew_pool_unreadable', async (kind, dicePool, fields) => {
    const created = await call(ctx, author, { method: 'POST', url: `/api/homebrew/${kind}`, payload: { ...fields, dicePool } });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ code: 'homebrew_pool_unreadable' });
    expect(created.json().message).toContain(dicePool);

    const saved = (await call(ctx, author, { method: 'POST', url: `/api/homebrew/${kind}`, payload: fields })).json();
    const refused = await call(ctx, author, { method: 'PUT', url: `/api/homebrew/${kind}/${saved.id}`, payload: { ...fields, dicePool, public: false, version: saved.version } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'homebrew_pool_unreadable' });
    // Nothing was stored: the item stays in its version without the pool.
    expect((await call(ctx, author, { method: 'GET', url: `/api/homebrew/${kind}/${saved.id}` })).json()).toMatchObject({ version: saved.version, dicePool: null });
  });

  it.each([
    ['a German pool', 'gifts', gift, 'Geistesschärfe + Weisheit'],
    ['an English pool with resistance', 'gifts', gift, 'Charisma + Glory vs. Composure + Resolve'],
    ['no roll', 'gifts', gift, 'Keiner'],
    ['a rite with a Renown of choice', 'rites', rite, 'Intelligenz + Ansehen (beliebig)'],
  ])('takes %s', async (_, kind, fields, dicePool) => {
    const created = await call(ctx, author, { method: 'POST', url: `/api/homebrew/${kind}`, payload: { ...fields, dicePool } });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ dicePool });
  });
});
