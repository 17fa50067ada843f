import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sortFolders } from '@vitae/core';
import { characterChangesBodySchema, characterChangesResponseSchema, errorResponseSchema, type CharacterChangesResponse } from '@vitae/core/api';
import { patchWithoutSecrets, touchesSecrets } from '@vitae/core/patch';

/**
 * `POST /characters/changes`: catch-up after a reconnect. The client names the revision it has of
 * each character; the answer holds what changed since (a patch while the revision log still covers
 * it, else the whole character), what is gone, and the folders.
 */
const changesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/changes',
    {
      schema: {
        tags: ['characters'],
        description:
          'Catch-up for a client that was offline or reconnected: `known` maps each character id it has to the revision it has. The answer lists changed and new characters (a patch from the known revision, or the whole character), the ids that are gone, and the current folders.',
        body: characterChangesBodySchema,
        response: { 200: characterChangesResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const { known } = request.body;
      const { characters, characterWrites, folders } = app.repos;
      const current = await characters.revisionsFor(request.userId);
      const changed: CharacterChangesResponse['changed'] = [];
      for (const [id, revision] of current) {
        const had = known[id];
        if (had === revision) continue;
        const patch = had !== undefined && had < revision ? await characterWrites.changesSince(id, had, revision) : undefined;
        if (patch) {
          // A viewer's catch-up leaves out changes of the owner's secrets (the tabletop key).
          const viewing = patch.some(touchesSecrets) && (await characters.ownerOf(id)) !== request.userId;
          changed.push({ id, revision, patch: viewing ? patchWithoutSecrets(patch) : patch });
          continue;
        }
        const character = await characters.getFor(id, request.userId);
        if (character) changed.push({ character });
      }
      const deleted = Object.keys(known).filter((id) => !current.has(id));
      return { changed, deleted, folders: sortFolders(await folders.list(request.userId)) };
    },
  );
};

export default changesRoutes;
