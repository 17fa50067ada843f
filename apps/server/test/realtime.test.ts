import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { protocolVersion, type AuthenticateAck } from '@vitae/core/sync';
import { as, registerUser, useTestApp, type TestUser } from './helper.ts';

const ctx = useTestApp();
let baseUrl = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => sockets.forEach((socket) => socket.disconnect()));

async function connectAs(token: unknown): Promise<{ socket: Socket; ack: AuthenticateAck }> {
  const socket = connect(baseUrl, { transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const ack = await socket.timeout(5_000).emitWithAck('authenticate', token);
  return { socket, ack };
}

function nextUpdate(socket: Socket, timeoutMs = 5_000): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no character_updated')), timeoutMs);
    socket.once('character_updated', (payload: Record<string, unknown>) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Resolves true when no update arrives within the window (used to prove the sender is skipped). */
function silence(socket: Socket, windowMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const onUpdate = () => resolve(false);
    socket.once('character_updated', onUpdate);
    setTimeout(() => {
      socket.off('character_updated', onUpdate);
      resolve(true);
    }, windowMs);
  });
}

async function createAndRead(user: TestUser) {
  const { id } = (await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { name: 'Live' } }))).json();
  const stored = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true' }))).json().characters.find((c: { id: string }) => c.id === id);
  return { id, stored };
}

describe('socket authentication', () => {
  it('accepts a valid access token', async () => {
    const user = await registerUser(ctx);
    const { ack } = await connectAs(user.accessToken);
    expect(ack).toEqual({ ok: true, userId: user.id, protocolVersion });
  });

  it.each([
    ['a wrong token', 'v1.abc.def', 'unauthorized'],
    ['no token', 42, 'invalid_payload'],
    ['an old protocol', { token: 'x', protocolVersion: 0 }, 'client_too_old'],
  ])('refuses %s', async (_label, payload, reason) => {
    const { ack } = await connectAs(payload);
    expect(ack).toEqual({ ok: false, reason });
  });
});

describe('character_updated', () => {
  it('reaches the owner’s other connection and viewers, but not the saving socket', async () => {
    const owner = await registerUser(ctx);
    const viewer = await registerUser(ctx);
    const stranger = await registerUser(ctx);
    const { id, stored } = await createAndRead(owner);
    await ctx.app.repos.characters.addViewer(id, viewer.id);

    const phone = await connectAs(owner.accessToken);
    const laptop = await connectAs(owner.accessToken);
    const viewerSocket = await connectAs(viewer.accessToken);
    const strangerSocket = await connectAs(stranger.accessToken);

    const onLaptop = nextUpdate(laptop.socket);
    const onViewer = nextUpdate(viewerSocket.socket);
    const phoneSilent = silence(phone.socket);
    const strangerSilent = silence(strangerSocket.socket);

    const saved = await ctx.app.inject(
      as(owner, {
        method: 'PUT',
        url: `/api/characters/${id}`,
        headers: { 'x-socket-id': phone.socket.id! },
        payload: { ...stored, hunger: 5, notes: 'Blutdurst' },
      }),
    );
    expect(saved.json()).toEqual({ revision: 2 });

    expect(await onLaptop).toMatchObject({ id, revision: 2, hunger: 5, notes: 'Blutdurst' });
    const seenByViewer = await onViewer;
    expect(seenByViewer).toMatchObject({ id, revision: 2, hunger: 5, justViewing: true });
    expect(await phoneSilent).toBe(true);
    expect(await strangerSilent).toBe(true);
  });

  it('names the character in lower case, even when the save named it in upper case', async () => {
    const owner = await registerUser(ctx);
    const { id, stored } = await createAndRead(owner);
    const laptop = await connectAs(owner.accessToken);
    const onLaptop = nextUpdate(laptop.socket);
    const saved = await ctx.app.inject(as(owner, { method: 'PUT', url: `/api/characters/${String(id).toUpperCase()}`, payload: { ...stored, hunger: 3 } }));
    expect(saved.json()).toEqual({ revision: 2 });
    expect(await onLaptop).toMatchObject({ id, revision: 2, hunger: 3 });
  });

  it('is not even framed when no other connection could hear it', async () => {
    const owner = await registerUser(ctx);
    const viewer = await registerUser(ctx);
    const { id, stored } = await createAndRead(owner);
    await ctx.app.repos.characters.addViewer(id, viewer.id);
    const saving = await connectAs(owner.accessToken);
    const save = (revision: number, hunger: number) =>
      ctx.app.inject(as(owner, { method: 'PUT', url: `/api/characters/${id}`, headers: { 'x-socket-id': saving.socket.id! }, payload: { ...stored, revision, hunger } }));
    // Socket.IO frames an event in `broadcast`, before it looks who is in the rooms.
    const broadcast = vi.spyOn(ctx.app.realtime.io.of('/').adapter, 'broadcast');
    try {
      expect((await save(1, 1)).json()).toEqual({ revision: 2 });
      expect(broadcast).not.toHaveBeenCalled();

      const viewerSocket = await connectAs(viewer.accessToken);
      const onViewer = nextUpdate(viewerSocket.socket);
      expect((await save(2, 2)).json()).toEqual({ revision: 3 });
      expect(await onViewer).toMatchObject({ id, revision: 3, hunger: 2, justViewing: true });
      expect(broadcast).toHaveBeenCalledTimes(1);

      const laptop = await connectAs(owner.accessToken);
      const onLaptop = nextUpdate(laptop.socket);
      expect((await save(3, 3)).json()).toEqual({ revision: 4 });
      expect(await onLaptop).toMatchObject({ id, revision: 4, hunger: 3 });
      expect(broadcast).toHaveBeenCalledTimes(3);
    } finally {
      broadcast.mockRestore();
    }
  });

  it('is not sent for a refused (stale) save', async () => {
    const owner = await registerUser(ctx);
    const { id, stored } = await createAndRead(owner);
    const other = await connectAs(owner.accessToken);
    const first = nextUpdate(other.socket);
    await ctx.app.inject(as(owner, { method: 'PUT', url: `/api/characters/${id}`, payload: { ...stored, hunger: 2 } }));
    await first;
    const quiet = silence(other.socket);
    const stale = await ctx.app.inject(as(owner, { method: 'PUT', url: `/api/characters/${id}`, payload: { ...stored, hunger: 3 } }));
    expect(stale.statusCode).toBe(409);
    expect(await quiet).toBe(true);
  });
});

