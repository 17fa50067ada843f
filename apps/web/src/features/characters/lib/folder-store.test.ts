import { describe, expect, it } from 'vitest';
import type { Folder } from '@vitae/core';
import type { FoldersResponse } from '@vitae/core/api';
import type { ApiResult } from '../../../lib/api-client.ts';
import { FolderStore } from './folder-store.ts';

const folder = (name: string, open = true): Folder => ({ id: name.toLowerCase(), name, open });
const ok = (folders: Folder[]): ApiResult<FoldersResponse> => ({ ok: true, status: 200, data: { folders } });

/** A server whose answers the test releases one by one, recording what was saved. */
function slowServer(initial: Folder[]) {
  const saved: string[][] = [];
  let releaseFetch: (result: ApiResult<FoldersResponse>) => void = () => undefined;
  const api = {
    fetch: () => new Promise<ApiResult<FoldersResponse>>((resolve) => (releaseFetch = resolve)),
    save: (folders: readonly Folder[]) => {
      saved.push(folders.map((f) => f.name));
      return Promise.resolve(ok([...folders]));
    },
  };
  return { api, saved, answerFetch: (result = ok(initial)) => releaseFetch(result) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('FolderStore', () => {
  it('a change made before the list has loaded keeps the existing folders (and the load does not undo it)', async () => {
    const server = slowServer([folder('Chicago')]);
    const store = new FolderStore(server.api);
    void store.load();
    const adding = store.change((list) => [...list, folder('Leipzig')]);
    await tick();
    expect(server.saved).toEqual([]);
    server.answerFetch();
    expect(await adding).toBe(true);
    expect(server.saved).toEqual([['Chicago', 'Leipzig']]);
    expect(store.snapshot().folders.map((f) => f.name)).toEqual(['Chicago', 'Leipzig']);
  });

  it('live changes heard while loading are applied on top of the loaded list', async () => {
    const server = slowServer([folder('Chicago'), folder('Berlin')]);
    const store = new FolderStore(server.api);
    const loading = store.load();
    store.hear({ type: 'created', folder: folder('Wien') });
    store.hear({ type: 'deleted', id: 'berlin' });
    server.answerFetch();
    await loading;
    expect(store.snapshot().folders.map((f) => f.name)).toEqual(['Chicago', 'Wien']);
  });

  it('saves nothing when the list cannot be loaded, and tries the load again next time', async () => {
    const server = slowServer([folder('Chicago')]);
    const store = new FolderStore(server.api);
    const first = store.change((list) => [...list, folder('Leipzig')]);
    server.answerFetch({ ok: false, status: 0, message: 'network_error' });
    expect(await first).toBe(false);
    expect(store.snapshot()).toEqual({ folders: [], failed: true });
    const second = store.change((list) => [...list, folder('Leipzig')]);
    server.answerFetch();
    expect(await second).toBe(true);
    expect(server.saved).toEqual([['Chicago', 'Leipzig']]);
    expect(store.snapshot().failed).toBe(false);
  });

  it('a refused save rolls the list back and reports it', async () => {
    const store = new FolderStore({
      fetch: () => Promise.resolve(ok([folder('Chicago')])),
      save: () => Promise.resolve({ ok: false, status: 400, message: 'nope' }),
    });
    expect(await store.change((list) => [...list, folder('Leipzig')])).toBe(false);
    expect(store.snapshot()).toEqual({ folders: [folder('Chicago')], failed: true });
  });

  it('a whole list read before a save and heard while it saves does not undo the change', async () => {
    let answerSave: (result: ApiResult<FoldersResponse>) => void = () => undefined;
    const store = new FolderStore({
      fetch: () => Promise.resolve(ok([])),
      save: () => new Promise((resolve) => (answerSave = resolve)),
    });
    await store.load();
    const adding = store.change((list) => [...list, folder('Leipzig')]);
    await tick();
    store.hear({ type: 'list', folders: [] });
    expect(store.snapshot().folders.map((f) => f.name)).toEqual(['Leipzig']);
    answerSave(ok([folder('Leipzig')]));
    expect(await adding).toBe(true);
    expect(store.snapshot().folders.map((f) => f.name)).toEqual(['Leipzig']);
    store.hear({ type: 'list', folders: [folder('Leipzig'), folder('Wien')] });
    expect(store.snapshot().folders.map((f) => f.name)).toEqual(['Leipzig', 'Wien']);
  });
});
