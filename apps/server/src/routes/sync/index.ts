import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { coreGameLine, syncUploadProblem, type GameLine, type SyncPart } from '@vitae/core';
import { errorResponseSchema, syncFetchBodySchema, syncFetchResponseSchema, syncIdParamsSchema, syncUploadBodySchema, syncUploadFromSpec, type SyncUploadBody } from '@vitae/core/api';
import { characterIdOfSyncId } from '@vitae/core/patch';
import { valueSection } from '../../account-export.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../errors.ts';
import { identify, requireUser } from '../../plugins/authentication.ts';
import { findTextProblem, textProblemError } from '../../plugins/input-guard.ts';

/**
 * `/sync` (docs/product-spec.md §4, §7): a sender uploads the live and the level data of a
 * character under its sync id; anyone who knows the id reads them (polling, and a socket push to
 * every tab that subscribed). Only the account that first uploaded under an id may write it, and
 * delete it when it turns sync off. Reads are rate-limited (anonymous per address, logged in per
 * account) so nobody walks the ids of the spec's guessable shape (issue #43, finding 5).
 */
const syncRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = requireUser(app);
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
  app.accountExport.register('syncIds', valueSection((userId) => app.repos.syncChannels.ownedBy(userId)));

  const budget = app.config.syncReadsPerMinute;
  const anonymousReads = app.createRateLimit({ max: budget.anonymous, timeWindow: 60_000, keyGenerator: (request) => `sync-read:${request.ip}` });
  const accountReads = app.createRateLimit({ max: budget.loggedIn, timeWindow: 60_000, keyGenerator: (request) => `sync-read-user:${request.userId}` });
  async function limitReads(request: FastifyRequest): Promise<void> {
    const userId = await identify(app, request);
    if (userId) request.userId = userId;
    const result = await (userId ? accountReads : anonymousReads)(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new HttpError(429, `too many sync reads; please wait ${Math.ceil(result.ttl / 1000)} seconds and try again`, 'rate_limited');
    }
  }

  /**
   * The line of an upload that names none (the spec's body): the linked character's when the id
   * begins with one of the uploader's characters, else the line stored for the id, else Vampire.
   */
  async function lineOf(syncId: string, userId: string, named: GameLine | undefined): Promise<GameLine> {
    if (named) return named;
    const characterId = characterIdOfSyncId(syncId);
    if (characterId && (await app.repos.characters.ownerOf(characterId)) === userId) {
      const character = await app.repos.characters.getFor(characterId, userId);
      if (character) return character.gameLine;
    }
    return (await app.repos.syncChannels.gameLineOf(syncId)) ?? coreGameLine;
  }

  async function upload(part: SyncPart, { syncId }: { syncId: string }, body: SyncUploadBody, userId: string): Promise<void> {
    const gameLine = await lineOf(syncId, userId, body.gameLine);
    const { data } = body;
    const problem = syncUploadProblem(gameLine, part, data);
    if (problem) throw badRequest(`invalid ${part} data: ${problem}`);
    const result = await app.repos.syncChannels.upload(syncId, userId, gameLine, part, data, app.now());
    if (result.status === 'not_yours') throw forbidden('this sync id was registered by another account; only it may upload under it', 'forbidden');
    app.notify.toSyncSubscribers({ syncId, gameLine, ...(part === 'live' ? { c: data } : { l: data }) });
  }

  const uploadSchema = (part: SyncPart) => ({
    tags: ['sync'],
    description: `Stores the ${part} data of a character under its sync id (the first upload registers the id to the caller) and pushes it to subscribed tabs. Also takes the spec's bodies: \`{data}\` without \`gameLine\` (the line comes from the linked character, the id's earlier uploads, or Vampire), \`data\` in the original client's encoding (base64 of the URI-escaped JSON), or the data object itself as the body.`,
    params: syncIdParamsSchema,
    body: syncUploadBodySchema,
    response: { 204: z.null(), ...errors },
  });
  // The spec's bodies become `{gameLine?, data}` before the schema reads them. Data decoded from
  // the original's encoding went past the input guard as text, so it gets the same check here.
  const fromSpec = async (request: FastifyRequest) => {
    const before = request.body;
    request.body = syncUploadFromSpec(before);
    const decoded = typeof (before as { data?: unknown } | null)?.data === 'string' && request.body !== before;
    const found = decoded ? findTextProblem(request.body, 'body') : undefined;
    if (found) throw textProblemError(found);
  };

  app.post('/characters/:syncId', { onRequest: auth, preValidation: fromSpec, schema: uploadSchema('live') }, async (request, reply) => {
    await upload('live', request.params, request.body, request.userId);
    return reply.status(204).send(null);
  });
  app.post('/characters/:syncId/level', { onRequest: auth, preValidation: fromSpec, schema: uploadSchema('level') }, async (request, reply) => {
    await upload('level', request.params, request.body, request.userId);
    return reply.status(204).send(null);
  });

  app.delete(
    '/characters/:syncId',
    {
      onRequest: auth,
      schema: {
        tags: ['sync'],
        description: 'The account that registered the sync id turns sync off: its stored data are deleted and the id reads as unknown from now on (it stays reserved to that account). 404 for anyone else.',
        params: syncIdParamsSchema,
        response: { 204: z.null(), 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // Someone else's id answers like an unknown one: a delete must not tell whether an id exists.
      if (!(await app.repos.syncChannels.remove(request.params.syncId, request.userId, app.now()))) throw notFound('there is no sync id like this in your account');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/characters',
    {
      preHandler: limitReads,
      schema: {
        tags: ['sync'],
        description: `Anyone: the latest data of each sync id, \`{[syncId]: {gameLine, c, l}}\` (live and level); unknown ids are left out. At most ${budget.anonymous} reads a minute per address without login, ${budget.loggedIn} per account with login (429 \`rate_limited\`).`,
        body: syncFetchBodySchema,
        response: { 200: syncFetchResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => app.repos.syncChannels.fetch(request.body.ids),
  );
};

export default syncRoutes;