describe('list events (protocol 2)', () => {
  async function tabs(user: TestUser) {
    const [saving, other] = [await connectAs(user.accessToken), await connectAs(user.accessToken)];
    return { saving: saving.socket, other: other.socket, header: { 'x-socket-id': saving.socket.id! } };
  }
  const patchBody = (baseRevision: number, patch: unknown[]) => ({ baseRevision, patch });

  it('tells the account’s other tabs about created, patched, renamed, moved and deleted characters — never the tab that did it', async () => {
    const owner = await registerUser(ctx);
    const { saving, other, header } = await tabs(owner);
    const events = ['character_created', 'character_patched', 'character_renamed', 'character_moved', 'character_deleted'];

    let arrived: Promise<Record<string, unknown>> = nextEvent(other, 'character_created');
    const echoed = record(saving, events);
    const { id } = (await ctx.app.inject(as(owner, { method: 'POST', url: '/api/characters', headers: header, payload: { name: 'Neu' } }))).json();
    expect(await arrived).toMatchObject({ character: { id, name: 'Neu', revision: 1 } });

    const steps: Array<[string, unknown[], Record<string, unknown>]> = [
      ['character_patched', [{ path: ['hunger'], value: 2 }, { path: ['notes'], value: 'n' }], { id, revision: 2, patch: expect.arrayContaining([{ path: ['hunger'], value: 2 }, { path: ['notes'], value: 'n' }]) }],
      ['character_renamed', [{ path: ['name'], value: 'Umbenannt' }], { id, revision: 3, name: 'Umbenannt' }],
      ['character_moved', [{ path: ['directory'], value: 'Chicago' }], { id, revision: 4, directory: 'Chicago' }],
      ['character_moved', [{ path: ['directory'] }], { id, revision: 5, directory: null }],
    ];
    for (const [event, patch, expected] of steps) {
      arrived = nextEvent(other, event);
      const revision = (expected['revision'] as number) - 1;
      expect((await ctx.app.inject(as(owner, { method: 'PATCH', url: `/api/characters/${id}`, headers: header, payload: patchBody(revision, patch) }))).statusCode).toBe(200);
      expect(await arrived).toEqual(expected);
    }

    arrived = nextEvent(other, 'character_deleted');
    await ctx.app.inject(as(owner, { method: 'DELETE', url: `/api/characters/${id}`, headers: header }));
    expect(await arrived).toEqual({ id, reason: 'deleted' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(echoed).toEqual([]);
  });

  it('tells viewers that a character they view was deleted', async () => {
    const owner = await registerUser(ctx);
    const viewer = await registerUser(ctx);
    const { id } = await createAndRead(owner);
    await ctx.app.repos.characters.addViewer(id, viewer.id);
    const watching = await connectAs(viewer.accessToken);
    const arrived = nextEventOf(watching.socket, 'character_deleted');
    await ctx.app.inject(as(owner, { method: 'DELETE', url: `/api/characters/${id}` }));
    expect(await arrived).toEqual({ id, reason: 'deleted' });
  });

  it('tells the account’s other tabs about created, updated and deleted folders', async () => {
    const owner = await registerUser(ctx);
    const { saving, other, header } = await tabs(owner);
    const put = (folders: unknown[]) => ctx.app.inject(as(owner, { method: 'PUT', url: '/api/folders', headers: header, payload: { folders } }));
    let arrived = nextEventOf(other, 'folder_created');
    const echoed = record(saving, ['folder_created', 'folder_updated', 'folder_deleted']);
    await put([{ name: 'Chicago' }]);
    expect(await arrived).toEqual({ folder: { id: 'Chicago', name: 'Chicago', open: false } });
    arrived = nextEventOf(other, 'folder_updated');
    await put([{ name: 'Chicago', open: true }]);
    expect(await arrived).toEqual({ folder: { id: 'Chicago', name: 'Chicago', open: true } });
    arrived = nextEventOf(other, 'folder_deleted');
    await put([]);
    expect(await arrived).toEqual({ id: 'Chicago' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(echoed).toEqual([]);
  });
});

function nextEventOf(socket: Socket, event: string, timeoutMs = 5_000): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event}`)), timeoutMs);
    socket.once(event, (payload: Record<string, unknown>) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}
const nextEvent = nextEventOf;

/** Every one of these events the socket receives from now on, by name. */
function record(socket: Socket, events: string[]): string[] {
  const heard: string[] = [];
  events.forEach((event) => socket.on(event, () => heard.push(event)));
  return heard;
}
