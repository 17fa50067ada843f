import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addViewerBodySchema, errorResponseSchema, idParamsSchema, viewerParamsSchema, viewersResponseSchema, addViewerResponseSchema } from '@vitae/core/api';
import { endViewing, startViewing } from '../../characters/viewing.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { senderSocket } from '../../realtime/sender.ts';

/** Only the owner manages viewers; a viewer is told so (403), anyone else learns nothing (404). */
async function requireOwner(app: FastifyInstance, id: string, userId: string): Promise<void> {
  const owner = await app.repos.characters.ownerOf(id);
  if (owner === userId) return;
  if (owner && (await app.repos.characters.getFor(id, userId))) throw forbidden('only the owner of this character can change who views it', 'forbidden');
  throw notFound('there is no character with this id in your account');
}

/**
 * Viewers of a character (docs/product-spec.md §6): the owner adds an account by its share id (the
 * client resolves an alias first, §5) and removes it again. Viewers see the character read-only
 * and live; every change reaches them over the socket.
 */
const viewerRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
  const { characters } = app.repos;

  app.get('/:id/viewers', { schema: { tags: ['sharing'], params: idParamsSchema, response: { 200: viewersResponseSchema, ...errors } } }, async (request) => {
    await requireOwner(app, request.params.id, request.userId);
    return { viewers: await characters.viewers(request.params.id) };
  });

  app.post(
    '/:id/viewers',
    {
      schema: {
        tags: ['sharing'],
        description: "Shares the character with the account behind `shareId` to view. 404 'User not found' when no account has that share id.",
        params: idParamsSchema,
        body: addViewerBodySchema,
        response: { 200: addViewerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await requireOwner(app, id, request.userId);
      const viewer = await app.repos.sharing.userOfShareId(request.body.shareId);
      if (!viewer) throw notFound('User not found', 'user_not_found');
      if (viewer.id === request.userId) throw badRequest('this is your own share id: you own the character already');
      await startViewing(app, id, request.userId, viewer.id, senderSocket(request));
      const viewers = await characters.viewers(id);
      return { viewers, added: viewers.find((entry) => entry.id === viewer.id) ?? { id: viewer.id, alias: viewer.alias } };
    },
  );

  app.delete('/:id/viewers/:userId', { schema: { tags: ['sharing'], params: viewerParamsSchema, response: { 200: viewersResponseSchema, ...errors } } }, async (request) => {
    const { id, userId } = request.params;
    await requireOwner(app, id, request.userId);
    if (!(await endViewing(app, id, request.userId, userId, senderSocket(request)))) throw notFound('Viewer not found');
    return { viewers: await characters.viewers(id) };
  });
};

export default viewerRoutes;
