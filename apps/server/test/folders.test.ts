import { describe, expect, it } from 'vitest';
import { as, registerUser, useTestApp } from './helper.ts';

const ctx = useTestApp();

describe('folders', () => {
  it('starts empty, keeps a replaced list sorted, and keeps empty folders', async () => {
    const user = await registerUser(ctx);
    expect((await ctx.app.inject(as(user, { method: 'GET', url: '/api/folders' }))).json()).toEqual({ folders: [] });
    const put = await ctx.app.inject(
      as(user, { method: 'PUT', url: '/api/folders', payload: { folders: [{ name: ' Chicago ', open: true }, { name: 'Anarchen' }] } }),
    );
    expect(put.statusCode).toBe(200);
    const expected = [
      { id: 'Anarchen', name: 'Anarchen', open: false },
      { id: 'Chicago', name: 'Chicago', open: true },
    ];
    expect(put.json()).toEqual({ folders: expected });
    expect((await ctx.app.inject(as(user, { method: 'GET', url: '/api/folders' }))).json()).toEqual({ folders: expected });
  });

  it('keeps every account’s folders apart', async () => {
    const first = await registerUser(ctx);
    const second = await registerUser(ctx);
    await ctx.app.inject(as(first, { method: 'PUT', url: '/api/folders', payload: { folders: [{ name: 'Geheim' }] } }));
    expect((await ctx.app.inject(as(second, { method: 'GET', url: '/api/folders' }))).json()).toEqual({ folders: [] });
  });

  it.each([
    ['a duplicate name in another case', [{ name: 'Berlin' }, { name: 'berlin' }], /appears twice/],
    ['an empty name', [{ name: '   ' }], /needs a name/],
    ['a name that is too long', [{ name: 'x'.repeat(101) }], /at most 100/],
  ])('refuses %s with 400 and keeps the stored list', async (_label, folders, message) => {
    const user = await registerUser(ctx);
    await ctx.app.inject(as(user, { method: 'PUT', url: '/api/folders', payload: { folders: [{ name: 'Bleibt' }] } }));
    const response = await ctx.app.inject(as(user, { method: 'PUT', url: '/api/folders', payload: { folders } }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect((await ctx.app.inject(as(user, { method: 'GET', url: '/api/folders' }))).json().folders.map((f: { name: string }) => f.name)).toEqual(['Bleibt']);
  });

  it('requires a login', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/folders' })).statusCode).toBe(401);
  });
});
