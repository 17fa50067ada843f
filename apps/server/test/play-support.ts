import type { Socket } from 'socket.io-client';
import { expect } from 'vitest';
import type { EnterAck, MessageAck, PlayMessage, PlaySession, RollPayload, SendPayload } from '@vitae/core/play';
import { as, type TestContext, type TestUser } from './helper.ts';

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
