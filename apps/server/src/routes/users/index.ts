import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordBodySchema, deleteAccountBodySchema, errorResponseSchema, meResponseSchema, messageResponseSchema, requestCodeBodySchema } from '@vitae/core/api';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { badRequest, forbidden, unauthorized } from '../../errors.ts';
import { jsonObject, jsonStream } from '../../json-stream.ts';
import { mailLanguage } from '../../mail/language.ts';
import { deleteAccountCodeMail, passwordCodeMail } from '../../mail/templates.ts';
import { requireUser } from '../../plugins/authentication.ts';
import { targetRateLimit } from '../../plugins/target-rate-limit.ts';

/** Format name and version of "Meine Daten exportieren". */
export const exportFormat = { format: 'vitae-export', version: 1 } as const;

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser(app));
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema };
  const rateLimit = { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' };
  const perAccount = targetRateLimit(app, app.config.authTargetRateLimitPerMinute, (request: { userId: string }) => request.userId);

  async function currentUser(userId: string) {
    const user = await app.repos.users.findById(userId);
    if (!user) throw unauthorized('this account no longer exists');
    return user;
  }

  app.get('/@me', { schema: { tags: ['users'], response: { 200: meResponseSchema, ...errors } } }, async (request) => {
    const user = await currentUser(request.userId);
    return { id: user.id, alias: user.alias, email: user.email, username: user.alias, hasPassword: user.passwordHash !== null };
  });

  app.post(
    '/@me/codes',
    {
      config: { rateLimit },
      preHandler: perAccount,
      schema: {
        tags: ['users'],
        description: 'Mails the account a code: to set or change the password (`password`) or to delete the account (`delete_account`).',
        body: requestCodeBodySchema,
        response: { 202: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request.userId);
      const mail = request.body.purpose === 'password' ? passwordCodeMail : deleteAccountCodeMail;
      const language = mailLanguage(request.headers['accept-language']);
      await app.mailedCodes.sendCode(user.email, request.body.purpose, { alias: user.alias, userId: user.id }, (code, minutes) => mail(user.alias, code, minutes, language));
      return reply.status(202).send({ message: 'code sent' });
    },
  );

  app.put(
    '/@me/password',
    {
      config: { rateLimit },
      preHandler: perAccount,
      schema: {
        tags: ['users'],
        description: 'Sets or changes the password. Proof: the current password (`oldPassword`), or a code mailed now (`code`); the first password needs the code. Ends the other sessions.',
        body: changePasswordBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request.userId);
      const { password, oldPassword, code } = request.body;
      // A token alone is no proof: it may be stolen. Setting a password would turn it into a login.
      if (code) {
        await app.mailedCodes.redeem(user.email, 'password', code);
      } else if (oldPassword && user.passwordHash) {
        if (!(await verifyPassword(user.passwordHash, oldPassword))) throw forbidden('the current password is wrong', 'wrong_password');
      } else {
        throw badRequest(
          user.passwordHash ? 'enter your current password, or the code we mail you, to change the password' : 'enter the code we mail you to set a password',
          'proof_required',
        );
      }
      await app.repos.users.setPasswordHash(user.id, await hashPassword(password));
      await app.sessions.endAllSessions(user.id, request.sessionId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/@me',
    {
      config: { rateLimit },
      preHandler: perAccount,
      schema: {
        tags: ['users'],
        description: 'Deletes the account with all its characters and folders, after a code mailed with purpose `delete_account`.',
        body: deleteAccountBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request.userId);
      await app.mailedCodes.redeem(user.email, 'delete_account', request.body.code);
      // Sessions first: they are named by the refresh tokens that the delete removes.
      await app.sessions.endAllSessions(user.id);
      await app.repos.users.delete(user.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/@me/export',
    {
      config: { rateLimit },
      schema: {
        tags: ['users'],
        description: 'Everything the account keeps, as one JSON file: account, characters, folders (and every other resource that adds itself).',
        response: { 200: z.looseObject({ format: z.literal(exportFormat.format), version: z.number() }), ...errors },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request.userId);
      const exportedAt = app.now();
      const account = { id: user.id, alias: user.alias, email: user.email, createdAt: user.createdAt.toISOString(), hasPassword: user.passwordHash !== null };
      const body = jsonObject([
        ['format', JSON.stringify(exportFormat.format)],
        ['version', String(exportFormat.version)],
        ['exportedAt', JSON.stringify(exportedAt.toISOString())],
        ['account', JSON.stringify(account)],
        ...app.accountExport.sections().map(([name, section]): [string, AsyncIterable<string>] => [name, section(user.id)]),
      ]);
      const day = exportedAt.toISOString().slice(0, 10);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="vitae-${user.alias.replace(/[^\w.-]/g, '_')}-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(jsonStream(body) as never);
    },
  );
};

export default userRoutes;
