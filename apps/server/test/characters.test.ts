import { describe, expect, it } from 'vitest';
import { blankCharacter } from '@vitae/core';
import { as, registerUser, useTestApp } from './helper.ts';

const ctx = useTestApp();

async function createCharacter(user: Awaited<ReturnType<typeof registerUser>>, fields: Record<string, unknown> = {}) {
  const response = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { name: 'Mira', ...fields } }));
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string; revision: number }>();
}

describe('characters CRUD', () => {
  it('creates, lists, updates and deletes the caller’s characters', async () => {
    const user = await registerUser(ctx);
    const created = await createCharacter(user, { name: 'Mira', humanity: 6, directory: 'Chicago' });
    expect(created.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(created.revision).toBe(1);

    const list = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters' }))).json();
    expect(list.sharedCharacters).toEqual([]);
    expect(list.characters).toHaveLength(1);
    const [stored] = list.characters;
    expect(stored).toMatchObject({ id: created.id, revision: 1, name: 'Mira', humanity: 6, directory: 'Chicago', sex: 'd', version: 2 });
    expect(stored.healthDamage).toHaveLength(10);

    const updated = await ctx.app.inject(
      as(user, { method: 'PUT', url: `/api/characters/${created.id}`, payload: { ...stored, hunger: 3, concept: 'Nachtschwester' } }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ revision: 2 });
    const reread = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters' }))).json().characters[0];
    expect(reread).toMatchObject({ hunger: 3, concept: 'Nachtschwester', revision: 2 });

    const deleted = await ctx.app.inject(as(user, { method: 'DELETE', url: `/api/characters/${created.id}` }));
    expect(deleted.statusCode).toBe(204);
    expect((await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters' }))).json().characters).toEqual([]);
    expect((await ctx.app.inject(as(user, { method: 'DELETE', url: `/api/characters/${created.id}` }))).statusCode).toBe(404);
  });

  it('gives every new character its own id, even when the body carries one', async () => {
    const user = await registerUser(ctx);
    const first = await createCharacter(user, { id: '11111111-1111-4111-8111-111111111111' });
    const second = await createCharacter(user, { id: '11111111-1111-4111-8111-111111111111' });
    expect(first.id).not.toBe('11111111-1111-4111-8111-111111111111');
    expect(second.id).not.toBe(first.id);
  });

  it('lists characters sorted by name', async () => {
    const user = await registerUser(ctx);
    for (const name of ['Zoe', 'Anton', 'Marek']) await createCharacter(user, { name });
    const names = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters' }))).json().characters.map((c: { name: string }) => c.name);
    expect(names).toEqual(['Anton', 'Marek', 'Zoe']);
  });
});

describe('ownership', () => {
  it('answers 404 to everyone but the owner, and never leaks the character', async () => {
    const owner = await registerUser(ctx);
    const stranger = await registerUser(ctx);
    const { id } = await createCharacter(owner, { name: 'Geheim' });
    const body = { ...blankCharacter({ name: 'Gekapert' }), revision: 1 };
    const put = await ctx.app.inject(as(stranger, { method: 'PUT', url: `/api/characters/${id}`, payload: body }));
    expect(put.statusCode).toBe(404);
    expect(put.body).not.toContain('Geheim');
    expect((await ctx.app.inject(as(stranger, { method: 'DELETE', url: `/api/characters/${id}` }))).statusCode).toBe(404);
    expect((await ctx.app.inject(as(stranger, { method: 'GET', url: '/api/characters' }))).json().characters).toEqual([]);
    const ownerView = (await ctx.app.inject(as(owner, { method: 'GET', url: '/api/characters' }))).json().characters[0];
    expect(ownerView.name).toBe('Geheim');
  });

  it('shows shared characters as view-only, and a viewer’s delete only removes them from the viewer', async () => {
    const owner = await registerUser(ctx);
    const viewer = await registerUser(ctx);
    const { id } = await createCharacter(owner, { name: 'Geteilt' });
    await ctx.app.repos.characters.addViewer(id, viewer.id);
    const list = (await ctx.app.inject(as(viewer, { method: 'GET', url: '/api/characters' }))).json();
    expect(list.characters).toEqual([]);
    expect(list.sharedCharacters).toHaveLength(1);
    expect(list.sharedCharacters[0]).toMatchObject({ id, name: 'Geteilt', justViewing: true });
    const ownerList = (await ctx.app.inject(as(owner, { method: 'GET', url: '/api/characters' }))).json();
    expect(ownerList.characters[0].viewers).toEqual([{ id: viewer.id, alias: viewer.alias }]);

    expect((await ctx.app.inject(as(viewer, { method: 'DELETE', url: `/api/characters/${id}` }))).statusCode).toBe(204);
    expect((await ctx.app.inject(as(viewer, { method: 'GET', url: '/api/characters' }))).json().sharedCharacters).toEqual([]);
    expect((await ctx.app.inject(as(owner, { method: 'GET', url: '/api/characters' }))).json().characters).toHaveLength(1);
  });

  it('requires a login', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/characters' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/not logged in/);
  });
});

describe('concurrency', () => {
  it('refuses a save based on an older revision with 409 and the stored character', async () => {
    const user = await registerUser(ctx);
    const { id } = await createCharacter(user, { name: 'Zwei Geräte' });
    const base = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters' }))).json().characters[0];

    const phone = await ctx.app.inject(as(user, { method: 'PUT', url: `/api/characters/${id}`, payload: { ...base, hunger: 4 } }));
    expect(phone.json()).toEqual({ revision: 2 });
    const laptop = await ctx.app.inject(as(user, { method: 'PUT', url: `/api/characters/${id}`, payload: { ...base, hunger: 1 } }));
    expect(laptop.statusCode).toBe(409);
    const conflict = laptop.json();
    expect(conflict.message).toMatch(/changed elsewhere/);
    expect(conflict.code).toBe('revision_conflict');
    expect(conflict.character).toMatchObject({ id, revision: 2, hunger: 4 });

    const stored = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters' }))).json().characters[0];
    expect(stored.hunger).toBe(4);
    const retried = await ctx.app.inject(as(user, { method: 'PUT', url: `/api/characters/${id}`, payload: { ...stored, hunger: 1 } }));
    expect(retried.json()).toEqual({ revision: 3 });
  });

  it('lets exactly one of two simultaneous saves of the same revision win', async () => {
    const user = await registerUser(ctx);
    const { id } = await createCharacter(user);
    const base = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters' }))).json().characters[0];
    const results = await Promise.all(
      [1, 2, 3, 4].map((hunger) => ctx.app.inject(as(user, { method: 'PUT', url: `/api/characters/${id}`, payload: { ...base, hunger } }))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
  });
});

describe('validation', () => {
  it.each([
    ['hunger out of range', { hunger: 6 }, /hunger/],
    ['an unknown sex', { sex: 'x' }, /sex/],
    ['a name that is a number', { name: 7 }, /name/],
    ['a short damage track', { healthDamage: ['none'] }, /healthDamage/],
    ['categories that are not a list', { categories: 'viele' }, /categories/],
  ])('answers 400 for %s', async (_label, fields, field) => {
    const user = await registerUser(ctx);
    const response = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { name: 'X', ...fields } }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(field);
  });

  it('answers 400 for an invalid id and for a body that is not JSON', async () => {
    const user = await registerUser(ctx);
    const badId = await ctx.app.inject(as(user, { method: 'PUT', url: '/api/characters/42', payload: blankCharacter() }));
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/UUID/);
    const badJson = await ctx.app.inject(
      as(user, { method: 'POST', url: '/api/characters', payload: '{"name": ', headers: { 'content-type': 'application/json' } }),
    );
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toMatch(/not valid JSON/);
  });

  it('accepts an avatar of a few megabytes but answers 413 beyond 5 MB', async () => {
    const user = await registerUser(ctx);
    const avatar = `data:image/png;base64,${'A'.repeat(3_000_000)}`;
    expect((await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { name: 'Bild', avatar } }))).statusCode).toBe(201);
    const huge = await ctx.app.inject(
      as(user, { method: 'POST', url: '/api/characters', payload: { name: 'Riesig', avatar: 'A'.repeat(6 * 1024 * 1024) } }),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/at most 5 MB/);
  });

  it('never answers 5xx to malformed input', async () => {
    const user = await registerUser(ctx);
    const payloads: unknown[] = [null, [], 'text', 42, { categories: [{}] }, { inventory: { cash: 'viel' } }, { disciplines: [{ x: 1 }] }];
    for (const payload of payloads) {
      const response = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }));
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500);
      expect(typeof response.json().message).toBe('string');
    }
  });
});
