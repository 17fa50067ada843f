import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PatchOperation } from '@vitae/core/patch';
import { keptRevisions, pruneEvery } from '../src/repositories/character-writes.ts';
import { as, registerUser, useTestApp, type TestUser } from './helper.ts';

const ctx = useTestApp();

async function create(user: TestUser, fields: Record<string, unknown> = {}): Promise<string> {
  const response = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { name: 'Mira', ...fields } }));
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

function patch(user: TestUser | undefined, id: string, baseRevision: number, operations: PatchOperation[]) {
  const request = { method: 'PATCH' as const, url: `/api/characters/${id}`, payload: { baseRevision, patch: operations } };
  return ctx.app.inject(user ? as(user, request) : request);
}

async function read(user: TestUser, id: string): Promise<Record<string, unknown>> {
  const list = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true' }))).json<{ characters: Array<Record<string, unknown>>; sharedCharacters: Array<Record<string, unknown>> }>();
  return [...list.characters, ...list.sharedCharacters].find((character) => character['id'] === id)!;
}

describe('PATCH /characters/{id}', () => {
  it('applies a patch on the latest revision and answers the next revision', async () => {
    const user = await registerUser(ctx);
    const id = await create(user);
    const response = await patch(user, id, 1, [{ path: ['hunger'], value: 3 }, { path: ['inventory', 'cash'], value: 12 }]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ revision: 2 });
    expect(await read(user, id)).toMatchObject({ revision: 2, hunger: 3, inventory: { cash: 12, bank: 0 }, name: 'Mira' });
  });

  it('merges edits of different fields made on two devices from the same base (hunger on one, notes on the other)', async () => {
    const user = await registerUser(ctx);
    const id = await create(user);
    expect((await patch(user, id, 1, [{ path: ['hunger'], value: 4 }])).json()).toEqual({ revision: 2 });
    const second = await patch(user, id, 1, [{ path: ['notes'], value: 'Treffen am Hafen' }]);
    expect(second.statusCode).toBe(200);
    // The second device learns what it missed, so its copy becomes the stored one.
    expect(second.json()).toEqual({ revision: 3, merged: [{ path: ['hunger'], value: 4 }] });
    expect(await read(user, id)).toMatchObject({ revision: 3, hunger: 4, notes: 'Treffen am Hafen' });
  });

  it('merges two leaves of one object and two appended history entries', async () => {
    const user = await registerUser(ctx);
    const id = await create(user);
    const entry = (entryId: string, amount: number) => ({ id: entryId, at: '2026-11-22T12:00:00.000Z', kind: 'grant', amount, before: { exp: 0 }, after: { exp: amount } });
    expect((await patch(user, id, 1, [{ path: ['inventory', 'cash'], value: 5 }, { path: ['xpHistory', { id: 'a' }], value: entry('a', 3) }])).statusCode).toBe(200);
    const second = await patch(user, id, 1, [{ path: ['inventory', 'bank'], value: 100 }, { path: ['xpHistory', { id: 'b' }], value: entry('b', 2) }]);
    expect(second.statusCode).toBe(200);
    const stored = await read(user, id);
    expect(stored['inventory']).toMatchObject({ cash: 5, bank: 100 });
    expect((stored['xpHistory'] as Array<{ id: string }>).map((e) => e.id)).toEqual(['a', 'b']);
  });

  it('refuses the same field changed to different values with 409, the stored character and the path; nothing is stored', async () => {
    const user = await registerUser(ctx);
    const id = await create(user);
    await patch(user, id, 1, [{ path: ['hunger'], value: 2 }]);
    const clash = await patch(user, id, 1, [{ path: ['hunger'], value: 5 }, { path: ['notes'], value: 'mit' }]);
    expect(clash.statusCode).toBe(409);
    const body = clash.json();
    expect(body).toMatchObject({ code: 'patch_conflict', conflicts: [{ path: ['hunger'] }], character: { id, revision: 2, hunger: 2 } });
    expect(body.message).toContain('hunger');
    expect(await read(user, id)).toMatchObject({ revision: 2, hunger: 2, notes: '' });
  });

  it('does not count the same value set on both sides as a conflict', async () => {
    const user = await registerUser(ctx);
    const id = await create(user);
    await patch(user, id, 1, [{ path: ['hunger'], value: 2 }]);
    const same = await patch(user, id, 1, [{ path: ['hunger'], value: 2 }]);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual({ revision: 2, merged: [{ path: ['hunger'], value: 2 }] });
  });

  it('counts a whole-character save (PUT) in the log, so a later patch on an older base still meets it', async () => {
    const user = await registerUser(ctx);
    const id = await create(user);
    const stored = await read(user, id);
    expect((await ctx.app.inject(as(user, { method: 'PUT', url: `/api/characters/${id}`, payload: { ...stored, hunger: 1, concept: 'Ärztin' } }))).json()).toEqual({ revision: 2 });
    expect((await patch(user, id, 1, [{ path: ['concept'], value: 'Nonne' }])).json()).toMatchObject({ code: 'patch_conflict', conflicts: [{ path: ['concept'] }] });
    const merged = (await patch(user, id, 1, [{ path: ['notes'], value: 'x' }])).json();
    expect(merged.revision).toBe(3);
    expect(merged.merged).toHaveLength(2);
    expect(merged.merged).toEqual(expect.arrayContaining([{ path: ['hunger'], value: 1 }, { path: ['concept'], value: 'Ärztin' }]));
  });

  it('answers 409 base_too_old with the stored character once the base left the log, and for a base from the future', async () => {
    const user = await registerUser(ctx);
    const id = await create(user);
    // The log is pruned in steps: one revision short of the next step, nothing has left it yet.
    const latest = keptRevisions + pruneEvery;
    for (let revision = 1; revision < latest - 1; revision += 1) {
      expect((await patch(user, id, revision, [{ path: ['hunger'], value: revision % 6 }])).statusCode).toBe(200);
    }
    expect(await ctx.app.repos.characterWrites.loggedRevisions(id)).toBe(latest - 2);
    expect((await patch(user, id, latest - 1, [{ path: ['hunger'], value: 5 }])).json()).toEqual({ revision: latest });
    expect(await ctx.app.repos.characterWrites.loggedRevisions(id)).toBe(keptRevisions);
    const old = await patch(user, id, pruneEvery - 1, [{ path: ['notes'], value: 'spät' }]);
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({ code: 'base_too_old', character: { id, revision: latest } });
    // The oldest base still in the log merges.
    expect((await patch(user, id, pruneEvery, [{ path: ['notes'], value: 'gerade noch' }])).statusCode).toBe(200);
    expect((await patch(user, id, 9_999, [{ path: ['notes'], value: 'x' }])).json()).toMatchObject({ code: 'base_too_old' });
  });

  it('answers the current revision to a patch that changes nothing', async () => {
    const user = await registerUser(ctx);
    const id = await create(user, { hunger: 1 });
    expect((await patch(user, id, 1, [{ path: ['hunger'], value: 1 }])).json()).toEqual({ revision: 1 });
    expect((await patch(user, id, 1, [])).json()).toEqual({ revision: 1 });
  });

  it.each<[string, PatchOperation[], RegExp]>([
    ['a value the line’s schema refuses', [{ path: ['hunger'], value: 9 }], /invalid character after the patch: hunger: Too big/],
    ['a wrong type', [{ path: ['name'], value: 42 }], /name: Invalid input: expected string/],
    ['an unknown field', [{ path: ['fangs'], value: 2 }], /Unrecognized key: "fangs"/],
    ['a path through a number', [{ path: ['hunger', 'x'], value: 1 }], /does not fit the character: hunger is not an object/],
    ['an edit inside a missing item', [{ path: ['xpHistory', { id: 'none' }, 'amount'], value: 1 }], /there is no item "none"/],
    ['the revision', [{ path: ['revision'], value: 7 }], /may not change "revision"/],
    ['the viewers', [{ path: ['viewers'], value: [] }], /may not change "viewers"/],
    ['a prototype key', [{ path: ['__proto__', 'x'], value: 1 }], /this key may not be written/],
    ['an empty path', [{ path: [], value: {} }], /path/],
  ])('refuses %s with a readable 400 and stores nothing', async (_label, operations, message) => {
    const user = await registerUser(ctx);
    const id = await create(user);
    const response = await patch(user, id, 1, operations);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect((await read(user, id))['revision']).toBe(1);
  });

  it('builds on the stored sheet, not the one this server saved last, when the row was written elsewhere (another instance)', async () => {
    const user = await registerUser(ctx);
    const id = await create(user);
    expect((await patch(user, id, 1, [{ path: ['hunger'], value: 2 }])).json()).toEqual({ revision: 2 });
    // Another server instance saves revision 3 (notes) straight into the database.
    await ctx.app.database.db.execute(sql`update characters set data = jsonb_set(data, '{notes}', '"vom anderen Server"'), revision = 3, updated_at = now() where id = ${id}`);
    expect((await patch(user, id, 3, [{ path: ['hunger'], value: 4 }])).json()).toEqual({ revision: 4 });
    expect(await read(user, id)).toMatchObject({ revision: 4, hunger: 4, notes: 'vom anderen Server' });
  });

  it('refuses a whole save on the revision this server saved last once the row moved on elsewhere: 409 with the stored sheet, nothing written', async () => {
    const user = await registerUser(ctx);
    const id = await create(user);
    expect((await patch(user, id, 1, [{ path: ['hunger'], value: 2 }])).json()).toEqual({ revision: 2 });
    const mine = await read(user, id);
    await ctx.app.database.db.execute(sql`update characters set data = jsonb_set(data, '{notes}', '"vom anderen Server"'), revision = 3, updated_at = now() where id = ${id}`);
    const response = await ctx.app.inject(as(user, { method: 'PUT', url: `/api/characters/${id}`, payload: { ...mine, revision: 2, hunger: 5 } }));
    expect(response.statusCode).toBe(409);
    expect(response.json().character).toMatchObject({ revision: 3, hunger: 2, notes: 'vom anderen Server' });
    expect(await read(user, id)).toMatchObject({ revision: 3, hunger: 2 });
  });

  it('writes nothing for the owner this server saved for last once the row belongs to someone else', async () => {
    const user = await registerUser(ctx);
    const other = await registerUser(ctx);
    const id = await create(user);
    expect((await patch(user, id, 1, [{ path: ['hunger'], value: 2 }])).json()).toEqual({ revision: 2 });
    await ctx.app.database.db.execute(sql`update characters set owner_id = ${other.id} where id = ${id}`);
    expect((await patch(user, id, 2, [{ path: ['hunger'], value: 5 }])).statusCode).toBe(404);
    expect(await read(other, id)).toMatchObject({ revision: 2, hunger: 2 });
  });

  it('refuses a patch from a newer Vitae (schemaVersion ahead) with 409 schema_too_new', async () => {
    const user = await registerUser(ctx);
    const id = await create(user);
    const response = await patch(user, id, 1, [{ path: ['schemaVersion'], value: 999 }]);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('schema_too_new');
  });
});

