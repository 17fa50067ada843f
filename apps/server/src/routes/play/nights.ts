import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@vitae/core/api';
import {
  maxNightExportMessages,
  nightParamsSchema,
  nightResponseSchema,
  nightsResponseSchema,
  playMessageSchema,
  sessionIdParamsSchema,
  startNightBodySchema,
  updateNightBodySchema,
} from '@vitae/core/play';
import { conflict, notFound } from '../../errors.ts';

/**
 * `/play/sessions/:id/nights` (issue #48): a chronicle's game nights. The storyteller starts one
 * (title, date, notes) and ends it; every member reads the nights and the part of the log each
 * files (only the messages they may see), which the app exports as Markdown in its language.
 */
const nightRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sessions } = app.play;
  const nights = () => app.repos.playNights;
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
  const tags = ['play'];

  async function nightOf(sessionId: string, nightId: string) {
    const night = await nights().get(sessionId, nightId);
    if (!night) throw notFound('this session has no such night', 'not_found');
    return night;
  }

  app.get('/sessions/:id/nights', { schema: { tags, description: 'The session’s game nights, newest first, each with how many of its messages the caller may see.', params: sessionIdParamsSchema, response: { 200: nightsResponseSchema, ...errors } } }, async (request) => {
    const member = await sessions.requireMember(request.params.id, request.userId);
    return { nights: await nights().list(member.session.id, request.userId, member.isHost) };
  });

  app.post(
    '/sessions/:id/nights',
    { schema: { tags, description: 'Storyteller: starts a game night; the log from now on is filed under it. 409 `night_running` while another runs.', params: sessionIdParamsSchema, body: startNightBodySchema, response: { 201: nightResponseSchema, ...errors } } },
    async (request, reply) => {
      const host = await sessions.requireHost(request.params.id, request.userId);
      sessions.requireOpen(host);
      if (await nights().running(host.session.id)) throw conflict('a night is running already; end it first', 'night_running');
      const { title, date, notes } = request.body;
      const row = await nights().start({ id: crypto.randomUUID(), sessionId: host.session.id, title, date: date ?? app.now().toISOString().slice(0, 10), notes, now: app.now() });
      return reply.status(201).send({ night: await nights().toNight(row, request.userId, true) });
    },
  );

  app.patch('/sessions/:id/nights/:nightId', { schema: { tags, description: 'Storyteller: title, date or notes of a night (also after it ended).', params: nightParamsSchema, body: updateNightBodySchema, response: { 200: nightResponseSchema, ...errors } } }, async (request) => {
    await sessions.requireHost(request.params.id, request.userId);
    const night = await nightOf(request.params.id, request.params.nightId);
    const { title, date, notes } = request.body;
    await nights().update(night.id, { ...(title !== undefined ? { title } : {}), ...(date !== undefined ? { date } : {}), ...(notes !== undefined ? { notes } : {}) });
    return { night: await nights().toNight((await nightOf(request.params.id, night.id)), request.userId, true) };
  });

  app.post('/sessions/:id/nights/:nightId/end', { schema: { tags, description: 'Storyteller: ends the running night; it keeps the log up to now. 409 `night_not_running` when it ended already.', params: nightParamsSchema, response: { 200: nightResponseSchema, ...errors } } }, async (request) => {
    await sessions.requireHost(request.params.id, request.userId);
    const night = await nightOf(request.params.id, request.params.nightId);
    if (night.endedAt) throw conflict('this night has ended already', 'night_not_running');
    await nights().end(night, app.now());
    return { night: await nights().toNight((await nightOf(request.params.id, night.id)), request.userId, true) };
  });

  app.get(
    '/sessions/:id/nights/:nightId/messages',
    {
      schema: {
        tags,
        description: `The night’s log as the caller may see it, oldest first; at most ${maxNightExportMessages} messages (\`cut\` says more exist).`,
        params: nightParamsSchema,
        response: { 200: z.object({ messages: z.array(playMessageSchema), cut: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      const member = await sessions.requireMember(request.params.id, request.userId);
      const night = await nightOf(request.params.id, request.params.nightId);
      return nights().messages(night, request.userId, member.isHost, maxNightExportMessages);
    },
  );
};

export default nightRoutes;
