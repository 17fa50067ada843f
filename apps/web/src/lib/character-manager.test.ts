import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blankCharacter, characterSchemaVersion } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import type { ApiResult } from './api-client.ts';
import { CharacterManager, retryDelayMs, type ManagerDeps } from './character-manager.ts';

const stored = (id: string, name: string, revision = 1): StoredCharacter => ({ ...blankCharacter('v5', { name }), id, revision }) as StoredCharacter;

interface Call {
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A fake API: records calls and answers with what the test queued (default: success). */
function fakeApi(list: { characters: StoredCharacter[]; sharedCharacters: StoredCharacter[] }) {
  const calls: Call[] = [];
  const queued: Array<ApiResult<unknown>> = [];
  let revision = 1;
  const request: ManagerDeps['request'] = async <T,>(method: string, path: string, options?: { body?: unknown; headers?: Record<string, string> }) => {
    calls.push({ method, path, ...options });
    const next = queued.shift();
    if (next) return next as ApiResult<T>;
    if (method === 'GET') return { ok: true, status: 200, data: list as T };
    if (method === 'PUT') return { ok: true, status: 200, data: { revision: ++revision } as T };
    if (method === 'POST') return { ok: true, status: 201, data: { id: 'new-id', revision: 1 } as T };
    return { ok: true, status: 204, data: null as T };
  };
  return { request, calls, queue: (result: ApiResult<unknown>) => queued.push(result), puts: () => calls.filter((c) => c.method === 'PUT') };
}

describe('CharacterManager', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  async function setup(extra: Partial<ManagerDeps> = {}) {
    const api = fakeApi({ characters: [stored('a', 'Anna'), stored('b', 'Bruno')], sharedCharacters: [stored('s', 'Geteilt')] });
    const manager = new CharacterManager({ request: api.request, ...extra });
    expect(await manager.load()).toBe('ok');
    return { api, manager };
  }

  it('loads once: uninitialised, then initialised, and later loads do not ask again', async () => {
    const api = fakeApi({ characters: [stored('a', 'Anna')], sharedCharacters: [] });
    const manager = new CharacterManager({ request: api.request });
    expect(manager.getSnapshot().status).toBe('uninitialised');
    await Promise.all([manager.load(), manager.load()]);
    await manager.load();
    expect(manager.getSnapshot().status).toBe('initialised');
    expect(api.calls.filter((c) => c.method === 'GET')).toHaveLength(1);
  });

  it.each([
    ['a known id', 'a', true],
    ['an unknown id', 'x', 'not_found'],
  ] as const)('preload of %s → %s', async (_label, id, expected) => {
    const { manager } = await setup();
    expect(await manager.preload(id)).toBe(expected);
  });

  it('preload without a session → not_authed', async () => {
    const api = fakeApi({ characters: [], sharedCharacters: [] });
    const manager = new CharacterManager({ request: api.request, hasSession: async () => false });
    expect(await manager.preload('a')).toBe('not_authed');
    expect(api.calls).toEqual([]);
  });

  it('saves 1 s after the latest change, once, with the latest state', async () => {
    const { api, manager } = await setup();
    manager.update('a', { hunger: 1 });
    await vi.advanceTimersByTimeAsync(800);
    manager.update('a', { hunger: 2 });
    await vi.advanceTimersByTimeAsync(999);
    expect(api.puts()).toHaveLength(0);
    expect(manager.get('a')?.saveState).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(api.puts()).toHaveLength(1);
    expect(api.puts()[0]).toMatchObject({ path: '/characters/a', body: { hunger: 2, revision: 1 } });
    expect(manager.get('a')).toMatchObject({ saveState: 'saved', character: { revision: 2 } });
  });

  it('saves two characters edited within a second both (the debounce is per character)', async () => {
    const { api, manager } = await setup();
    manager.update('a', { notes: 'eins' });
    await vi.advanceTimersByTimeAsync(500);
    manager.update('b', { notes: 'zwei' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(api.puts().map((c) => c.path).sort()).toEqual(['/characters/a', '/characters/b']);
  });

  it('never saves a view-only character', async () => {
    const { api, manager } = await setup();
    manager.update('s', { name: 'Gekapert' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(api.puts()).toHaveLength(0);
    expect(manager.get('s')?.character.name).toBe('Geteilt');
  });

  it('keeps a failed edit, says so, logs the spec message and retries with growing delays', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, manager } = await setup();
    api.queue({ ok: false, status: 0, message: 'network_error' });
    api.queue({ ok: false, status: 503, message: 'down' });
    manager.update('a', { concept: 'Nachtschwester' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(manager.get('a')).toMatchObject({ saveState: 'unsaved', character: { concept: 'Nachtschwester' } });
    expect(errors).toHaveBeenCalledWith('Failed to save character');
    await vi.advanceTimersByTimeAsync(retryDelayMs(0));
    expect(api.puts()).toHaveLength(2);
    expect(manager.get('a')?.saveState).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(retryDelayMs(1) - 1);
    expect(api.puts()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.puts()).toHaveLength(3);
    expect(manager.get('a')).toMatchObject({ saveState: 'saved', character: { concept: 'Nachtschwester' } });
    errors.mockRestore();
  });

  it('says why a quota refused the save, keeps the edit, and waits a minute or the next change', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, manager } = await setup();
    api.queue({ ok: false, status: 413, message: 'full', code: 'storage_full' });
    manager.update('a', { notes: 'viel Text' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(manager.get('a')).toMatchObject({ saveState: 'unsaved', saveError: 'storage_full', character: { notes: 'viel Text' } });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(api.puts()).toHaveLength(1);
    manager.update('a', { notes: 'weniger' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(api.puts()).toHaveLength(2);
    expect(manager.get('a')).toMatchObject({ saveState: 'saved', saveError: undefined, character: { notes: 'weniger' } });
    errors.mockRestore();
  });

  it('backs off on a write rate limit (429) and then saves', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, manager } = await setup();
    api.queue({ ok: false, status: 429, message: 'slow down', code: 'write_rate_limited' });
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

  it('an edit made while a save is on its way is saved afterwards, not lost', async () => {
    const api = fakeApi({ characters: [stored('a', 'Anna')], sharedCharacters: [] });
    let release: (value: ApiResult<unknown>) => void = () => undefined;
    const slow = new Promise<ApiResult<unknown>>((resolve) => (release = resolve));
    const original = api.request;
    let first = true;
    const manager2 = new CharacterManager({
      request: (async (method: string, path: string, options?: { body?: unknown }) => {
        if (method === 'PUT' && first) {
          first = false;
          api.calls.push({ method, path, ...options });
          return slow;
        }
        return original(method, path, options);
      }) as typeof api.request,
    });
    await manager2.load();
    manager2.update('a', { hunger: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    manager2.update('a', { hunger: 3 });
    release({ ok: true, status: 200, data: { revision: 2 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(manager2.get('a')?.saveState).toBe('pending');
    await vi.advanceTimersByTimeAsync(1_000);
    const puts = api.puts();
    expect(puts.at(-1)).toMatchObject({ body: { hunger: 3, revision: 2 } });
    expect(manager2.get('a')?.saveState).toBe('saved');
  });

  it('on 409 keeps both versions until the user chooses; "mine" saves on top of theirs', async () => {
    const { api, manager } = await setup();
    const theirs = { ...stored('a', 'Anna'), revision: 5, hunger: 4 };
    api.queue({ ok: false, status: 409, message: 'changed elsewhere', code: 'revision_conflict', body: { character: theirs } });
    manager.update('a', { hunger: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(manager.get('a')).toMatchObject({ saveState: 'conflict', theirs: { hunger: 4 }, character: { hunger: 1 } });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.puts()).toHaveLength(1);
    manager.resolveConflict('a', 'mine');
    await vi.advanceTimersByTimeAsync(0);
    expect(api.puts().at(-1)).toMatchObject({ body: { hunger: 1, revision: 5 } });
    expect(manager.get('a')?.saveState).toBe('saved');
  });

  it('on 409 "theirs" takes the stored version and saves nothing', async () => {
    const { api, manager } = await setup();
    const theirs = { ...stored('a', 'Anna'), revision: 5, hunger: 4 };
    api.queue({ ok: false, status: 409, message: 'changed elsewhere', body: { character: theirs } });
    manager.update('a', { hunger: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    manager.resolveConflict('a', 'theirs');
    expect(manager.get('a')).toMatchObject({ saveState: 'saved', character: { hunger: 4, revision: 5 } });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(api.puts()).toHaveLength(1);
  });

  it('merges realtime updates into saved characters, but never over unsaved edits', async () => {
    const { manager } = await setup();
    manager.applyRemote({ ...stored('a', 'Anna vom Handy'), revision: 2 });
    expect(manager.get('a')?.character).toMatchObject({ name: 'Anna vom Handy', revision: 2 });
    manager.update('b', { name: 'Bruno lokal' });
    manager.applyRemote({ ...stored('b', 'Bruno fremd'), revision: 2 });
    expect(manager.get('b')?.character.name).toBe('Bruno lokal');
    manager.applyRemote({ ...stored('a', 'Alt'), revision: 1 });
    expect(manager.get('a')?.character.name).toBe('Anna vom Handy');
  });

  it('sends the socket id so its own saves are not echoed back', async () => {
    const { api, manager } = await setup({ socketId: () => 'sock-1' });
    manager.update('a', { hunger: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(api.puts()[0]?.headers).toEqual({ 'x-socket-id': 'sock-1' });
  });

  it('brings characters of an older shape up to the current one when it loads them', async () => {
    const old = { ...stored('o', 'Alt'), schemaVersion: 2, werewolf: { rage: 1 }, mage: {}, hunter: {} } as unknown as StoredCharacter;
    const api = fakeApi({ characters: [old], sharedCharacters: [] });
    const manager = new CharacterManager({ request: api.request });
    await manager.load();
    const loaded = manager.get('o')?.character;
    expect(loaded).toMatchObject({ name: 'Alt', gameLine: 'v5', schemaVersion: characterSchemaVersion });
    expect(loaded).not.toHaveProperty('werewolf');
  });

  it('shows a character written by a newer Vitae but never saves over it', async () => {
    const newer = { ...stored('n', 'Zukunft'), schemaVersion: characterSchemaVersion + 1, hoverboard: true } as unknown as StoredCharacter;
    const api = fakeApi({ characters: [newer], sharedCharacters: [] });
    const manager = new CharacterManager({ request: api.request });
    await manager.load();
    expect(manager.get('n')).toMatchObject({ tooNew: true, character: { name: 'Zukunft', hoverboard: true } });
    manager.update('n', { name: 'Überschrieben' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(api.puts()).toHaveLength(0);
    expect(manager.get('n')?.character.name).toBe('Zukunft');
    expect(manager.unsavedCharacters()).toEqual([]);
  });

  it('a save refused as too new keeps the edit, says so and does not retry', async () => {
    const { api, manager } = await setup();
    api.queue({ ok: false, status: 409, message: 'newer', body: { code: 'schema_too_new', message: 'newer' } });
    manager.update('a', { hunger: 2 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(manager.get('a')).toMatchObject({ saveState: 'outdated', character: { hunger: 2 } });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.puts()).toHaveLength(1);
  });
});
