import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  baseTooOldResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  patchCharacterBodySchema,
  patchCharacterResponseSchema,
  patchConflictResponseSchema,
} from '@vitae/core/api';
import { patchKind, patchWithoutSecrets, pathKey, touchesSecrets, type PatchOperation } from '@vitae/core/patch';
import { socketEvents } from '@vitae/core/sync';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import type { Notifier } from '../../realtime/notify.ts';
import { senderSocket } from '../../realtime/sender.ts';
import { publishSyncOut } from '../../characters/sync-out.ts';


/**
 * Tells the owner's other tabs and the viewers what a save changed, named as a list would say it.
 * `userIds` is the owner first, then the viewers: viewers get the patch without the owner's
 * secrets (a change of the tabletop key reaches them as an empty patch that only counts the revision).
 */
export function announcePatch(notify: Notifier, userIds: string[], id: string, revision: number, patch: PatchOperation[], exceptSocketId?: string): void {
  const [ownerId, ...viewerIds] = userIds;
  if (viewerIds.length > 0 && patch.some(touchesSecrets)) {
    if (ownerId) announcePatch(notify, [ownerId], id, revision, patch, exceptSocketId);
    notify.toUsers(viewerIds, socketEvents.characterPatched, { id, revision, patch: patchWithoutSecrets(patch) });
    return;
  }
  const kind = patchKind(patch);
  if (kind === 'renamed') notify.toUsers(userIds, socketEvents.characterRenamed, { id, revision, name: String(patch[0]!.value ?? '') }, exceptSocketId);
  else if (kind === 'moved') notify.toUsers(userIds, socketEvents.characterMoved, { id, revision, directory: typeof patch[0]!.value === 'string' ? patch[0]!.value : null }, exceptSocketId);
  else notify.toUsers(userIds, socketEvents.characterPatched, { id, revision, patch }, exceptSocketId);
}

/** `PATCH /characters/{id}` (docs/product-spec.md §7 names a PATCH helper): edits as patches, merged by path. */
const patchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/:id',
    {
      schema: {
        tags: ['characters'],
        description: [
          'Saves what changed since `baseRevision` (the last revision the client had acknowledged) as `{path, value}` operations;',
          'an operation without `value` removes. Object keys are paths to the leaves; lists are replaced whole unless their items have',
          'an `id` (then `{id}` path segments address items). If others saved since the base and none of their paths overlaps the',
          'patch with another value, the patch is merged: the answer carries the new `revision` and, in `merged`, their changes.',
          'Otherwise 409 `patch_conflict` (with the stored character and the conflicting paths) or 409 `base_too_old` (the server',
          'keeps the last 200 revisions; merge with the stored character and send again). The result is validated with the',
          "character line's schema; an invalid result is a 400 and is not stored.",
        ].join(' '),
        params: idParamsSchema,
        body: patchCharacterBodySchema,
        response: {
          200: patchCharacterResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: z.union([patchConflictResponseSchema, baseTooOldResponseSchema, errorResponseSchema]),
          413: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { baseRevision, patch } = request.body;
      const result = await app.repos.characterWrites.patch(id, request.userId, baseRevision, patch, app.now(), app.quotas.room(request.userId));
      switch (result.status) {
        case 'too_large':
          throw app.quotas.tooLarge(result);
        case 'not_found':
          throw notFound('there is no character with this id in your account');
        case 'forbidden':
          throw forbidden('this character is shared with you to view; only its owner can change it', 'forbidden');
        case 'invalid':
          throw badRequest(result.message);
        case 'schema_too_new':
          return reply.status(409).send({
            code: 'schema_too_new',
            message: 'this character was saved by a newer Vitae than this server knows; reload the page (or try again once the update is complete)',
          });
        case 'base_too_old':
          return reply.status(409).send({
            code: 'base_too_old' as const,
            message: `the server no longer knows what changed since revision ${baseRevision} (the stored one is ${result.stored.revision}); merge with the stored character and save again`,
            character: result.stored,
          });
        case 'conflict':
          return reply.status(409).send({
            code: 'patch_conflict' as const,
            message: `changed elsewhere since revision ${baseRevision}: ${result.conflicts.map(pathKey).join(', ')}; nothing was stored`,
            character: result.stored,
            conflicts: result.conflicts.map((path) => ({ path: [...path] })),
          });
        case 'unchanged':
          return { revision: result.revision, ...(result.merged ? { merged: result.merged } : {}) };
        case 'updated':
          announcePatch(app.notify, [request.userId, ...result.viewerIds], id, result.revision, result.patch, senderSocket(request));
          void publishSyncOut(app, result.character, request.userId);
          return { revision: result.revision, ...(result.merged ? { merged: result.merged } : {}) };
      }
    },
  );
};

export default patchRoutes;