describe('who may write', () => {
  it('owner 200, viewer 403 (PATCH and PUT), stranger 404, anonymous 401', async () => {
    const owner = await registerUser(ctx);
    const viewer = await registerUser(ctx);
    const stranger = await registerUser(ctx);
    const id = await create(owner, { name: 'Vorgezeigt' });
    await ctx.app.repos.characters.addViewer(id, viewer.id);
    const edit: PatchOperation[] = [{ path: ['hunger'], value: 1 }];
    expect((await patch(viewer, id, 1, edit)).statusCode).toBe(403);
    expect((await patch(viewer, id, 1, edit)).json()).toMatchObject({ code: 'forbidden' });
    const asSeen = await read(viewer, id);
    const { justViewing: _justViewing, ...body } = asSeen;
    expect((await ctx.app.inject(as(viewer, { method: 'PUT', url: `/api/characters/${id}`, payload: { ...body, hunger: 2 } }))).statusCode).toBe(403);
    const strangerTry = await patch(stranger, id, 1, edit);
    expect(strangerTry.statusCode).toBe(404);
    expect(strangerTry.body).not.toContain('Vorgezeigt');
    expect((await patch(undefined, id, 1, edit)).statusCode).toBe(401);
    expect((await patch(owner, id, 1, edit)).statusCode).toBe(200);
  });
});

