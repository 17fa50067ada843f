import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@vitae/core/api';

const pingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/ping', { schema: { tags: ['meta'], response: { 200: messageResponseSchema } } }, async () => ({ message: 'pong' }));
};

export default pingRoutes;
