import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LightCharacterListResponse, StoredCharacter } from '@vitae/core/api';
import { CharacterManager } from './manager.ts';
import { fakeServer, stored } from '../../testing/fake-character-server.ts';


describe('CharacterManager with the light list', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  async function setup() {
    const vampire = { ...stored('a', 'Anna'), backstory: 'lang', notes: 'geheim', avatar: 'data:image/png;base64,AAAA', clan: { id: 7, name: 'Tremere' } } as unknown as StoredCharacter;
    const server = fakeServer([vampire, stored('b', 'Bruno')]);
    const manager = new CharacterManager({ request: server.request });
    expect(await manager.load()).toBe('ok');
    return { server, manager };
  }

  it('lists from light entries: list facts and the avatar URL, no sheet, until a sheet is opened', async () => {
    const { server, manager } = await setup();
    const entry = manager.get('a')!;
    expect(entry).toMatchObject({ loaded: false, avatarUrl: '/api/characters/a/avatar?v=0123456789abcdef', character: { name: 'Anna', clan: { id: 7, name: 'Tremere' }, revision: 1 } });
    expect(entry.character).not.toHaveProperty('backstory');
    expect(entry.character).not.toHaveProperty('avatar');
    expect(await manager.preload('a')).toBe(true);
    expect(server.calls.filter((call) => call.method === 'GET').map((call) => call.path)).toEqual(['/characters', '/characters/a']);
    expect(manager.get('a')).toMatchObject({ loaded: true, character: { backstory: 'lang', notes: 'geheim', avatar: 'data:image/png;base64,AAAA' } });
    // Opened once: opening again does not ask the server.
    await manager.preload('a');
    expect(server.calls.filter((call) => call.path === '/characters/a')).toHaveLength(1);
  });

  it('opening a sheet at start asks for its character beside the list, not after it, and once', async () => {
    const server = fakeServer([{ ...stored('a', 'Anna'), notes: 'geheim' } as StoredCharacter, stored('b', 'Bruno')]);
    let answerList = () => undefined as void;
    const listAnswered = new Promise<void>((resolve) => (answerList = resolve));
    const request: typeof server.request = async (method, path, options) => {
      if (path === '/characters') await listAnswered;
      return server.request(method, path, options);
    };
    const manager = new CharacterManager({ request });
    const opened = manager.preload('a');
    await vi.advanceTimersByTimeAsync(0);
    // The list has not answered, and the character is already asked for (its line can start loading).
    expect(server.calls.map((call) => call.path)).toEqual(['/characters/a']);
    expect(await manager.opening('a')).toMatchObject({ gameLine: 'v5', notes: 'geheim' });
    expect(await manager.opening('b')).toBeUndefined();
    answerList();
    expect(await opened).toBe(true);
    expect(server.calls.map((call) => call.path)).toEqual(['/characters/a', '/characters']);
    expect(manager.get('a')).toMatchObject({ loaded: true, character: { notes: 'geheim', revision: 1 } });
    expect(manager.get('b')?.loaded).toBe(false);
  });

  it('takes the requests a login callback already sent (head start) instead of asking again, once', async () => {
    const server = fakeServer([{ ...stored('a', 'Anna'), notes: 'geheim' } as StoredCharacter, stored('b', 'Bruno')]);
    const head = { id: 'a', character: server.request<StoredCharacter>('GET', '/characters/a'), list: server.request<LightCharacterListResponse>('GET', '/characters') };
    const headStart = vi.fn().mockReturnValueOnce(head).mockReturnValue(undefined);
    const manager = new CharacterManager({ request: server.request, headStart });
    expect(await manager.preload('a')).toBe(true);
    expect(await manager.opening('a')).toBeUndefined();
    expect(manager.get('a')).toMatchObject({ loaded: true, character: { notes: 'geheim' } });
    expect(manager.get('b')?.loaded).toBe(false);
    // Only the head start's two requests went out.
    expect(server.calls.map((call) => call.path)).toEqual(['/characters/a', '/characters']);
    manager.reset();
    expect(await manager.load()).toBe('ok');
    expect(headStart).toHaveBeenCalledTimes(2);
    expect(server.calls.map((call) => call.path)).toEqual(['/characters/a', '/characters', '/characters']);
  });

  it('a head start for another sheet gives its list; the opened character is asked for', async () => {
    const server = fakeServer([stored('a', 'Anna'), stored('b', 'Bruno')]);
    const head = { id: 'a', character: server.request<StoredCharacter>('GET', '/characters/a'), list: server.request<LightCharacterListResponse>('GET', '/characters') };
    const manager = new CharacterManager({ request: server.request, headStart: () => head });
    expect(await manager.preload('b')).toBe(true);
    expect(server.calls.map((call) => call.path)).toEqual(['/characters/a', '/characters', '/characters/b']);
    expect(manager.get('b')?.loaded).toBe(true);
  });

  it('a start without a session takes the head start and drops it', async () => {
    const server = fakeServer([stored('a', 'Anna')]);
    const headStart = vi.fn(() => undefined);
    const manager = new CharacterManager({ request: server.request, headStart, hasSession: async () => false });
    expect(await manager.load('a')).toBe('not_authed');
    expect(headStart).toHaveBeenCalledTimes(1);
  });

  it('asks again when the character asked for beside the list is older than the list (saved elsewhere in between)', async () => {
    const server = fakeServer([stored('a', 'Anna')]);
    let first = true;
    const request = <T,>(method: string, path: string, options?: Parameters<typeof server.request>[2]) => {
      const answer = server.request<T>(method, path, options);
      if (path === '/characters/a' && first) {
        first = false;
        server.saveElsewhere('a', [{ path: ['notes'], value: 'anderswo' }]);
      }
      return answer;
    };
    const manager = new CharacterManager({ request });
    expect(await manager.preload('a')).toBe(true);
    expect(server.calls.map((call) => call.path)).toEqual(['/characters/a', '/characters', '/characters/a']);
    expect(manager.get('a')?.character).toMatchObject({ notes: 'anderswo', revision: 2 });
  });

  it('a logout forgets the character asked for beside the list', async () => {
    const server = fakeServer([stored('a', 'Anna')]);
    const manager = new CharacterManager({ request: server.request });
    // Listed, but the sheet was never opened: the answer waits for it.
    expect(await manager.load('a')).toBe('ok');
    expect(await manager.opening('a')).toMatchObject({ name: 'Anna' });
    manager.reset();
    expect(await manager.opening('a')).toBeUndefined();
  });

  it('a character asked for beside the list that the list does not name is not found (the early answer does not count)', async () => {
    const server = fakeServer([stored('a', 'Anna')]);
    server.state.set('x', stored('x', 'Fremd'));
    const request = <T,>(method: string, path: string, options?: Parameters<typeof server.request>[2]) => {
      const answer = server.request<T>(method, path, options);
      // Gone from the list by the time it is asked for.
      if (path === '/characters/x') server.state.delete('x');
      return answer;
    };
    const manager = new CharacterManager({ request });
    expect(await manager.preload('x')).toBe('not_found');
    expect(manager.get('x')).toBeUndefined();
    expect(server.calls.map((call) => call.path)).toEqual(['/characters/x', '/characters']);
  });

  it('preload of a character the server no longer knows → not_found, a failed load → error', async () => {
    const { server, manager } = await setup();
    server.state.delete('b');
    expect(await manager.preload('b')).toBe('not_found');
    server.queue({ ok: false, status: 500, message: 'kaputt' });
    expect(await manager.preload('a')).toBe('error');
    expect(manager.get('a')?.loaded).toBe(false);
  });

  it('renames and moves a light entry as a patch, and keeps that edit on top when the sheet loads', async () => {
    const { server, manager } = await setup();
    manager.update('a', { name: 'Anna-Lena' });
    manager.update('a', (character) => ({ ...character, directory: 'Leipzig' }));
    await manager.preload('a');
    expect(manager.get('a')?.character).toMatchObject({ name: 'Anna-Lena', directory: 'Leipzig', backstory: 'lang' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.patches().at(-1)!.body).toEqual({ baseRevision: 1, patch: [{ path: ['name'], value: 'Anna-Lena' }, { path: ['directory'], value: 'Leipzig' }] });
    expect(server.state.get('a')).toMatchObject({ name: 'Anna-Lena', directory: 'Leipzig', backstory: 'lang', revision: 2 });
  });

  it('keeps a light entry right when changes arrive: name and clan show, a new avatar is a new URL, other fields do no harm', async () => {
    const { server, manager } = await setup();
    let event = server.saveElsewhere('a', [{ path: ['name'], value: 'Annabelle' }, { path: ['clan'], value: { id: 2, name: 'Brujah' } }]);
    manager.applyRemotePatch(event.id, event.revision, event.patch);
    expect(manager.get('a')).toMatchObject({ loaded: false, character: { name: 'Annabelle', clan: { id: 2, name: 'Brujah' }, revision: 2 } });
    event = server.saveElsewhere('a', [{ path: ['avatar'], value: 'data:image/png;base64,BBBB' }, { path: ['inventory', 'cash'], value: 120 }]);
    manager.applyRemotePatch(event.id, event.revision, event.patch);
    expect(manager.get('a')).toMatchObject({ avatarUrl: '/api/characters/a/avatar?v=r3', character: { revision: 3 } });
    expect(manager.get('a')!.character).not.toHaveProperty('avatar');
    event = server.saveElsewhere('a', [{ path: ['avatar'], value: '' }]);
    manager.applyRemotePatch(event.id, event.revision, event.patch);
    expect(manager.get('a')?.avatarUrl).toBeNull();
    // Opening it now loads the newest whole character.
    await manager.preload('a');
    expect(manager.get('a')?.character).toMatchObject({ name: 'Annabelle', revision: 4, backstory: 'lang', inventory: { cash: 120 } });
  });

  it('a whole character from the server (character_updated) makes a light entry whole', async () => {
    const { manager } = await setup();
    manager.applyRemote({ ...stored('b', 'Bruno'), revision: 2, notes: 'neu' } as StoredCharacter);
    expect(manager.get('b')).toMatchObject({ loaded: true, character: { notes: 'neu', revision: 2, humanity: 7 } });
  });

  it('wholeCharacter loads what a copy or an export needs', async () => {
    const { manager } = await setup();
    expect(await manager.wholeCharacter('a')).toMatchObject({ backstory: 'lang', name: 'Anna' });
    expect(await manager.wholeCharacter('zzz')).toBeUndefined();
  });
});
