import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, foldersBodySchema, foldersResponseSchema } from '@vitae/core/api';
import { sortFolders } from '@vitae/core';
import { valueSection } from '../../account-export.ts';
import { requireUser } from '../../plugins/authentication.ts';

/** The account's character folders: read the list, or replace it whole. */
const folderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser(app));
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema };
  app.accountExport.register('folders', valueSection(async (userId) => sortFolders(await app.repos.folders.list(userId))));

  app.get('/', { schema: { tags: ['folders'], response: { 200: foldersResponseSchema, ...errors } } }, async (request) => ({
    folders: sortFolders(await app.repos.folders.list(request.userId)),
  }));

  app.put('/', { schema: { tags: ['folders'], body: foldersBodySchema, response: { 200: foldersResponseSchema, ...errors } } }, async (request) => {
    await app.repos.folders.replace(request.userId, request.body.folders);
    return { folders: sortFolders(await app.repos.folders.list(request.userId)) };
  });
};

export default folderRoutes;
