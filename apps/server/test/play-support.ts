import type { Socket } from 'socket.io-client';
import { expect } from 'vitest';
import type { EnterAck, MessageAck, PlayMessage, PlaySession, RollPayload, SendPayload } from '@vitae/core/play';
import { as, registerUser, type TestContext, type TestUser } from './helper.ts';
import type { useSockets } from './sockets.ts';

type Sockets = ReturnType<typeof useSockets>;

/** REST calls of VitaePlay for tests; each checks the status it expects. */
export function playApi(ctx: TestContext) {
  async function call<T>(user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, status = 200): Promise<T> {
    const response = await ctx.app.inject(as(user, { method, url: `/api/play${url}`, ...(payload === undefined ? {} : { payload: payload as object }) }));
    expect(response.statusCode, response.body).toBe(status);
    return (response.body ? response.json() : undefined) as T;
  }
  return {
    call,
    async open(host: TestUser, name = 'Chronik von Hamburg'): Promise<PlaySession> {
      return (await call<{ session: PlaySession }>(host, 'POST', '/sessions', { name }, 201)).session;
    },
    async join(user: TestUser, code: string): Promise<PlaySession> {
      return (await call<{ session: PlaySession }>(user, 'POST', '/join', { code })).session;
    },
    async bring(user: TestUser, sessionId: string, characterIds: string[]): Promise<PlaySession> {
      return (await call<{ session: PlaySession }>(user, 'PUT', `/sessions/${sessionId}/characters`, { characterIds })).session;
    },
    async history(user: TestUser, sessionId: string, query = ''): Promise<{ messages: PlayMessage[]; hasMore: boolean }> {
      return call(user, 'GET', `/sessions/${sessionId}/messages${query}`);
    },
  };
}

export async function createCharacter(ctx: TestContext, user: TestUser, fields: Record<string, unknown> = {}): Promise<string> {
  const response = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { name: 'Mira', ...fields } }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

export async function enter(socket: Socket, sessionId: string, after: number | null = null): Promise<Extract<EnterAck, { ok: true }>> {
  const ack = (await socket.timeout(5_000).emitWithAck('play_enter', { sessionId, after })) as EnterAck;
  if (!ack.ok) throw new Error(`play_enter failed: ${ack.code} ${ack.message}`);
  return ack;
}

export async function send(socket: Socket, payload: SendPayload): Promise<MessageAck> {
  return (await socket.timeout(5_000).emitWithAck('play_send', payload)) as MessageAck;
}

export async function roll(socket: Socket, payload: RollPayload): Promise<MessageAck> {
  return (await socket.timeout(5_000).emitWithAck('play_roll', payload)) as MessageAck;
}

/** Collects every `play_message` a socket receives, to check later who saw what. */
export function inbox(socket: Socket): PlayMessage[] {
  const seen: PlayMessage[] = [];
  socket.on('play_message', (message: PlayMessage) => seen.push(message));
  return seen;
}

/** Waits until `check` passes (messages travel through the adapter asynchronously). */
export async function eventually(check: () => void, timeoutMs = 3_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

/** Waits long enough that a message which should not arrive would have (to check it did not). */
export const pause = () => new Promise((resolve) => setTimeout(resolve, 250));

/** One place at the table: the user, their socket inside the session, and every message it received. */
export interface Seat {
  user: TestUser;
  socket: Socket;
  seen: PlayMessage[];
}

/** Connects `user`, enters the session and starts collecting what the socket receives. */
export async function seat(sockets: Sockets, user: TestUser, sessionId: string): Promise<Seat> {
  const socket = await sockets.as(user.accessToken);
  await enter(socket, sessionId);
  return { user, socket, seen: inbox(socket) };
}

/** A table of three, all seated: the host and the players Anna and Ben, who bring one character each (made of these fields). */
export async function seatTable(ctx: TestContext, sockets: Sockets, annaFields: Record<string, unknown>, benFields: Record<string, unknown>) {
  const api = playApi(ctx);
  const [h, a, b] = [await registerUser(ctx), await registerUser(ctx), await registerUser(ctx)];
  const session = await api.open(h);
  await api.join(a, session.code);
  await api.join(b, session.code);
  const annaCharacter = await createCharacter(ctx, a, annaFields);
  const benCharacter = await createCharacter(ctx, b, benFields);
  await api.bring(a, session.id, [annaCharacter]);
  await api.bring(b, session.id, [benCharacter]);
  const [host, anna, ben] = [await seat(sockets, h, session.id), await seat(sockets, a, session.id), await seat(sockets, b, session.id)];
  return { session, host, anna, ben, annaCharacter, benCharacter };
}
