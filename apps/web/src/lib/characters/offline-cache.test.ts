import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CharacterManager } from './manager.ts';
import { fakeServer, stored } from '../../testing/fake-character-server.ts';
import { clearCharacterCache, openCharacterCache, type CharacterCache } from './offline-cache.ts';

let storeCount = 0;
/** A fresh IndexedDB database per test (fake-indexeddb keeps them in memory). */
function freshStore() {
  storeCount += 1;
  return createStore(`vitae-offline-test-${storeCount}`, 'characters');
}

describe('openCharacterCache', () => {
  it('keeps characters per account: another account reads nothing, and clearing one leaves the other', async () => {
    const store = freshStore();
    const anna = openCharacterCache('acc-1', store);
    const other = openCharacterCache('acc-2', store);
    anna.write('a', { server: stored('a', 'Anna'), justViewing: false, loaded: true, avatarUrl: null });
    other.write('b', { server: stored('b', 'Bruno'), justViewing: false, loaded: true, avatarUrl: null });
    await Promise.all([anna.flush(), other.flush()]);
    expect((await anna.read())?.characters.map((c) => c.server.name)).toEqual(['Anna']);
    await clearCharacterCache('acc-1', store);
    expect(await anna.read()).toBeUndefined();
    expect((await other.read())?.characters.map((c) => c.server.name)).toEqual(['Bruno']);
  });

  it('coalesces writes of one character: the last one wins, a removal removes', async () => {
    const store = freshStore();
    const cache = openCharacterCache('acc', store);
    cache.write('a', { server: stored('a', 'A1'), justViewing: false, loaded: true, avatarUrl: null });
    cache.write('a', { server: stored('a', 'A2'), justViewing: false, loaded: true, avatarUrl: null });
    cache.write('b', { server: stored('b', 'B'), justViewing: false, loaded: true, avatarUrl: null });
    await cache.flush();
    expect((await cache.read())?.characters.map((c) => c.server.name).sort()).toEqual(['A2', 'B']);
    cache.write('b', undefined);
    await cache.flush();
    expect((await cache.read())?.characters.map((c) => c.server.name)).toEqual(['A2']);
  });
});

