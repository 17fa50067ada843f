import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { characterSchemaVersion } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { characterPatch } from '@vitae/core/patch';
import { CharacterManager, retryDelayMs, type ManagerDeps } from './manager.ts';
import { fakeServer, stored } from '../../testing/fake-character-server.ts';
import type { PendingEdit } from './pending-edits.ts';

describe('CharacterManager', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  async function setup(extra: Partial<ManagerDeps> = {}) {
    const server = fakeServer([stored('a', 'Anna'), stored('b', 'Bruno')], [{ ...stored('s', 'Geteilt'), justViewing: true }]);
    const manager = new CharacterManager({ request: server.request, ...extra });
    expect(await manager.load()).toBe('ok');
    return { server, manager };
  }

  it('loads once: uninitialised, then initialised, and later loads do not ask again', async () => {
    const server = fakeServer([stored('a', 'Anna')]);
    const manager = new CharacterManager({ request: server.request });
    expect(manager.getSnapshot().status).toBe('uninitialised');
    await Promise.all([manager.load(), manager.load()]);
    await manager.load();
    expect(manager.getSnapshot().status).toBe('initialised');
    expect(server.calls.filter((c) => c.method === 'GET')).toHaveLength(1);
  });

  it.each([
    ['a known id', 'a', true],
    ['an unknown id', 'x', 'not_found'],
  ] as const)('preload of %s → %s', async (_label, id, expected) => {
    const { manager } = await setup();
    expect(await manager.preload(id)).toBe(expected);
  });

  it('preload without a session → not_authed', async () => {
    const server = fakeServer([]);
    const manager = new CharacterManager({ request: server.request, hasSession: async () => false });
    const listing = manager.load('a');
    // Nothing was asked for, so nobody waits for an answer.
    expect(await manager.opening('a')).toBeUndefined();
    expect(await listing).toBe('not_authed');
    expect(await manager.preload('a')).toBe('not_authed');
    expect(server.calls).toEqual([]);
  });

  it('saves 1 s after the latest change, once, as a patch against the acknowledged revision', async () => {
    const { server, manager } = await setup();
    manager.update('a', { hunger: 1 });
    await vi.advanceTimersByTimeAsync(800);
    manager.update('a', { hunger: 2 });
    await vi.advanceTimersByTimeAsync(999);
    expect(server.patches()).toHaveLength(0);
    expect(manager.get('a')?.saveState).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(server.patches()).toEqual([expect.objectContaining({ path: '/characters/a', body: { baseRevision: 1, patch: [{ path: ['hunger'], value: 2 }] } })]);
    expect(manager.get('a')).toMatchObject({ saveState: 'saved', character: { revision: 2, hunger: 2 } });
  });

  it('saves two characters edited within a second both (the debounce is per character)', async () => {
    const { server, manager } = await setup();
    manager.update('a', { notes: 'eins' });
    await vi.advanceTimersByTimeAsync(500);
    manager.update('b', { notes: 'zwei' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.patches().map((c) => c.path).sort()).toEqual(['/characters/a', '/characters/b']);
  });

  it('never saves a view-only character', async () => {
    const { server, manager } = await setup();
    manager.update('s', { name: 'Gekapert' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.patches()).toHaveLength(0);
    expect(manager.get('s')?.character.name).toBe('Geteilt');
  });

  it('keeps a failed edit, says so, logs the spec message and retries with growing delays', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { server, manager } = await setup();
    server.queue({ ok: false, status: 0, message: 'network_error' });
    server.queue({ ok: false, status: 503, message: 'down' });
    manager.update('a', { concept: 'Nachtschwester' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(manager.get('a')).toMatchObject({ saveState: 'unsaved', character: { concept: 'Nachtschwester' } });
    expect(errors).toHaveBeenCalledWith('Failed to save character');
    await vi.advanceTimersByTimeAsync(retryDelayMs(0));
    expect(server.patches()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(retryDelayMs(1) - 1);
    expect(server.patches()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.patches()).toHaveLength(3);
    expect(manager.get('a')).toMatchObject({ saveState: 'saved', character: { concept: 'Nachtschwester' } });
    errors.mockRestore();
  });

  it('says why a quota refused the save, keeps the edit, and waits a minute or the next change', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { server, manager } = await setup();
    server.queue({ ok: false, status: 413, message: 'full', code: 'storage_full' });
    manager.update('a', { notes: 'viel Text' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(manager.get('a')).toMatchObject({ saveState: 'unsaved', saveError: 'storage_full', character: { notes: 'viel Text' } });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(server.patches()).toHaveLength(1);
    manager.update('a', { notes: 'weniger' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.patches()).toHaveLength(2);
    expect(manager.get('a')).toMatchObject({ saveState: 'saved', saveError: undefined, character: { notes: 'weniger' } });
    errors.mockRestore();
  });

  it('backs off on a write rate limit (429) and then saves', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { server, manager } = await setup();
    server.queue({ ok: false, status: 429, message: 'slow down', code: 'write_rate_limited' });
    manager.update('a', { hunger: 2 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(manager.get('a')?.saveError).toBe('write_rate_limited');
    await vi.advanceTimersByTimeAsync(retryDelayMs(0));
    expect(manager.get('a')).toMatchObject({ saveState: 'saved', character: { hunger: 2 } });
    errors.mockRestore();
  });

  it.each([
    [0, 1_000],
    [1, 2_000],
    [2, 4_000],
    [4, 16_000],
    [5, 30_000],
    [9, 30_000],
  ])('retry %i waits %i ms', (attempt, ms) => expect(retryDelayMs(attempt)).toBe(ms));

  it('queues edits made while a save is on its way and sends them after it (two quick purchases never conflict with themselves)', async () => {
    const { server, manager } = await setup();
    const release = server.holdPatches();
    manager.update('a', (c) => ({ ...c, exp: 5, usedExp: 5 }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(manager.get('a')?.saveState).toBe('saving');
    // The second purchase is computed from the copy the screen showed before the first was acknowledged.
    const shown = manager.get('a')!.character;
    manager.update('a', (c) => ({ ...c, exp: 2, usedExp: 8 }), shown);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.patches()).toHaveLength(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.patches()).toHaveLength(2);
    expect(server.patches()[1]!.body).toEqual({ baseRevision: 2, patch: [{ path: ['exp'], value: 2 }, { path: ['usedExp'], value: 8 }] });
    expect(manager.get('a')).toMatchObject({ saveState: 'saved', character: { exp: 2, usedExp: 8, revision: 3 } });
    expect(server.state.get('a')).toMatchObject({ exp: 2, usedExp: 8 });
  });

  it('an action on an older copy applies only what it changed (it never undoes what happened since)', async () => {
    const { manager } = await setup();
    const dialogCopy = manager.get('a')!.character;
    manager.update('a', { hunger: 3 });
    manager.update('a', (c) => ({ ...c, notes: 'aus dem Dialog' }), dialogCopy);
    expect(manager.get('a')!.character).toMatchObject({ hunger: 3, notes: 'aus dem Dialog' });
  });

  it('merges a change saved elsewhere into local edits of other fields, without asking', async () => {
    const { server, manager } = await setup();
    manager.update('a', { notes: 'Notiz hier' });
    const event = server.saveElsewhere('a', [{ path: ['hunger'], value: 4 }]);
    manager.applyRemotePatch(event.id, event.revision, event.patch);
    expect(manager.get('a')).toMatchObject({ saveState: 'pending', character: { hunger: 4, notes: 'Notiz hier', revision: 2 } });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.patches().at(-1)!.body).toEqual({ baseRevision: 2, patch: [{ path: ['notes'], value: 'Notiz hier' }] });
    expect(server.state.get('a')).toMatchObject({ hunger: 4, notes: 'Notiz hier', revision: 3 });
  });

  it('the server merges a save that missed a change elsewhere, and the answer brings that change here', async () => {
    const { server, manager } = await setup();
    server.saveElsewhere('a', [{ path: ['hunger'], value: 4 }]);
    manager.update('a', { notes: 'Hafen' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(manager.get('a')).toMatchObject({ saveState: 'saved', character: { hunger: 4, notes: 'Hafen', revision: 3 } });
  });

  it('asks about a field changed here and elsewhere (socket), showing both values, and saves the choice', async () => {
    const { server, manager } = await setup();
    await manager.preload('a');
    manager.update('a', { hunger: 1, notes: 'meins' });
    const event = server.saveElsewhere('a', [{ path: ['hunger'], value: 4 }]);
    manager.applyRemotePatch(event.id, event.revision, event.patch);
    expect(manager.get('a')).toMatchObject({ saveState: 'conflict', conflicts: [{ path: ['hunger'], base: 0, theirs: 4, mine: 1 }], character: { hunger: 1, notes: 'meins' } });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.patches()).toHaveLength(0);
    manager.resolveConflicts('a', ['theirs']);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.patches().at(-1)!.body).toEqual({ baseRevision: 2, patch: [{ path: ['notes'], value: 'meins' }] });
    expect(server.state.get('a')).toMatchObject({ hunger: 4, notes: 'meins' });
  });

  it('asks when the server refuses a save with a conflict (409), and "mine" saves over theirs', async () => {
    const { server, manager } = await setup();
    server.saveElsewhere('a', [{ path: ['hunger'], value: 4 }]);
    manager.update('a', { hunger: 2 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(manager.get('a')).toMatchObject({ saveState: 'conflict', conflicts: [{ path: ['hunger'], theirs: 4, mine: 2 }], character: { hunger: 2, revision: 2 } });
    manager.resolveConflicts('a', ['mine']);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.state.get('a')).toMatchObject({ hunger: 2, revision: 3 });
    expect(manager.get('a')?.saveState).toBe('saved');
  });

  it('buffers changes that arrive while a save is on its way and applies the newer ones after it', async () => {
    const { server, manager } = await setup();
    const release = server.holdPatches();
    manager.update('a', { notes: 'n' });
    await vi.advanceTimersByTimeAsync(1_000);
    const event = server.saveElsewhere('a', [{ path: ['hunger'], value: 3 }]);
    manager.applyRemotePatch(event.id, event.revision, event.patch);
    release();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(manager.get('a')).toMatchObject({ saveState: 'saved', character: { hunger: 3, notes: 'n', revision: 3 } });
    const later = server.saveElsewhere('a', [{ path: ['hunger'], value: 5 }]);
    manager.applyRemotePatch(later.id, later.revision, later.patch);
    expect(manager.get('a')?.character).toMatchObject({ hunger: 5, revision: 4 });
  });

  it('takes whole characters (character_updated) newer than its own, ignores older ones, and adds unknown ones', async () => {
    const { manager } = await setup();
    manager.applyRemote({ ...stored('a', 'Anna vom Handy'), revision: 2 });
    expect(manager.get('a')?.character).toMatchObject({ name: 'Anna vom Handy', revision: 2 });
    manager.applyRemote({ ...stored('a', 'Alt'), revision: 1 });
    expect(manager.get('a')?.character.name).toBe('Anna vom Handy');
    manager.applyRemote({ ...stored('z', 'Neu'), revision: 1 });
    expect(manager.get('z')?.character.name).toBe('Neu');
  });

  it('a gap in revisions asks the server what changed (catch-up) instead of guessing', async () => {
    const { server, manager } = await setup();
    const skipped = server.saveElsewhere('a', [{ path: ['hunger'], value: 1 }]);
    const arrived = server.saveElsewhere('a', [{ path: ['notes'], value: 'n' }]);
    server.queue({ ok: true, status: 200, data: { changed: [{ id: 'a', revision: arrived.revision, patch: [...skipped.patch, ...arrived.patch] }], deleted: [], folders: [] } });
    manager.applyRemotePatch(arrived.id, arrived.revision, arrived.patch);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls.at(-1)).toMatchObject({ method: 'POST', path: '/characters/changes', body: { known: { a: 1, b: 1, s: 1 } } });
    expect(manager.get('a')?.character).toMatchObject({ hunger: 1, notes: 'n', revision: 3 });
  });

  it('a catch-up asked for while one runs asks again after it, so a change made in between arrives', async () => {
    const { server, manager } = await setup();
    const first = manager.catchUp();
    // Made on the server after the running catch-up asked (an offer accepted meanwhile).
    server.state.set('n', stored('n', 'Postsache'));
    const second = manager.catchUp();
    await Promise.all([first, second]);
    expect(server.calls.filter((call) => call.path === '/characters/changes')).toHaveLength(2);
    expect(manager.get('n')?.character.name).toBe('Postsache');
  });

  it.each([
    ['a character the server made for this account is fetched whole and listed', 'n', true],
    ['an id the server does not know is not listed', 'x', false],
  ] as const)('adopt: %s', async (_label, id, expected) => {
    const { server, manager } = await setup();
    server.state.set('n', stored('n', 'Postsache'));
    expect(await manager.adopt(id)).toBe(expected);
    expect(manager.get(id)?.loaded ?? false).toBe(expected);
  });

  it('a character deleted elsewhere keeps its unsaved edits and can be kept as a copy', async () => {
    const { server, manager } = await setup();
    await manager.preload('a');
    manager.update('a', { notes: 'nicht verlieren' });
    server.state.delete('a');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(manager.get('a')).toMatchObject({ gone: 'deleted', saveState: 'unsaved', character: { notes: 'nicht verlieren' } });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.patches()).toHaveLength(1);
    const copy = await manager.keepCopy('a');
    expect(copy).toMatchObject({ id: 'new-id', notes: 'nicht verlieren', name: 'Anna' });
    expect(manager.get('a')).toBeUndefined();
    expect(manager.get('new-id')?.saveState).toBe('saved');
  });

  it('character_deleted marks the character gone; without edits it is simply gone', async () => {
    const { manager } = await setup();
    manager.applyRemoteDeleted('b', 'deleted');
    expect(manager.get('b')).toMatchObject({ gone: 'deleted', saveState: 'saved' });
    manager.applyRemoteDeleted('s', 'unshared');
    expect(manager.get('s')).toMatchObject({ gone: 'unshared' });
    expect(await manager.keepCopy('s')).toBeUndefined();
  });

  it('a 401 keeps the edits in the browser and waits for a new login, then saves them', async () => {
    const kept: PendingEdit[][] = [];
    const { server, manager } = await setup({ keepPending: (edits) => kept.push(edits), takePending: () => [] });
    server.queue({ ok: false, status: 401, message: 'not logged in', code: 'not_logged_in' });
    manager.update('a', { notes: 'nach der Anmeldung' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(manager.get('a')).toMatchObject({ saveState: 'unsaved', needsLogin: true });
    expect(kept.at(-1)).toEqual([{ id: 'a', name: 'Anna', baseRevision: 1, patch: [{ path: ['notes'], value: 'nach der Anmeldung' }] }]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.patches()).toHaveLength(1);
    manager.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.state.get('a')).toMatchObject({ notes: 'nach der Anmeldung' });
    expect(manager.get('a')).toMatchObject({ saveState: 'saved' });
  });

  it('restores edits kept by an earlier session after the list loads and saves them against their own base', async () => {
    const server = fakeServer([stored('a', 'Anna')]);
    server.saveElsewhere('a', [{ path: ['hunger'], value: 2 }]);
    const edits: PendingEdit[] = [{ id: 'a', name: 'Anna', baseRevision: 1, patch: [{ path: ['notes'], value: 'gerettet' }] }];
    const manager = new CharacterManager({ request: server.request, takePending: () => edits.splice(0) });
    await manager.load();
    expect(manager.get('a')).toMatchObject({ saveState: 'pending', character: { notes: 'gerettet', hunger: 2 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(server.patches()[0]!.body).toEqual({ baseRevision: 1, patch: [{ path: ['notes'], value: 'gerettet' }] });
    expect(server.state.get('a')).toMatchObject({ notes: 'gerettet', hunger: 2 });
  });

  it('a restored edit that meets a change elsewhere asks, using the paths the server names', async () => {
    const server = fakeServer([stored('a', 'Anna')]);
    server.saveElsewhere('a', [{ path: ['hunger'], value: 2 }]);
    const edits: PendingEdit[] = [{ id: 'a', name: 'Anna', baseRevision: 1, patch: [{ path: ['hunger'], value: 5 }] }];
    const manager = new CharacterManager({ request: server.request, takePending: () => edits.splice(0) });
    await manager.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(manager.get('a')).toMatchObject({ saveState: 'conflict', conflicts: [{ path: ['hunger'], theirs: 2, mine: 5 }] });
  });

  it('sends the socket id so its own saves are not echoed back', async () => {
    const { server, manager } = await setup({ socketId: () => 'sock-1' });
    manager.update('a', { hunger: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.patches()[0]?.headers).toEqual({ 'x-socket-id': 'sock-1' });
  });

  it('brings characters of an older shape up to the current one when it loads them', async () => {
    const old = { ...stored('o', 'Alt'), schemaVersion: 2, werewolf: { rage: 1 }, mage: {}, hunter: {} } as unknown as StoredCharacter;
    const manager = new CharacterManager({ request: fakeServer([old]).request });
    await manager.preload('o');
    const loaded = manager.get('o')?.character;
    expect(loaded).toMatchObject({ name: 'Alt', gameLine: 'v5', schemaVersion: characterSchemaVersion });
    expect(loaded).not.toHaveProperty('werewolf');
  });

  it('shows a character written by a newer Vitae but never saves over it', async () => {
    const newer = { ...stored('n', 'Zukunft'), schemaVersion: characterSchemaVersion + 1, hoverboard: true } as unknown as StoredCharacter;
    const server = fakeServer([newer]);
    const manager = new CharacterManager({ request: server.request });
    await manager.load();
    expect(manager.get('n')).toMatchObject({ tooNew: true, loaded: false, character: { name: 'Zukunft' } });
    await manager.preload('n');
    expect(manager.get('n')).toMatchObject({ tooNew: true, loaded: true, character: { name: 'Zukunft', hoverboard: true } });
    manager.update('n', { name: 'Überschrieben' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.patches()).toHaveLength(0);
    expect(manager.get('n')?.character.name).toBe('Zukunft');
    expect(manager.pendingEdits()).toEqual([]);
  });

  it('a save refused as invalid (4xx) keeps the edit, says why, does not retry, and tries again with the next edit', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { server, manager } = await setup();
    server.queue({ ok: false, status: 400, message: 'invalid request: body.name: too long', code: 'invalid_request' });
    manager.update('a', { name: 'N'.repeat(130) });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(manager.get('a')).toMatchObject({ saveState: 'rejected', rejection: { status: 400, code: 'invalid_request' }, character: { name: 'N'.repeat(130) } });
    expect(manager.getSnapshot().entries.find((entry) => entry.character.id === 'a')?.rejection?.status).toBe(400);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.patches()).toHaveLength(1);
    expect(manager.pendingEdits().map((edit) => edit.id)).toEqual(['a']);
    manager.update('a', { name: 'Anna Kurz' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.patches()).toHaveLength(2);
    expect(manager.get('a')).toMatchObject({ saveState: 'saved', character: { name: 'Anna Kurz' } });
    expect(manager.get('a')?.rejection).toBeUndefined();
    errors.mockRestore();
  });

  it('a save refused as too new keeps the edit, says so and does not retry', async () => {
    const { server, manager } = await setup();
    server.queue({ ok: false, status: 409, message: 'newer', body: { code: 'schema_too_new', message: 'newer' } });
    manager.update('a', { hunger: 2 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(manager.get('a')).toMatchObject({ saveState: 'outdated', character: { hunger: 2 } });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.patches()).toHaveLength(1);
  });

  it('a patch sent is exactly what changed: a hunger click on a character with an avatar sends a few bytes', async () => {
    const server = fakeServer([{ ...stored('p', 'Porträt'), avatar: `data:image/png;base64,${'A'.repeat(500_000)}` }]);
    const manager = new CharacterManager({ request: server.request });
    await manager.load();
    manager.update('p', (c) => ({ ...c, hunger: 1 }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(JSON.stringify(server.patches()[0]!.body).length).toBeLessThan(100);
    expect(characterPatch(stored('p', 'x'), stored('p', 'x'))).toEqual([]);
  });
});
