import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protocolVersion, type AuthenticateAck } from '@vitae/core/sync';
import { codeIn } from './smtp-sink.ts';
import { as, registerUser, useTestApp, type TestContext, type TestUser } from './helper.ts';

const sockets: Socket[] = [];
afterAll(() => sockets.forEach((socket) => socket.disconnect()));

function useListeningApp(overrides: Parameters<typeof useTestApp>[0] = {}) {
  const ctx = useTestApp(overrides);
  const state = { url: '' };
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    state.url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  return { ctx, state };
}

async function open(url: string): Promise<Socket> {
  const socket = connect(url, { transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

const authenticate = (socket: Socket, token: unknown): Promise<AuthenticateAck> => socket.timeout(5_000).emitWithAck('authenticate', token);

function disconnected(socket: Socket, timeoutMs = 5_000): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!socket.connected) return resolve('already');
    const timer = setTimeout(() => reject(new Error('still connected')), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** True when the socket receives no character_updated within the window. */
function quiet(socket: Socket, windowMs = 600): Promise<boolean> {
  return new Promise((resolve) => {
    const onUpdate = () => resolve(false);
    socket.once('character_updated', onUpdate);
    setTimeout(() => {
      socket.off('character_updated', onUpdate);
      resolve(true);
    }, windowMs);
  });
}

async function saveSomething(ctx: TestContext, user: TestUser): Promise<void> {
  const { id } = (await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { name: 'Live' } }))).json();
  const stored = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true' }))).json().characters.find((c: { id: string }) => c.id === id);
  expect((await ctx.app.inject(as(user, { method: 'PUT', url: `/api/characters/${id}`, payload: { ...stored, hunger: 3 } }))).statusCode).toBe(200);
}

describe('sockets end with their session', () => {
  const { ctx, state } = useListeningApp();

  it('attack: after logout the socket is disconnected and its token refused', async () => {
    const user = await registerUser(ctx);
    const socket = await open(state.url);
    expect((await authenticate(socket, user.accessToken)).ok).toBe(true);
    const gone = disconnected(socket);
    await ctx.app.inject({ method: 'POST', url: `/api/auth/logout?rtk=${user.refreshToken}` });
    expect(await gone).toBe('io server disconnect');
    const again = await open(state.url);
    expect(await authenticate(again, user.accessToken)).toEqual({ ok: false, reason: 'unauthorized' });
  });

  it('attack: after recovery every socket of the account is disconnected', async () => {
    const user = await registerUser(ctx);
    const [laptop, phone] = [await open(state.url), await open(state.url)];
    await authenticate(laptop, user.accessToken);
    const second = (await ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-user-id': user.id, 'x-user-passkey': user.passkey } })).json();
    await authenticate(phone, second.accessToken);
    const bothGone = Promise.all([disconnected(laptop), disconnected(phone)]);
    const before = ctx.smtp.mails.length;
    await ctx.app.inject({ method: 'PUT', url: `/api/auth/recover/${user.email}/begin` });
    const code = codeIn(await ctx.smtp.nextMailTo(user.email, before));
    expect((await ctx.app.inject({ method: 'GET', url: `/api/auth/recover/${code}/finish?email=${user.email}` })).statusCode).toBe(200);
    await bothGone;
  });

  it('attack: a failed re-authentication drops the earlier identity', async () => {
    const user = await registerUser(ctx);
    const socket = await open(state.url);
    expect((await authenticate(socket, user.accessToken)).ok).toBe(true);
    expect(await authenticate(socket, 'v1.forged.token')).toEqual({ ok: false, reason: 'unauthorized' });
    const silent = quiet(socket);
    await saveSomething(ctx, user);
    expect(await silent).toBe(true);
  });

  it('re-authenticating with a fresh token keeps the socket', async () => {
    const user = await registerUser(ctx);
    const socket = await open(state.url);
    await authenticate(socket, user.accessToken);
    const fresh = (await ctx.app.inject({ method: 'POST', url: `/api/auth/refresh?rtk=${user.refreshToken}` })).json();
    expect((await authenticate(socket, { token: fresh.accessToken, protocolVersion })).ok).toBe(true);
    const update = new Promise((resolve) => socket.once('character_updated', resolve));
    await saveSomething(ctx, { ...user, auth: { authorization: `Bearer ${fresh.accessToken}` } });
    expect(await update).toMatchObject({ hunger: 3 });
  });

  it('refuses payloads with NUL or lone surrogates like HTTP does', async () => {
    const socket = await open(state.url);
    expect(await authenticate(socket, 'v1.a\u0000b')).toEqual({ ok: false, reason: 'invalid_payload' });
    expect(await authenticate(socket, { token: '\uD800' })).toEqual({ ok: false, reason: 'invalid_payload' });
  });
});

describe('sockets end when their token expires', () => {
  const { ctx, state } = useListeningApp({ accessTokenTtlSeconds: 1 });

  it('attack: an authenticated socket is disconnected at token expiry and receives nothing after', async () => {
    const user = await registerUser(ctx);
    const socket = await open(state.url);
    expect((await authenticate(socket, user.accessToken)).ok).toBe(true);
    expect(await disconnected(socket, 3_000)).toBe('io server disconnect');
  });
});
