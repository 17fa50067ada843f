import { describe, expect, it } from 'vitest';
import { readBundleZip } from '@vitae/content/bundle';
import { h5Rules } from '@vitae/core/h5';
import { as, registerUser, useTestApp } from './helper.ts';

const ctx = useTestApp();
const hunter = () => ({ ...h5Rules.creation.start({ name: 'Agnes', sex: 'f', books: [1] }), creed: 'faithful', drive: 'vengeance', touchstones: [{ name: 'Markus', description: '' }] });

describe('hunters on the server', () => {
  it('stores a hunter with its edges, touchstones and the cell’s trackers', async () => {
    const user = await registerUser(ctx);
    const edges = [{ id: 'library', name: 'Bibliothek', category: 'asset', pools: [{ attribute: 'res', skill: 'aca' }], core: true, perks: [{ id: 'library.who-they-are', name: 'Wer sie sind', core: true }] }];
    const created = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { ...hunter(), edges, danger: 2 } }));
    expect(created.statusCode).toBe(201);
    const [stored] = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true' }))).json().characters;
    expect(stored).toMatchObject({ gameLine: 'h5', creed: 'faithful', drive: 'vengeance', desperation: 1, danger: 2, despair: false, edges, touchstones: [{ name: 'Markus', description: '' }] });
  });

  it('keeps a chronicle’s XP prices with the hunter and refuses a price of another line (issue #46 items 16, 19)', async () => {
    const user = await registerUser(ctx);
    const created = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: hunter() }));
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    const patch = (value: unknown) => ctx.app.inject(as(user, { method: 'PATCH', url: `/api/characters/${id}`, payload: { baseRevision: 1, patch: [{ path: ['xpTable'], value }] } }));
    expect((await patch({ giftPerTier: { rate: 4 } })).statusCode).toBe(400);
    expect((await patch({ edge: { rate: 5 } })).statusCode).toBe(200);
    const [stored] = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true' }))).json().characters;
    expect(stored.xpTable).toEqual({ edge: { rate: 5 } });
  });

  it.each([
    ['desperation above 5', { desperation: 6 }, /desperation/],
    ['a fourth touchstone', { touchstones: [1, 2, 3, 4].map((n) => ({ name: `T${n}`, description: '' })) }, /touchstones/],
    ['an edge without an id', { edges: [{ name: 'Arsenal' }] }, /edges/],
    ['a Vampire field', { hunger: 2 }, /hunger/],
  ])('answers 400 with a readable message for %s', async (_label, fields, key) => {
    const user = await registerUser(ctx);
    const response = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { ...hunter(), ...fields } }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: expect.any(String) });
    expect(response.json().message).toMatch(key);
  });

  it('serves the Hunter content in the bundle: 5 creeds, 7 drives, 17 edges with 73 perks (the 16 unconfirmed ones left out)', async () => {
    const bundle = await ctx.app.inject({ method: 'GET', url: '/api/data/bundle' });
    const files = readBundleZip(Buffer.from(bundle.body, 'base64'));
    const json = <T>(path: string) => JSON.parse(Buffer.from(files.get(path)!).toString('utf8')) as T;
    for (const lang of ['de-DE', 'en-US']) {
      expect(json<unknown[]>(`${lang}/h5/Creeds.json`)).toHaveLength(5);
      expect(json<unknown[]>(`${lang}/h5/Drives.json`)).toHaveLength(7);
      const edges = json<Array<{ id: string; perks: Array<{ id: string }> }>>(`${lang}/h5/Edges.json`);
      expect(edges).toHaveLength(17);
      const perks = edges.flatMap((edge) => edge.perks.map((perk) => perk.id));
      expect(perks).toHaveLength(73);
      expect(perks).not.toContain('arsenal.backup-piece');
    }
    expect(json<{ lines: { h5: { books: unknown[] } } }>('Meta.json').lines.h5.books).toHaveLength(1);
  });
});
