import { describe, expect, it } from 'vitest';
import { as, registerUser, useTestApp } from './helper.ts';

const ctx = useTestApp();

const gift = (version: number) => ({ kind: 'gifts', id: 5, version, data: { id: 5, version, name: 'Mondlicht-Pfad', renown: 'wisdom' } });

describe('a character keeps copies of the homebrew it uses (issue #49)', () => {
  it('stores them on create and on a patch, and reads them back', async () => {
    const user = await registerUser(ctx);
    const created = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { gameLine: 'w5', name: 'Mira', gifts: [{ id: 3026, name: 'Mondlicht-Pfad' }], homebrewItems: [gift(1)] } }));
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    const patched = await ctx.app.inject(as(user, { method: 'PATCH', url: `/api/characters/${id}`, payload: { baseRevision: 1, patch: [{ path: ['homebrewItems'], value: [gift(2)] }] } }));
    expect(patched.statusCode).toBe(200);
    const list = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true' }))).json<{ characters: Array<Record<string, unknown>> }>();
    expect(list.characters.find((character) => character['id'] === id)?.['homebrewItems']).toEqual([gift(2)]);
  });

  it('refuses more copies than the limit', async () => {
    const user = await registerUser(ctx);
    const many = Array.from({ length: 201 }, (_, at) => ({ ...gift(1), id: at + 1 }));
    const response = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { gameLine: 'w5', name: 'Mira', homebrewItems: many } }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe('invalid_request');
  });
});
