import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  const stored = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters' }))).json().characters.find((c: { id: string }) => c.id === id);
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
