import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, foldersBodySchema, foldersResponseSchema } from '@vitae/core/api';
import { sortFolders } from '@vitae/core';
import { folderChanges } from '@vitae/core/patch';
import { socketEvents } from '@vitae/core/sync';
import { valueSection } from '../../account-export.ts';
import { requireUser } from '../../plugins/authentication.ts';
import { senderSocket } from '../../realtime/sender.ts';

/** The account's character folders: read the list, or replace it whole. */
const folderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser(app));
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema };
  app.accountExport.register('folders', valueSection(async (userId) => sortFolders(await app.repos.folders.list(userId))));

  app.get('/', { schema: { tags: ['folders'], response: { 200: foldersResponseSchema, ...errors } } }, async (request) => ({
    folders: sortFolders(await app.repos.folders.list(request.userId)),
  }));

  app.put('/', { schema: { tags: ['folders'], body: foldersBodySchema, response: { 200: foldersResponseSchema, ...errors } } }, async (request) => {
    const before = await app.repos.folders.list(request.userId);
    await app.repos.folders.replace(request.userId, request.body.folders);
    const after = await app.repos.folders.list(request.userId);
    // The account's other tabs and devices hear each change (a rename is a delete and a create: a folder is its name).
    const except = senderSocket(request);
    for (const change of folderChanges(before, after)) {
      if (change.type === 'deleted') app.notify.toUsers([request.userId], socketEvents.folderDeleted, { id: change.id }, except);
      else app.notify.toUsers([request.userId], change.type === 'created' ? socketEvents.folderCreated : socketEvents.folderUpdated, { folder: change.folder }, except);
    }
    return { folders: sortFolders(after) };
  });
};

export default folderRoutes;
