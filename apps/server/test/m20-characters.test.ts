import { describe, expect, it } from 'vitest';
import { blankCharacter } from '@vitae/core';
import { readBundleZip } from '@vitae/content/bundle';
import { as, registerUser, useTestApp } from './helper.ts';

const ctx = useTestApp();

/** A mage as the wizard finishes one: a Verbena with Forces and Life under Arete 2. */
function mage(fields: Record<string, unknown> = {}) {
  const blank = blankCharacter('m20', { name: 'Ilka Rosen' });
  return { ...blank, organization: 'verbena', affinitySphere: 'life', arete: 2, quintessence: 3, spheres: { ...blank.spheres, forces: 2, life: 2 }, backgrounds: { avatar: 3 }, ...fields };
}

describe('Mage characters', () => {
  it('are stored and read back with their Mage section', async () => {
    const user = await registerUser(ctx);
    const created = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: mage() }));
    expect(created.statusCode).toBe(201);
    const [stored] = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true' }))).json().characters;
    expect(stored).toMatchObject({ gameLine: 'm20', organization: 'verbena', arete: 2, spheres: { forces: 2, life: 2 }, backgrounds: { avatar: 3 }, health: 7, focus: { paradigm: '' } });
    expect(stored).not.toHaveProperty('hunger');
    const updated = await ctx.app.inject(as(user, { method: 'PUT', url: `/api/characters/${stored.id}`, payload: { ...stored, paradox: 4 } }));
    expect(updated.statusCode).toBe(200);
  });

  it.each([
    ['a Sphere above Arete', { spheres: { ...mage().spheres, forces: 3 } }, /spheres\.forces: no Sphere may exceed Arete/],
    ['more than 20 points on the wheel', { quintessence: 15, paradox: 6 }, /share 20 boxes/],
    ['an essence the spec does not know', { essence: 'pattern' }, /essence/],
    ['a Vampire field', { hunger: 2 }, /hunger/],
  ])('answers 400 with a readable message for %s', async (_label, fields, message) => {
    const user = await registerUser(ctx);
    const response = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: mage(fields) }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: expect.any(String) });
    expect(response.json().message).toMatch(message);
  });

  it('the storyteller’s full customization lets a Sphere pass Arete', async () => {
    const user = await registerUser(ctx);
    const response = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: mage({ fullCustomization: true, spheres: { ...mage().spheres, forces: 4 } }) }));
    expect(response.statusCode).toBe(201);
  });
});

describe('the served bundle', () => {
  it('carries the Mage content in both languages', async () => {
    const bundle = await ctx.app.inject({ method: 'GET', url: '/api/data/bundle' });
    const files = readBundleZip(Buffer.from(bundle.body, 'base64'));
    const json = (path: string) => JSON.parse(Buffer.from(files.get(path)!).toString('utf8')) as unknown;
    const factions = json('de-DE/m20/Factions.json') as Array<{ id: string; name: string; affinitySpheres: unknown }>;
    expect(factions).toHaveLength(25);
    expect(factions.find((faction) => faction.id === 'verbena')).toMatchObject({ name: 'Verbena', affinitySpheres: ['forces', 'life'] });
    expect((json('en-US/m20/Spheres.json') as { spheres: Array<{ id: string; name: string | null }> }).spheres.find((sphere) => sphere.id === 'prime')?.name).toBe('Prime');
    expect((json('Meta.json') as { lines: Record<string, { books: unknown[] }> }).lines['m20']?.books).toHaveLength(1);
  });
});