describe('POST /characters/changes (catch-up)', () => {
  it('answers patches from known revisions, whole new characters, gone ids and the folders', async () => {
    const user = await registerUser(ctx);
    const other = await registerUser(ctx);
    const kept = await create(user, { name: 'Bleibt' });
    const changed = await create(user, { name: 'Ändert sich' });
    const gone = await create(user, { name: 'Geht' });
    await patch(user, changed, 1, [{ path: ['hunger'], value: 2 }]);
    await patch(user, changed, 2, [{ path: ['hunger'], value: 3 }, { path: ['notes'], value: 'n' }]);
    await ctx.app.inject(as(user, { method: 'DELETE', url: `/api/characters/${gone}` }));
    const fresh = await create(user, { name: 'Neu' });
    const shared = await create(other, { name: 'Geteilt' });
    await ctx.app.repos.characters.addViewer(shared, user.id);
    await ctx.app.inject(as(user, { method: 'PUT', url: '/api/folders', payload: { folders: [{ name: 'Chicago' }] } }));

    const response = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters/changes', payload: { known: { [kept]: 1, [changed]: 1, [gone]: 1 } } }));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.deleted).toEqual([gone]);
    expect(body.folders).toEqual([{ id: 'Chicago', name: 'Chicago', open: false }]);
    const patched = body.changed.find((change: { id?: string }) => change.id === changed);
    expect(patched.revision).toBe(3);
    expect(patched.patch).toHaveLength(2);
    expect(patched.patch).toEqual(expect.arrayContaining([{ path: ['hunger'], value: 3 }, { path: ['notes'], value: 'n' }]));
    expect(body.changed).toContainEqual({ character: expect.objectContaining({ id: fresh, name: 'Neu', revision: 1 }) });
    expect(body.changed).toContainEqual({ character: expect.objectContaining({ id: shared, name: 'Geteilt', justViewing: true }) });
    expect(body.changed.find((change: { id?: string; character?: { id: string } }) => change.id === kept || change.character?.id === kept)).toBeUndefined();
  });

  it('sends the whole character when the log no longer covers the known revision', async () => {
    const user = await registerUser(ctx);
    const id = await create(user);
    for (let revision = 1; revision < keptRevisions + pruneEvery; revision += 1) await patch(user, id, revision, [{ path: ['hunger'], value: revision % 6 }]);
    const body = (await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters/changes', payload: { known: { [id]: 1 } } }))).json();
    expect(body.changed).toEqual([{ character: expect.objectContaining({ id, revision: keptRevisions + pruneEvery }) }]);
  });

  it('validates the body and needs a login', async () => {
    const user = await registerUser(ctx);
    expect((await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters/changes', payload: { known: { 'not-a-uuid': 1 } } }))).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/characters/changes', payload: { known: {} } })).statusCode).toBe(401);
  });
});
