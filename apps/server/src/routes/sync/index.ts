import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { syncUploadProblem, type SyncPart } from '@vitae/core';
import { errorResponseSchema, syncFetchBodySchema, syncFetchResponseSchema, syncIdParamsSchema, syncUploadBodySchema, type SyncUploadBody } from '@vitae/core/api';
import { valueSection } from '../../account-export.ts';
import { badRequest, forbidden } from '../../errors.ts';
import { requireUser } from '../../plugins/authentication.ts';

/**
 * `/sync` (docs/product-spec.md §4, §7): a sender uploads the live and the level data of a
 * character under its sync id; anyone who knows the id reads them (polling, and a socket push to
 * every tab that subscribed). Only the account that first uploaded under an id may write it.
 */
const syncRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = requireUser(app);
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
  app.accountExport.register('syncIds', valueSection((userId) => app.repos.syncChannels.ownedBy(userId)));

  async function upload(part: SyncPart, { syncId }: { syncId: string }, { gameLine, data }: SyncUploadBody, userId: string): Promise<void> {
    const problem = syncUploadProblem(gameLine, part, data);
    if (problem) throw badRequest(`invalid ${part} data: ${problem}`);
    const result = await app.repos.syncChannels.upload(syncId, userId, gameLine, part, data, app.now());
    if (result.status === 'not_yours') throw forbidden('this sync id was registered by another account; only it may upload under it', 'forbidden');
    app.notify.toSyncSubscribers({ syncId, gameLine, ...(part === 'live' ? { c: data } : { l: data }) });
  }

  const uploadSchema = (part: SyncPart) => ({
    tags: ['sync'],
    description: `Stores the ${part} data of a character under its sync id (the first upload registers the id to the caller) and pushes it to subscribed tabs.`,
    params: syncIdParamsSchema,
    body: syncUploadBodySchema,
    response: { 204: z.null(), ...errors },
  });

  app.post('/characters/:syncId', { onRequest: auth, schema: uploadSchema('live') }, async (request, reply) => {
    await upload('live', request.params, request.body, request.userId);
    return reply.status(204).send(null);
  });
  app.post('/characters/:syncId/level', { onRequest: auth, schema: uploadSchema('level') }, async (request, reply) => {
    await upload('level', request.params, request.body, request.userId);
    return reply.status(204).send(null);
  });

  app.post(
    '/characters',
    {
      schema: {
        tags: ['sync'],
        description: 'Anyone: the latest data of each sync id, `{[syncId]: {gameLine, c, l}}` (live and level); unknown ids are left out.',
        body: syncFetchBodySchema,
        response: { 200: syncFetchResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => app.repos.syncChannels.fetch(request.body.ids),
  );
};

export default syncRoutes;
