import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { characterSchema } from '@vitae/core';
import {
  characterListQuerySchema,
  characterListResponseSchema,
  lightCharacterListResponseSchema,
  storedCharacterSchema,
  createCharacterResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  revisionConflictResponseSchema,
  socketIdHeader,
  updateCharacterResponseSchema,
} from '@vitae/core/api';
import { secretCharacterFields, withoutSecrets } from '@vitae/core/patch';
import { socketEvents } from '@vitae/core/sync';
import { newId } from '../../auth/secrets.ts';
import { upgradeCharacterBody } from '../../characters/upgrade.ts';
import { forbidden, notFound } from '../../errors.ts';
import { jsonArray, jsonObject, jsonStream } from '../../json-stream.ts';
import { requireUser } from '../../plugins/authentication.ts';
import { senderSocket } from '../../realtime/sender.ts';
import { currentJson, withRowFields } from '../../repositories/characters.ts';
import type { CharacterJsonRow, CharacterListRow } from '../../repositories/character-stream.ts';
import { listEntryJson } from '../../characters/list-entry.ts';
import { setMediaCookie } from './avatar.ts';
import changesRoutes from './changes.ts';
import patchRoutes from './patch.ts';
import viewerRoutes from './viewers.ts';
import { publishSyncOut } from '../../characters/sync-out.ts';

async function* asJson(rows: AsyncIterable<CharacterJsonRow>, justViewing?: true): AsyncGenerator<string> {
  for await (const row of rows) {
    const json = currentJson(row.data, row.older);
    // A viewer's copy leaves the owner's secrets (the tabletop key) out; owners get the text as stored.
    yield withRowFields(justViewing ? viewerJson(json) : json, { id: row.id, revision: row.revision, viewers: row.viewers, justViewing });
  }
}

function viewerJson(json: string): string {
  return secretCharacterFields.some((field) => json.includes(`"${field}"`)) ? JSON.stringify(withoutSecrets(JSON.parse(json) as object)) : json;
}

async function* asListJson(rows: AsyncIterable<CharacterListRow>, justViewing?: true): AsyncGenerator<string> {
  for await (const row of rows) yield listEntryJson(row, justViewing);
}

const characterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser(app));
  app.addHook('preHandler', app.quotas.characterWrite);
  const { characters, characterStream } = app.repos;
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 413: errorResponseSchema, 429: errorResponseSchema };
  app.accountExport.register('characters', (userId) => jsonArray(asJson(characterStream.owned(userId))));

  app.get(
    '/',
    {
      schema: {
        tags: ['characters'],
        description:
          'Own characters and those shared with the caller (marked justViewing), light: what the list shows (name, line, the line\'s list facts, folder, revision, avatar URL), never the sheet. `?full=true` answers every whole character instead (a copy kept in the browser); one whole character is `GET /api/characters/{id}`.',
        querystring: characterListQuerySchema,
        response: { 200: z.union([lightCharacterListResponseSchema, characterListResponseSchema]), 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      setMediaCookie(app, request, reply);
      // Streamed as it is read (see character-stream.ts): memory stays flat however much is stored.
      // Fastify sends a stream as it is; the schema above still documents the shape.
      const body =
        request.query.full === 'true'
          ? jsonObject([
              ['characters', jsonArray(asJson(characterStream.owned(request.userId)))],
              ['sharedCharacters', jsonArray(asJson(characterStream.sharedWith(request.userId), true))],
            ])
          : jsonObject([
              ['characters', jsonArray(asListJson(characterStream.ownedList(request.userId)))],
              ['sharedCharacters', jsonArray(asListJson(characterStream.sharedList(request.userId), true))],
            ]);
      return reply.type('application/json; charset=utf-8').send(jsonStream(body) as never);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['characters'],
        description: 'One whole character: owned (with its viewers) or shared with the caller (justViewing). The sheet loads it when it opens.',
        params: idParamsSchema,
        response: { 200: storedCharacterSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const character = await characters.getFor(request.params.id, request.userId);
      if (!character) throw notFound('there is no character with this id in your account');
      setMediaCookie(app, request, reply);
      return character;
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
      app.notify.toUsers([request.userId], socketEvents.characterCreated, { character: stored }, senderSocket(request));
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
      const result = await app.repos.characterWrites.put(id, request.userId, request.body, app.now(), app.quotas.room(request.userId));
      if (result.status === 'too_large') throw app.quotas.tooLarge(result);
      if (result.status === 'not_found') throw notFound('there is no character with this id in your account');
      if (result.status === 'forbidden') throw forbidden('this character is shared with you to view; only its owner can change it', 'forbidden');
      if (result.status === 'conflict') {
        return reply.status(409).send({
          code: 'revision_conflict' as const,
          message: `the character was changed elsewhere in the meantime (you edited revision ${request.body.revision}, the stored one is ${result.stored.revision}); nothing was overwritten`,
          character: result.stored,
        });
      }
      if (result.status === 'unchanged') return { revision: result.revision };
      const socketId = request.headers[socketIdHeader];
      app.realtime.characterUpdated(
        { ...result.character, viewers: request.body.viewers, justViewing: undefined },
        request.userId,
        result.viewerIds,
        typeof socketId === 'string' ? socketId : undefined,
      );
      void publishSyncOut(app, result.character, request.userId);
      return { revision: result.revision };
    },
  );

  app.delete(
    '/:id',
    { schema: { tags: ['characters'], params: idParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const { id } = request.params;
      const result = await characters.delete(id, request.userId);
      if (result.status === 'not_found') throw notFound('there is no character with this id in your account');
      const except = senderSocket(request);
      if (result.status === 'deleted') {
        app.notify.toUsers([request.userId, ...result.viewerIds], socketEvents.characterDeleted, { id, reason: 'deleted' }, except);
      } else {
        // A viewer left: their other tabs drop it, the owner sees one viewer fewer.
        app.notify.toUsers([request.userId], socketEvents.characterDeleted, { id, reason: 'unshared' }, except);
        if (result.ownerId) app.notify.toUsers([result.ownerId], socketEvents.characterViewers, { id, viewers: await characters.viewers(id) });
      }
      return reply.status(204).send(null);
    },
  );

  await app.register(patchRoutes);
  await app.register(changesRoutes);
  await app.register(viewerRoutes);
};

export default characterRoutes;
