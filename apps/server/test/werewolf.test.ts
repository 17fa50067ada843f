import { describe, expect, it } from 'vitest';
import { readBundleZip } from '@vitae/content/bundle';
import { w5Rules } from '@vitae/core/w5';
import { as, registerUser, useTestApp } from './helper.ts';

const ctx = useTestApp();

/** A werewolf as the wizard finishes it (auspice, tribe, Renown, one Gift of each kind, a rite, a touchstone). */
function werewolf(fields: Record<string, unknown> = {}) {
  const started = w5Rules.creation.start({ name: 'Kaja Sturmfell', sex: 'f', books: [1] });
  const character = {
    ...started,
    auspice: 'ragabash',
    auspiceName: 'Ragabash',
    tribe: 'silent-striders',
    tribeName: 'Stille Wanderer',
    renown: { glory: 0, honor: 1, wisdom: 2 },
    gifts: [
      { id: 1, name: 'Katzenpfoten', group: 'native' as const },
      { id: 13, name: 'Selige Unwissenheit', group: 'auspice' as const },
      { id: 117, name: 'Beute apportieren', group: 'tribe' as const },
    ],
    rites: [{ id: 1, name: 'Ritus der Austreibung' }],
    touchstones: ['Oma Lotte'],
  };
  const finished = w5Rules.creation.finish(character);
  if (!finished.ok) throw new Error(finished.message);
  return { ...finished.character, ...fields };
}

describe('werewolves on the server', () => {
  it('stores a finished werewolf and gives it back with every Werewolf field', async () => {
    const user = await registerUser(ctx);
    const created = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: werewolf() }));
    expect(created.statusCode).toBe(201);
    const [stored] = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true' }))).json().characters;
    expect(stored).toMatchObject({ gameLine: 'w5', tribe: 'silent-striders', auspice: 'ragabash', rage: 1, form: 'homid', renown: { glory: 0, honor: 1, wisdom: 2 }, touchstones: ['Oma Lotte'] });
    expect(stored.gifts.map((g: { group: string }) => g.group)).toEqual(['native', 'auspice', 'tribe']);
    const changed = await ctx.app.inject(as(user, { method: 'PUT', url: `/api/characters/${stored.id}`, payload: { ...stored, rage: 0, form: 'homid', harano: 2, sessionMarks: { harano: true, hauglosk: false } } }));
    expect(changed.statusCode).toBe(200);
  });

  it.each([
    ['Rage above 5', { rage: 6 }, /rage/],
    ['Harano past its five boxes', { harano: 6 }, /harano/],
    ['an unknown form', { form: 'metis' }, /form/],
    ['a Gift learned through an unknown group', { gifts: [{ id: 1, name: 'x', group: 'breed' }] }, /gifts/],
    ['four touchstones', { touchstones: ['a', 'b', 'c', 'd'] }, /touchstones/],
    ['a Vampire field on a werewolf', { hunger: 2 }, /hunger/],
  ])('answers 400 with a readable message for %s', async (_name, fields, field) => {
    const user = await registerUser(ctx);
    const response = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: werewolf(fields) }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(field);
    expect(typeof response.json().code).toBe('string');
  });

  it('serves the Werewolf content with the counts of the reference in both languages', async () => {
    const bundle = await ctx.app.inject({ method: 'GET', url: '/api/data/bundle' });
    const files = readBundleZip(Buffer.from(bundle.body, 'base64'));
    const read = <T>(path: string) => JSON.parse(Buffer.from(files.get(path)!).toString('utf8')) as T;
    for (const lang of ['de-DE', 'en-US']) {
      expect(read<unknown[]>(`${lang}/w5/Tribes.json`)).toHaveLength(13);
      expect(read<unknown[]>(`${lang}/w5/Auspices.json`)).toHaveLength(5);
      expect(read<unknown[]>(`${lang}/w5/Renown.json`)).toHaveLength(3);
      expect(read<unknown[]>(`${lang}/w5/Gifts.json`)).toHaveLength(187);
      expect(read<unknown[]>(`${lang}/w5/Rites.json`)).toHaveLength(50);
      expect(read<unknown[]>(`${lang}/w5/Forms.json`)).toHaveLength(5);
    }
    const meta = read<{ lines: { w5: { books: Array<{ id: number; gifts: number[] }> } } }>('Meta.json');
    expect(meta.lines.w5.books.flatMap((b) => b.gifts)).toHaveLength(187);
  });
});
