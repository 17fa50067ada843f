import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseCharacter } from '@vitae/core';
import {
  acceptOfferResponseSchema,
  aliasParamsSchema,
  aliasShareIdResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  messageResponseSchema,
  offersResponseSchema,
  ownShareIdResponseSchema,
  sendOfferBodySchema,
  sendOfferResponseSchema,
  shareIdBodySchema,
} from '@vitae/core/api';
import { socketEvents } from '@vitae/core/sync';
import { valueSection } from '../../account-export.ts';
import { newId } from '../../auth/secrets.ts';
import { badRequest, conflict, HttpError, notFound } from '../../errors.ts';
import { requireUser } from '../../plugins/authentication.ts';
import { senderSocket } from '../../realtime/sender.ts';
import { toStoredData } from '../../repositories/character-writes.ts';
import { maxPendingOffers, maxPendingOffersPerSender } from '../../repositories/sharing.ts';

/** Fields a sent copy leaves behind: they belong to the sender's account (folder, viewers, sync link, tabletop). */
function sendable(character: Record<string, unknown>): Record<string, unknown> {
  const { directory: _directory, syncHash: _syncHash, syncOut: _syncOut, tabletop: _tabletop, ...rest } = character;
  return rest;
}

/**
 * `/share` (docs/product-spec.md §5, §7): each account may register one share id (a UUID), others
 * find it by alias, and a character can be sent to it. The recipient gets the offer live over the
 * socket when online and finds it in the inbox either way; saving makes an owned copy.
 */
const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = requireUser(app);
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
  const { sharing, characters } = app.repos;
  const lookupLimit = { max: app.config.authRateLimitPerMinute * 2, timeWindow: '1 minute' };
  app.accountExport.register(
    'sharing',
    valueSection(async (userId) => ({ shareId: await sharing.shareIdOf(userId), inbox: await sharing.offersFor(userId) })),
  );

  app.post(
    '/id',
    { onRequest: auth, schema: { tags: ['sharing'], description: 'Registers the caller’s share id (one per account; a new one replaces the old).', body: shareIdBodySchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      if (!(await sharing.setShareId(request.userId, request.body.shareId))) throw conflict('this share id belongs to another account; generate a new one');
      return { message: 'ok' };
    },
  );

  app.delete('/id', { onRequest: auth, schema: { tags: ['sharing'], response: { 200: messageResponseSchema, ...errors } } }, async (request) => {
    await sharing.removeShareId(request.userId);
    return { message: 'ok' };
  });

  app.get('/id', { onRequest: auth, schema: { tags: ['sharing'], description: 'The caller’s own share id, if registered.', response: { 200: ownShareIdResponseSchema, ...errors } } }, async (request) => ({
    shareId: await sharing.shareIdOf(request.userId),
  }));

  app.get(
    '/:alias/id',
    {
      config: { rateLimit: lookupLimit },
      schema: { tags: ['sharing'], description: "Anyone: the share id registered by the account with this alias; 404 'User not found'.", params: aliasParamsSchema, response: { 200: aliasShareIdResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema } },
    },
    async (request) => {
      const shareId = await sharing.shareIdOfAlias(request.params.alias);
      if (!shareId) throw notFound('User not found', 'user_not_found');
      return { id: shareId };
    },
  );

  app.post(
    '/offers',
    {
      onRequest: auth,
      schema: {
        tags: ['sharing'],
        description: `Sends a copy of one of the caller's characters to the account with share id \`to\`: live when it is online, into its inbox either way. At most ${maxPendingOffersPerSender} offers from one sender wait in one inbox (429 \`too_many_offers\`), ${maxPendingOffers} in all (409 \`inbox_full\`).`,
        body: sendOfferBodySchema,
        response: { 201: sendOfferResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const recipient = await sharing.userOfShareId(request.body.to);
      if (!recipient) throw notFound('User not found', 'user_not_found');
      if (recipient.id === request.userId) throw badRequest('this is your own share id');
      const character = await characters.getFor(request.body.characterId, request.userId);
      if (!character || character.justViewing) throw notFound('there is no character with this id in your account');
      if ((await sharing.pendingOffersFrom(request.userId, recipient.id)) >= maxPendingOffersPerSender) {
        throw new HttpError(429, `${recipient.alias} has ${maxPendingOffersPerSender} characters from you waiting already; wait until they accept or decline one`, 'too_many_offers');
      }
      if ((await sharing.pendingOffers(recipient.id)) >= maxPendingOffers) throw conflict(`${recipient.alias} has ${maxPendingOffers} characters waiting already; try again later`, 'inbox_full');
      const offer = await sharing.createOffer({
        id: newId(),
        fromUserId: request.userId,
        toUserId: recipient.id,
        name: character.name,
        gameLine: character.gameLine,
        data: sendable(toStoredData(character)),
        now: app.now(),
      });
      app.notify.toUsers([recipient.id], socketEvents.shareOffer, { offer });
      return reply.status(201).send({ id: offer.id, recipient: { alias: recipient.alias } });
    },
  );

  app.get('/offers', { onRequest: auth, schema: { tags: ['sharing'], description: 'The caller’s inbox: characters sent to it, oldest first.', response: { 200: offersResponseSchema, ...errors } } }, async (request) => ({
    offers: await sharing.offersFor(request.userId),
  }));

  app.post(
    '/offers/:id/accept',
    { onRequest: auth, schema: { tags: ['sharing'], description: 'Saves the sent character as an owned copy with a new id.', params: idParamsSchema, response: { 201: acceptOfferResponseSchema, ...errors } } },
    async (request, reply) => {
      const offer = await sharing.takeOffer(request.params.id, request.userId);
      if (!offer) throw notFound('this offer is not in your inbox (any more)');
      const stored = await characters.create(newId(), request.userId, parseCharacter(offer.data));
      app.notify.toUsers([request.userId], socketEvents.characterCreated, { character: stored }, senderSocket(request));
      return reply.status(201).send({ id: stored.id, revision: stored.revision });
    },
  );

  app.delete('/offers/:id', { onRequest: auth, schema: { tags: ['sharing'], params: idParamsSchema, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    if (!(await sharing.takeOffer(request.params.id, request.userId))) throw notFound('this offer is not in your inbox (any more)');
    return reply.status(204).send(null);
  });
};

export default shareRoutes;
