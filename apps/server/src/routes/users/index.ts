import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordBodySchema, errorResponseSchema, meResponseSchema } from '@vitae/core/api';
import { badRequest, forbidden, unauthorized } from '../../errors.ts';
import { requireUser } from '../../plugins/authentication.ts';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser(app));
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

  async function currentUser(userId: string) {
    const user = await app.repos.users.findById(userId);
    if (!user) throw unauthorized('this account no longer exists');
    return user;
  }

  app.get('/@me', { schema: { tags: ['users'], response: { 200: meResponseSchema, ...errors } } }, async (request) => {
    const user = await currentUser(request.userId);
    return { id: user.id, alias: user.alias, email: user.email, username: user.alias, hasPassword: user.passwordHash !== null };
  });

  app.put(
    '/@me/password',
    { config: { rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' } }, schema: { tags: ['users'], body: changePasswordBodySchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const user = await currentUser(request.userId);
      const { password, oldPassword } = request.body;
      if (user.passwordHash) {
        if (!oldPassword) throw badRequest('enter your current password to change it', 'password_required');
        if (!(await argon2Verify(user.passwordHash, oldPassword))) throw forbidden('the current password is wrong', 'wrong_password');
      }
      await app.repos.users.setPasswordHash(user.id, await argon2Hash(password));
      return reply.status(204).send(null);
    },
  );
};

export default userRoutes;
