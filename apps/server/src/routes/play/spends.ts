import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@vitae/core/api';
import {
  characterSpendsQuerySchema,
  characterSpendsResponseSchema,
  maxPendingSpendsPerCharacter,
  sessionIdParamsSchema,
  spendDecisionBodySchema,
  spendIdParamsSchema,
  spendParamsSchema,
  spendRequestBodySchema,
  spendResponseSchema,
  spendsResponseSchema,
} from '@vitae/core/play';
import { createPlaySpends } from '../../play/spends.ts';

/**
 * Spends that need approval (issue #48 item 3): the player's sheet asks (`/spends`), the
 * storyteller decides from the table (`/sessions/:id/spends`).
 */
const spendRoutes: FastifyPluginAsyncZod = async (app) => {
  const spends = createPlaySpends(app, app.play.sessions);
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 413: errorResponseSchema };
  const tags = ['play'];

  app.get(
    '/spends',
    { schema: { tags, description: "The owner's sheet: whether the character's open table asks for approval of spends, with its open and recently decided requests.", querystring: characterSpendsQuerySchema, response: { 200: characterSpendsResponseSchema, ...errors } } },
    async (request) => spends.ofCharacter(request.userId, request.query.characterId),
  );

  app.post(
    '/spends',
    {
      schema: {
        tags,
        description: `A player asks to buy \`purchase\` (the line's purchase) for a brought character; the line's rules price it. 409 \`spend_approval_off\` when the table does not ask, 400 \`spend_refused\` when the rules refuse it now, 409 \`too_many_spend_requests\` beyond ${maxPendingSpendsPerCharacter} open ones.`,
        body: spendRequestBodySchema,
        response: { 201: spendResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ request: await spends.request(request.userId, request.body) }),
  );

  app.delete('/spends/:spendId', { schema: { tags, description: 'The player withdraws an open request (409 `spend_not_pending` once decided).', params: spendIdParamsSchema, response: { 200: spendResponseSchema, ...errors } } }, async (request) => ({
    request: await spends.withdraw(request.userId, request.params.spendId),
  }));

  app.get('/sessions/:id/spends', { schema: { tags, description: 'Open requests: all of them for the storyteller, their own for a player.', params: sessionIdParamsSchema, response: { 200: spendsResponseSchema, ...errors } } }, async (request) => ({
    requests: await spends.pending(request.params.id, request.userId),
  }));

  app.post(
    '/sessions/:id/spends/:spendId/decision',
    {
      schema: {
        tags,
        description: 'Storyteller: approves (the server applies the purchase to the character as it is now; 409 `spend_stale` when the sheet changed, `spend_not_enough_xp`) or rejects with an optional note.',
        params: spendParamsSchema,
        body: spendDecisionBodySchema,
        response: { 200: spendResponseSchema, ...errors },
      },
    },
    async (request) => ({ request: await spends.decide(request.params.id, request.userId, request.params.spendId, request.body) }),
  );
};

export default spendRoutes;
