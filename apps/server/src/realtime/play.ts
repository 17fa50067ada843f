import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ErrorCode } from '@vitae/core/api';
import { enterPayloadSchema, exitPayloadSchema, playEvents, rollPayloadSchema, sendPayloadSchema, type PlayFailure } from '@vitae/core/play';
import { HttpError } from '../errors.ts';
import { playRoom } from '../play/sessions.ts';
import type { VitaeServer, VitaeSocket } from './realtime.ts';

/**
 * Catch-up after a reconnect sends at most this many messages in the ack (and at most
 * `PLAY_PAGE_BYTES` of them); the rest come by entering again or by REST paging.
 */
const catchUpLimit = 200;
const newestOnEnter = 50;

type Ack<T> = (result: T | PlayFailure) => void;

function failure(error: unknown, app: FastifyInstance): PlayFailure {
  if (error instanceof HttpError) return { ok: false, code: error.code ?? 'invalid_request', message: error.message };
  app.log.error({ err: error }, 'play socket event failed');
  return { ok: false, code: 'server_error' satisfies ErrorCode, message: 'something went wrong on the server; try again' };
}

/**
 * VitaePlay's live events on the shared socket: each checks the login and the payload with the
 * core schemas, runs the same service as the REST routes, and answers through the ack.
 */
export function registerPlaySockets(app: FastifyInstance, io: VitaeServer): void {
  const { sessions, table } = app.play;

  function handle<S extends z.ZodType, T>(schema: S, run: (userId: string, payload: z.output<S>, socket: VitaeSocket) => Promise<T>) {
    return (socket: VitaeSocket) =>
      (payload: unknown, ack?: unknown): void => {
        const reply: Ack<T> = typeof ack === 'function' ? (ack as Ack<T>) : () => undefined;
        const userId = socket.data.userId;
        if (!userId) return reply({ ok: false, code: 'not_logged_in', message: 'authenticate first' });
        const parsed = schema.safeParse(payload);
        if (!parsed.success) return reply({ ok: false, code: 'invalid_request', message: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'payload'}: ${issue.message}`).join('; ') });
        run(userId, parsed.data, socket).then(reply, (error: unknown) => reply(failure(error, app)));
      };
  }

  const enter = handle(enterPayloadSchema, async (userId, payload, socket) => {
    await sessions.requireMember(payload.sessionId, userId);
    await socket.join(playRoom(payload.sessionId));
    // Asked again once in the room: a kick, a re-authentication or a disconnect while the first
    // answer was on its way would otherwise leave the socket in a room it may not hear.
    const member = await sessions.requireMember(payload.sessionId, userId).catch(async (error: unknown) => {
      await socket.leave(playRoom(payload.sessionId));
      throw error;
    });
    if (socket.data.userId !== userId || socket.disconnected) {
      await socket.leave(playRoom(payload.sessionId));
      throw new HttpError(401, 'authenticate first', 'not_logged_in');
    }
    const maxBytes = app.config.play.pageBytes;
    const page =
      payload.after === null
        ? await app.repos.play.history(payload.sessionId, userId, member.isHost, { limit: newestOnEnter, maxBytes })
        : await app.repos.play.history(payload.sessionId, userId, member.isHost, { after: payload.after, limit: catchUpLimit, maxBytes });
    return { ok: true as const, session: await sessions.view(member.session, userId), messages: page.messages, hasMore: page.hasMore };
  });
  const exit = handle(exitPayloadSchema, async (_userId, payload, socket) => {
    await socket.leave(playRoom(payload.sessionId));
    return { ok: true as const };
  });
  const send = handle(sendPayloadSchema, async (userId, payload) => ({ ok: true as const, message: await table.send(payload.sessionId, userId, payload) }));
  const roll = handle(rollPayloadSchema, async (userId, { sessionId, ...input }) => ({ ok: true as const, message: await table.roll(sessionId, userId, input) }));

  io.on('connection', (socket) => {
    socket.on(playEvents.enter, enter(socket));
    socket.on(playEvents.exit, exit(socket));
    socket.on(playEvents.send, send(socket));
    socket.on(playEvents.roll, roll(socket));
  });
}
