import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { unauthorized } from '../../errors.ts';

/**
 * `POST /api/admin/backup`: the dump behind `npm run backup`, for the embedded database, which
 * only the running server may open. The bearer is the token in the data folder (`backup-token`).
 */
const adminRoutes: FastifyPluginAsync<{ backupToken: string }> = async (app, options) => {
  const expected = Buffer.from(options.backupToken);
  app.post('/backup', { schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from((request.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw unauthorized('this needs the backup token of the data folder');
    const dump = await app.database.dump!();
    return reply.type('application/gzip').header('cache-control', 'no-store').send(Buffer.from(await dump.arrayBuffer()));
  });
};

export default adminRoutes;
