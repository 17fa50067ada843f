import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@vitae/core/api';
import { maxNpcsPerSession, npcBodySchema, npcParamsSchema, npcResponseSchema, npcsResponseSchema, sessionIdParamsSchema } from '@vitae/core/play';
import { HttpError, notFound } from '../../errors.ts';

/**
 * `/play/sessions/:id/npcs` (issue #48): the storyteller's quick characters. The storyteller sees
 * and edits every stat block and rolls them through the table's `/rolls` (secret by default);
 * players see only the revealed ones, by name and notes, never their numbers.
 */
const npcRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sessions } = app.play;
  const npcs = () => app.repos.playNpcs;
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
  const tags = ['play'];

  /** Everyone at the table learns that the list changed (players then read the revealed ones again). */
  function announce(sessionId: string) {
    void sessions.broadcastSession(sessionId);
  }

  app.get('/sessions/:id/npcs', { schema: { tags, description: 'Storyteller: every quick character (`npcs`); a player: only the revealed ones, by name and notes (`revealed`).', params: sessionIdParamsSchema, response: { 200: npcsResponseSchema, ...errors } } }, async (request) => {
    const member = await sessions.requireMember(request.params.id, request.userId);
    const all = await npcs().list(member.session.id);
    const revealed = all.filter((npc) => npc.revealed).map(({ id, name, notes, line }) => ({ id, name, notes, line }));
    return { npcs: member.isHost ? all : [], revealed };
  });

  app.post(
    '/sessions/:id/npcs',
    { schema: { tags, description: `Storyteller: a new quick character (at most ${maxNpcsPerSession} per session, 409 \`too_many_npcs\`).`, params: sessionIdParamsSchema, body: npcBodySchema, response: { 201: npcResponseSchema, ...errors } } },
    async (request, reply) => {
      const host = await sessions.requireHost(request.params.id, request.userId);
      if ((await npcs().count(host.session.id)) >= maxNpcsPerSession) throw new HttpError(409, `a session holds at most ${maxNpcsPerSession} quick characters; delete one first`, 'too_many_npcs');
      const npc = await npcs().create(crypto.randomUUID(), host.session.id, request.body, app.now());
      if (npc.revealed) announce(host.session.id);
      return reply.status(201).send({ npc });
    },
  );

  app.put('/sessions/:id/npcs/:npcId', { schema: { tags, description: 'Storyteller: replaces a quick character (revealing it shows it to the players).', params: npcParamsSchema, body: npcBodySchema, response: { 200: npcResponseSchema, ...errors } } }, async (request) => {
    const host = await sessions.requireHost(request.params.id, request.userId);
    const before = await npcs().get(host.session.id, request.params.npcId);
    const npc = await npcs().update(host.session.id, request.params.npcId, request.body);
    if (!npc) throw notFound('this session has no such character', 'not_found');
    if (before?.revealed || npc.revealed) announce(host.session.id);
    return { npc };
  });

  app.delete('/sessions/:id/npcs/:npcId', { schema: { tags, params: npcParamsSchema, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    const host = await sessions.requireHost(request.params.id, request.userId);
    if (!(await npcs().remove(host.session.id, request.params.npcId))) throw notFound('this session has no such character', 'not_found');
    announce(host.session.id);
    return reply.status(204).send(null);
  });
};

export default npcRoutes;
