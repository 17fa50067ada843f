import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import type { AuthenticateAck } from '@vitae/core/sync';
import type { TestContext } from './helper.ts';

/** Listens on a free port so real Socket.IO clients can connect; closes them after the file. */
export function useSockets(ctx: TestContext) {
  const state = { baseUrl: '', sockets: [] as Socket[] };
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    state.baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => state.sockets.forEach((socket) => socket.disconnect()));

  async function open(): Promise<Socket> {
    const socket = connect(state.baseUrl, { transports: ['websocket'], reconnection: false });
    state.sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  return {
    open,
    /** A connected, authenticated socket of the user with this access token. */
    async as(token: string): Promise<Socket> {
      const socket = await open();
      const ack = (await socket.timeout(5_000).emitWithAck('authenticate', token)) as AuthenticateAck;
      if (!ack.ok) throw new Error(`socket authentication failed: ${ack.reason}`);
      return socket;
    },
  };
}

/** The next payload of `event` on the socket (rejects after the timeout). */
export function nextEvent<T = Record<string, unknown>>(socket: Socket, event: string, timeoutMs = 5_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, onEvent);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const onEvent = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, onEvent);
  });
}

/** Resolves `true` when none of the events arrives within the window. */
export function silence(socket: Socket, events: string[], windowMs = 400): Promise<boolean> {
  return new Promise((resolve) => {
    const onEvent = () => finish(false);
    const finish = (quiet: boolean) => {
      clearTimeout(timer);
      events.forEach((event) => socket.off(event, onEvent));
      resolve(quiet);
    };
    events.forEach((event) => socket.once(event, onEvent));
    const timer = setTimeout(() => finish(true), windowMs);
  });
}
