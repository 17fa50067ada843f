import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@vitae/core/api';
import {
  bringCharactersBodySchema,
  createSessionBodySchema,
  historyQuerySchema,
  historyResponseSchema,
  joinSessionBodySchema,
  memberParamsSchema,
  removeMemberQuerySchema,
  webhookTestResponseSchema,
  messageResponseSchema,
  rollRequestBodySchema,
  rollRequestResponseSchema,
  rollBodySchema,
  sendBodySchema,
  sessionIdParamsSchema,
  sessionResponseSchema,
  sessionsResponseSchema,
  updateSessionBodySchema,
  xpAwardBodySchema,
  xpAwardResponseSchema,
} from '@vitae/core/play';
import { valueSection } from '../../account-export.ts';
import { HttpError } from '../../errors.ts';
import { createJoinGuard } from '../../play/limits.ts';
import { requireUser } from '../../plugins/authentication.ts';
import nightRoutes from './nights.ts';
import npcRoutes from './npcs.ts';
import spendRoutes from './spends.ts';

/**
 * `/play` (issue #18): VitaePlay sessions. Management and history over REST; the live part
 * (entering a session's room, chat and rolls as they happen) over the socket (`realtime/play.ts`),
 * which calls the same service. The protocol: packages/core/src/play/README.md.
 */
const playRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser(app));
  const { sessions, table } = app.play;
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 413: errorResponseSchema, 429: errorResponseSchema };
  const tags = ['play'];
  app.accountExport.register(
    'play',
    valueSection(async (userId) => ({ sessions: await app.repos.play.listFor(userId), messages: await app.repos.play.sentBy(userId) })),
  );

  app.get('/sessions', { schema: { tags, description: 'Sessions the caller hosts or joined, newest first.', response: { 200: sessionsResponseSchema, ...errors } } }, async (request) => ({
    sessions: await app.repos.play.listFor(request.userId),
  }));

  app.post('/sessions', { schema: { tags, description: 'Opens a session; the caller is its storyteller.', body: createSessionBodySchema, response: { 201: sessionResponseSchema, ...errors } } }, async (request, reply) =>
    reply.status(201).send({ session: await sessions.create(request.userId, request.body.name) }),
  );

  app.get('/sessions/:id', { schema: { tags, params: sessionIdParamsSchema, response: { 200: sessionResponseSchema, ...errors } } }, async (request) => {
    const member = await sessions.requireMember(request.params.id, request.userId);
    return { session: await sessions.view(member.session, request.userId) };
  });

  app.patch(
    '/sessions/:id',
    { schema: { tags, description: 'Storyteller: name, Discord webhook (its host must be on `WEBHOOK_HOSTS`) and whether public messages go there too.', params: sessionIdParamsSchema, body: updateSessionBodySchema, response: { 200: sessionResponseSchema, ...errors } } },
    async (request) => ({ session: await sessions.update(request.params.id, request.userId, request.body) }),
  );

  app.post(
    '/sessions/:id/webhook/test',
    { schema: { tags, description: 'Storyteller: posts a test message to the saved webhook; answers whether it was accepted and the HTTP status (`null`: not reached). 400 `webhook_missing` without one.', params: sessionIdParamsSchema, response: { 200: webhookTestResponseSchema, ...errors } } },
    async (request) => sessions.testWebhook(request.params.id, request.userId),
  );

  app.post('/sessions/:id/close', { schema: { tags, params: sessionIdParamsSchema, response: { 200: sessionResponseSchema, ...errors } } }, async (request) => ({
    session: await sessions.setClosed(request.params.id, request.userId, true),
  }));
  app.post('/sessions/:id/reopen', { schema: { tags, params: sessionIdParamsSchema, response: { 200: sessionResponseSchema, ...errors } } }, async (request) => ({
    session: await sessions.setClosed(request.params.id, request.userId, false),
  }));
  app.post('/sessions/:id/code', { schema: { tags, description: 'Storyteller: a new join code and link (the old ones stop working).', params: sessionIdParamsSchema, response: { 200: sessionResponseSchema, ...errors } } }, async (request) => ({
    session: await sessions.renewCode(request.params.id, request.userId),
  }));

  // Join codes are short enough to type: every wrong one costs (per account and per address).
  const joinGuard = createJoinGuard(app.config.play, () => app.now().getTime());
  app.post(
    '/join',
    { schema: { tags, description: 'Joins by code or link token. An unknown code and a closed session\'s code answer alike (404 `code_invalid`); failed joins are limited per account and address (429 `rate_limited`).', body: joinSessionBodySchema, response: { 200: sessionResponseSchema, ...errors } } },
    async (request) => {
      joinGuard.check(request.userId, request.ip);
      try {
        return { session: await sessions.join(request.userId, request.body) };
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) joinGuard.failed(request.userId, request.ip);
        throw error;
      }
    },
  );

  app.post('/sessions/:id/leave', { schema: { tags, params: sessionIdParamsSchema, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await sessions.leave(request.params.id, request.userId);
    return reply.status(204).send(null);
  });

  app.put(
    '/sessions/:id/characters',
    { schema: { tags, description: "The caller's characters at the table (replaces the earlier choice); the storyteller views them live.", params: sessionIdParamsSchema, body: bringCharactersBodySchema, response: { 200: sessionResponseSchema, ...errors } } },
    async (request) => ({ session: await sessions.bring(request.params.id, request.userId, request.body.characterIds) }),
  );

  app.delete(
    '/sessions/:id/members/:userId',
    { schema: { tags, description: 'Storyteller: takes a player out. `?ban=true` bans them (403 `play_banned` on every join until lifted); otherwise they may rejoin with the code.', params: memberParamsSchema, querystring: removeMemberQuerySchema, response: { 200: sessionResponseSchema, ...errors } } },
    async (request) => ({ session: await sessions.remove(request.params.id, request.userId, request.params.userId, request.query.ban) }),
  );
  app.post('/sessions/:id/members/:userId/unban', { schema: { tags, description: 'Storyteller: lifts a ban; the player may join again with the code or link.', params: memberParamsSchema, response: { 200: sessionResponseSchema, ...errors } } }, async (request) => ({
    session: await sessions.unban(request.params.id, request.userId, request.params.userId),
  }));

  app.get('/sessions/:id/messages', { schema: { tags, description: 'A page of the log the caller may see, oldest first.', params: sessionIdParamsSchema, querystring: historyQuerySchema, response: { 200: historyResponseSchema, ...errors } } }, async (request) => {
    const member = await sessions.requireMember(request.params.id, request.userId);
    return app.repos.play.history(member.session.id, request.userId, member.isHost, { ...request.query, maxBytes: app.config.play.pageBytes });
  });

  app.post('/sessions/:id/messages', { schema: { tags, params: sessionIdParamsSchema, body: sendBodySchema, response: { 201: messageResponseSchema, ...errors } } }, async (request, reply) =>
    reply.status(201).send({ message: await table.send(request.params.id, request.userId, request.body) }),
  );

  app.post(
    '/sessions/:id/rolls',
    { schema: { tags, description: 'The server rolls a command or a structured pool and logs it.', params: sessionIdParamsSchema, body: rollBodySchema, response: { 201: messageResponseSchema, ...errors } } },
    async (request, reply) => reply.status(201).send({ message: await table.roll(request.params.id, request.userId, request.body) }),
  );

  app.post(
    '/sessions/:id/roll-requests',
    { schema: { tags, description: 'Storyteller: asks a player (or several: `targets`) for a roll.', params: sessionIdParamsSchema, body: rollRequestBodySchema, response: { 201: rollRequestResponseSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await table.requestRoll(request.params.id, request.userId, request.body)),
  );

  await app.register(nightRoutes);
  await app.register(npcRoutes);
  await app.register(spendRoutes);

  app.post('/sessions/:id/xp', { schema: { tags, description: "Storyteller: experience for brought characters, into each one's XP history.", params: sessionIdParamsSchema, body: xpAwardBodySchema, response: { 200: xpAwardResponseSchema, ...errors } } }, async (request) =>
    table.awardXp(request.params.id, request.userId, request.body),
  );
};

export default playRoutes;
