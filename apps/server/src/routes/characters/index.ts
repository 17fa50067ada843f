import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { characterSchema } from '@vitae/core';
import {
  characterListResponseSchema,
  createCharacterResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  revisionConflictResponseSchema,
  socketIdHeader,
  updateCharacterResponseSchema,
} from '@vitae/core/api';
import { newId } from '../../auth/secrets.ts';
import { upgradeCharacterBody } from '../../characters/upgrade.ts';
import { notFound } from '../../errors.ts';
import { jsonArray, jsonObject, jsonStream } from '../../json-stream.ts';
import { requireUser } from '../../plugins/authentication.ts';
import { currentJson, withRowFields } from '../../repositories/characters.ts';
import type { CharacterJsonRow } from '../../repositories/character-stream.ts';

async function* asJson(rows: AsyncIterable<CharacterJsonRow>, justViewing?: true): AsyncGenerator<string> {
  for await (const row of rows) yield withRowFields(currentJson(row.data, row.schemaVersion), { id: row.id, revision: row.revision, viewers: row.viewers, justViewing });
}

const characterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser(app));
  app.addHook('preHandler', app.quotas.characterWrite);
  const { characters, characterStream } = app.repos;
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 413: errorResponseSchema, 429: errorResponseSchema };
  app.accountExport.register('characters', (userId) => jsonArray(asJson(characterStream.owned(userId))));

  app.get(
    '/',
    {
      schema: {
        tags: ['characters'],
        description: 'Own characters and those shared with the caller (marked justViewing).',
        response: { 200: characterListResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // Streamed as it is read (see character-stream.ts): memory stays flat however much is stored.
      // Fastify sends a stream as it is; the schema above still documents the shape.
      const body = jsonObject([
        ['characters', jsonArray(asJson(characterStream.owned(request.userId)))],
        ['sharedCharacters', jsonArray(asJson(characterStream.sharedWith(request.userId), true))],
      ]);
      return reply.type('application/json; charset=utf-8').send(jsonStream(body) as never);
    },
  );

  app.post(
    '/',
    {
      preValidation: upgradeCharacterBody,
      schema: { tags: ['characters'], body: characterSchema, response: { 201: createCharacterResponseSchema, 409: errorResponseSchema, ...errors } },
    },
    async (request, reply) => {
      // The server always names new characters: an id sent along (e.g. from an import) is not reused.
      const stored = await characters.create(newId(), request.userId, request.body);
      return reply.status(201).send({ id: stored.id, revision: stored.revision });
    },
  );

  app.put(
    '/:id',
    {
      preValidation: upgradeCharacterBody,
      schema: {
        tags: ['characters'],
        description: 'Saves the whole character. `revision` must be the one last read; an older one gets 409 and the stored character.',
        params: idParamsSchema,
        body: characterSchema,
        response: { 200: updateCharacterResponseSchema, 409: z.union([revisionConflictResponseSchema, errorResponseSchema]), ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const result = await characters.update(id, request.userId, request.body, app.now());
      if (result.status === 'not_found') throw notFound('there is no character with this id in your account');
      if (result.status === 'conflict') {
        return reply.status(409).send({
          code: 'revision_conflict' as const,
          message: `the character was changed elsewhere in the meantime (you edited revision ${request.body.revision}, the stored one is ${result.stored.revision}); nothing was overwritten`,
          character: result.stored,
        });
      }
      const socketId = request.headers[socketIdHeader];
      app.realtime.characterUpdated(
        { ...request.body, id, revision: result.revision, justViewing: undefined },
        request.userId,
        result.viewerIds,
        typeof socketId === 'string' ? socketId : undefined,
      );
      return { revision: result.revision };
    },
  );

  app.delete(
    '/:id',
    { schema: { tags: ['characters'], params: idParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const result = await characters.delete(request.params.id, request.userId);
      if (result === 'not_found') throw notFound('there is no character with this id in your account');
      return reply.status(204).send(null);
    },
  );
};

export default characterRoutes;
