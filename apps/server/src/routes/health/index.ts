import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@vitae/core/api';

/** A database that has not answered by then counts as down: a load balancer must not wait on it. */
export const healthTimeoutMs = 3_000;

/**
 * For load balancers and monitoring: answers 200 only when the database answers a query, 503
 * otherwise (same shape, with what failed). No login, nothing about the data.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['meta'],
        description: 'Whether the server and its database answer: 200 `{status:"ok", database:"ok"}`, or 503.',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          app.database.db.execute(sql`select 1`),
          new Promise((_resolve, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${healthTimeoutMs} ms`)), healthTimeoutMs))),
        ]);
        return reply.header('cache-control', 'no-store').send({ status: 'ok', database: 'ok' });
      } catch (error) {
        request.log.error({ err: error }, 'health check: the database does not answer');
        return reply.status(503).header('cache-control', 'no-store').send({ status: 'unavailable', database: 'error', message: 'the database does not answer' });
      } finally {
        clearTimeout(timer);
      }
    },
  );
};

export default healthRoutes;