describe('CharacterManager with the offline cache', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  /** Lets the cache's batched writes (a 0 ms timer, then IndexedDB) finish. */
  async function settle(cache: CharacterCache) {
    await vi.advanceTimersByTimeAsync(0);
    await cache.flush();
  }

  /** What `promise` comes to while the clock runs on (IndexedDB answers in between, on real time). */
  async function withTimePassing<T>(promise: Promise<T>): Promise<T> {
    let done = false;
    void promise.finally(() => (done = true));
    for (let step = 0; step < 50 && !done; step += 1) await vi.advanceTimersByTimeAsync(100);
    return promise;
  }

  async function online() {
    const cache = openCharacterCache('acc', freshStore());
    const server = fakeServer([stored('a', 'Anna'), stored('b', 'Bruno')], [{ ...stored('s', 'Geteilt'), justViewing: true }]);
    const manager = new CharacterManager({ request: server.request, cache: () => cache });
    expect(await manager.load()).toBe('ok');
    await settle(cache);
    return { cache, server };
  }

  it('a sheet of a character made elsewhere since the list was kept opens (asks the server), and one the server does not know is not found', async () => {
    const { cache, server } = await online();
    server.state.set('n', stored('n', 'Neu'));
    // The catch-up's answer takes a while, as over a network: the kept list is all there is until it comes.
    const slow: typeof server.request = async (method, path, options) => {
      if (path === '/characters/changes') await new Promise((resolve) => setTimeout(resolve, 200));
      return server.request(method, path, options);
    };
    const next = new CharacterManager({ request: slow, cache: () => cache });
    const opening = next.preload('n');
    expect(await withTimePassing(opening)).toBe(true);
    // One catch-up, not a second one for the sheet.
    expect(server.calls.filter((call) => call.path === '/characters/changes')).toHaveLength(1);
    expect(next.get('n')?.character.name).toBe('Neu');
    const third = new CharacterManager({ request: server.request, cache: () => cache });
    expect(await withTimePassing(third.preload('x'))).toBe('not_found');
  });

  it('keeps every character whole (fetched in the background, the list stays light); offline the next start opens them from the cache', async () => {
    const { cache, server } = await online();
    expect((await cache.read())?.characters.every((record) => record.loaded)).toBe(true);
    server.setOffline(true);
    const next = new CharacterManager({ request: server.request, cache: () => cache });
    expect(await next.load()).toBe('ok');
    expect(next.getSnapshot().status).toBe('initialised');
    expect(next.fromCache).toBe(true);
    expect(next.getSnapshot().entries.map((e) => [e.character.name, e.justViewing]).sort()).toEqual([
      ['Anna', false],
      ['Bruno', false],
      ['Geteilt', true],
    ]);
    // The light list's characters were fetched whole in the background, so each one opens offline.
    expect(next.getSnapshot().entries.every((entry) => entry.loaded)).toBe(true);
    expect(await next.preload('a')).toBe(true);
  });

  it('a sheet opened right at start downloads its character once: the background fetch leaves it to the sheet', async () => {
    const cache = openCharacterCache('acc', freshStore());
    const server = fakeServer([stored('a', 'Anna'), stored('b', 'Bruno')]);
    // A whole character takes a while to arrive, as over a network (the background fetch and the sheet both ask meanwhile).
    const slowly: typeof server.request = async (method, path, options) => {
      if (method === 'GET' && path !== '/characters') await new Promise((resolve) => setTimeout(resolve, 50));
      return server.request(method, path, options);
    };
    const manager = new CharacterManager({ request: slowly, cache: () => cache });
    let opened: boolean | string | undefined;
    void manager.preload('a').then((result) => (opened = result));
    // IndexedDB answers on real turns of the event loop, the delays on fake time: both move until the sheet is open.
    for (let turn = 0; turn < 100 && opened === undefined; turn += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(10);
    }
    expect(opened).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    await settle(cache);
    expect(server.calls.filter((call) => call.method === 'GET').map((call) => call.path).sort()).toEqual(['/characters', '/characters/a', '/characters/b']);
    expect((await cache.read())?.characters.every((record) => record.loaded)).toBe(true);
  });

  it('a sheet whose character was asked for beside the list is left to the sheet by the background fetch, even when the sheet opens after it started', async () => {
    const cache = openCharacterCache('acc', freshStore());
    const server = fakeServer([stored('a', 'Anna'), stored('b', 'Bruno')]);
    const manager = new CharacterManager({ request: server.request, cache: () => cache });
    // The login callback asks for the sheet's character beside the list; the sheet's route comes later.
    expect(await manager.load('a')).toBe('ok');
    await vi.advanceTimersByTimeAsync(10);
    await settle(cache);
    expect(await manager.preload('a')).toBe(true);
    await settle(cache);
    expect(server.calls.filter((call) => call.method === 'GET').map((call) => call.path).sort()).toEqual(['/characters', '/characters/a', '/characters/b']);
    expect(manager.get('a')?.loaded).toBe(true);
  });

  it('a start with kept characters shows them before the server answers; the catch-up then brings what changed elsewhere, and no list is downloaded', async () => {
    const { cache, server } = await online();
    server.saveElsewhere('b', [{ path: ['notes'], value: 'neu' }]);
    server.state.set('c', stored('c', 'Clara'));
    const before = server.calls.length;
    // The server takes its time to answer, as over a phone's network.
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const slowly: typeof server.request = async (method, path, options) => {
      await answered;
      return server.request(method, path, options);
    };
    const next = new CharacterManager({ request: slowly, cache: () => cache });
    expect(await next.load()).toBe('ok');
    // At once: the kept copies, whole, not yet confirmed by the server.
    expect(next.getSnapshot().status).toBe('initialised');
    expect(next.fromCache).toBe(true);
    expect(next.get('b')).toMatchObject({ loaded: true, character: { revision: 1 } });
    expect(next.get('c')).toBeUndefined();
    answer();
    await settle(cache);
    expect(next.fromCache).toBe(false);
    expect(next.get('b')?.character).toMatchObject({ notes: 'neu', revision: 2 });
    expect(next.get('c')?.character.name).toBe('Clara');
    expect(server.calls.slice(before).map((call) => `${call.method} ${call.path}`)).toEqual(['POST /characters/changes']);
    expect((await cache.read())?.characters.find((record) => record.server.id === 'b')).toMatchObject({ loaded: true, server: { notes: 'neu', revision: 2 } });
  });

  it('opening a sheet whose character this browser keeps downloads nothing, and a change made elsewhere arrives with the catch-up', async () => {
    const { cache, server } = await online();
    const before = server.calls.length;
    const next = new CharacterManager({ request: server.request, cache: () => cache });
    expect(await next.preload('a')).toBe(true);
    expect(next.get('a')).toMatchObject({ loaded: true, character: { name: 'Anna', revision: 1 } });
    await settle(cache);
    expect(server.calls.slice(before).filter((call) => call.method === 'GET')).toEqual([]);

    server.saveElsewhere('a', [{ path: ['notes'], value: 'anderswo' }]);
    const afterChange = server.calls.length;
    const third = new CharacterManager({ request: server.request, cache: () => cache });
    expect(await third.preload('a')).toBe(true);
    await settle(cache);
    expect(third.get('a')?.character).toMatchObject({ notes: 'anderswo', revision: 2 });
    expect(server.calls.slice(afterChange).filter((call) => call.method === 'GET')).toEqual([]);
  });

  it('a catch-up at start that finds nothing changed leaves the snapshot as it was (the open screens do not render again)', async () => {
    const { cache, server } = await online();
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const next = new CharacterManager({
      request: async (method, path, options) => {
        await answered;
        return server.request(method, path, options);
      },
      cache: () => cache,
    });
    await next.load();
    const shown = next.getSnapshot();
    answer();
    await settle(cache);
    expect(next.fromCache).toBe(false);
    expect(next.getSnapshot()).toBe(shown);
  });

  it('a start from the kept characters writes none of them back; a character changed by the catch-up is written', async () => {
    const { cache, server } = await online();
    server.saveElsewhere('b', [{ path: ['notes'], value: 'neu' }]);
    const written: string[] = [];
    const watched: CharacterCache = { ...cache, write: (id, record) => (written.push(id), cache.write(id, record)) };
    const next = new CharacterManager({ request: server.request, cache: () => watched });
    await next.load();
    await settle(cache);
    expect(written).toEqual(['b']);
  });

  it('a kept start that cannot reach the server stays on the kept list (an error answer included), and the reconnect reconciles it', async () => {
    const { cache, server } = await online();
    server.saveElsewhere('a', [{ path: ['notes'], value: 'anderswo' }]);
    server.queue({ ok: false, status: 500, message: 'boom' });
    const next = new CharacterManager({ request: server.request, cache: () => cache });
    expect(await next.load()).toBe('ok');
    await settle(cache);
    expect(next.fromCache).toBe(true);
    expect(next.get('a')?.character.revision).toBe(1);
    next.reconnected();
    await settle(cache);
    expect(next.get('a')?.character).toMatchObject({ notes: 'anderswo', revision: 2 });
  });

  it('without anything cached, an offline start is an error as before', async () => {
    const server = fakeServer([stored('a', 'Anna')]);
    server.setOffline(true);
    const cache = openCharacterCache('acc', freshStore());
    expect(await new CharacterManager({ request: server.request, cache: () => cache }).load()).toBe('error');
  });

  it('an offline edit survives a reload offline and reaches the server against its base revision on reconnect', async () => {
    const { cache, server } = await online();
    server.setOffline(true);
    const first = new CharacterManager({ request: server.request, cache: () => cache });
    await first.load();
    first.update('a', { notes: 'offline geschrieben' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(first.get('a')?.saveState).toBe('unsaved');
    await settle(cache);

    // The page reloads, still offline: the edit is there again and still waits.
    const second = new CharacterManager({ request: server.request, cache: () => cache });
    await second.load();
    expect(second.get('a')?.character.notes).toBe('offline geschrieben');
    await vi.advanceTimersByTimeAsync(0);
    expect(second.get('a')?.saveState).toBe('unsaved');

    server.setOffline(false);
    second.reconnected();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.patches().at(-1)?.body).toEqual({ baseRevision: 1, patch: [{ path: ['notes'], value: 'offline geschrieben' }] });
    expect(server.state.get('a')?.notes).toBe('offline geschrieben');
    expect(second.get('a')).toMatchObject({ saveState: 'saved', character: { revision: 2 } });
    await settle(cache);
    const kept = (await cache.read())?.characters.find((c) => c.server.id === 'a');
    expect(kept).toMatchObject({ server: { revision: 2, notes: 'offline geschrieben' } });
    expect(kept?.edit).toBeUndefined();
  });

  it.each([
    ['another field', { hunger: 3 }, 'saved'],
    ['the same field to another value', { notes: 'am anderen Gerät' }, 'conflict'],
  ] as const)('offline edit vs. a save elsewhere of %s → %s (never a silent overwrite)', async (_label, elsewhere, expected) => {
    const { cache, server } = await online();
    server.setOffline(true);
    const manager = new CharacterManager({ request: server.request, cache: () => cache });
    await manager.load();
    manager.update('a', { notes: 'offline geschrieben' });
    await vi.advanceTimersByTimeAsync(1_000);
    const [path, value] = Object.entries(elsewhere)[0]!;
    server.saveElsewhere('a', [{ path: [path], value }]);

    server.setOffline(false);
    manager.reconnected();
    await vi.advanceTimersByTimeAsync(0);
    expect(manager.get('a')?.saveState).toBe(expected);
    if (expected === 'saved') expect(server.state.get('a')).toMatchObject({ notes: 'offline geschrieben', hunger: 3, revision: 3 });
    else expect(manager.get('a')?.conflicts?.map((c) => c.path)).toEqual([['notes']]);
  });

  it('an unsent edit of a character deleted elsewhere meanwhile is kept and shown as gone, not dropped', async () => {
    const { cache, server } = await online();
    server.setOffline(true);
    const offline = new CharacterManager({ request: server.request, cache: () => cache });
    await offline.load();
    offline.update('b', { notes: 'noch nicht gesendet' });
    await vi.advanceTimersByTimeAsync(1_000);
    await settle(cache);
    server.state.delete('b');
    server.setOffline(false);
    const next = new CharacterManager({ request: server.request, cache: () => cache });
    await next.load();
    expect(next.get('b')).toMatchObject({ gone: 'deleted', saveState: 'unsaved', character: { notes: 'noch nicht gesendet' } });
  });

  it('forgets kept characters the server no longer lists when nothing of them is unsent', async () => {
    const { cache, server } = await online();
    server.state.delete('b');
    const next = new CharacterManager({ request: server.request, cache: () => cache });
    await next.load();
    await settle(cache);
    expect((await cache.read())?.characters.map((c) => c.server.id).sort()).toEqual(['a', 's']);
  });
});
