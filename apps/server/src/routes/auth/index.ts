import { verify as argon2Verify } from '@node-rs/argon2';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type ErrorCode,
  activatedResponseSchema,
  codeParamsSchema,
  errorResponseSchema,
  loginResponseSchema,
  messageResponseSchema,
  passwordLoginBodySchema,
  recoverBeginParamsSchema,
  recoveredResponseSchema,
  refreshQuerySchema,
  registerBodySchema,
  sessionTokensSchema,
} from '@vitae/core/api';
import { hashSecret, newAuthCode, newId, newPasskey } from '../../auth/secrets.ts';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '../../errors.ts';
import { activationMail, recoveryMail, type MailContent } from '../../mail/templates.ts';
import { identify } from '../../plugins/authentication.ts';
import type { ConsumeResult } from '../../repositories/auth-codes.ts';


const codeProblems: Record<Exclude<ConsumeResult, { ok: true }>['reason'], [string, ErrorCode]> = {
  unknown: ['this code is not valid; check it for typos', 'code_invalid'],
  used: ['this code was already used; request a new one', 'code_used'],
  expired: ['this code has expired; request a new one', 'code_expired'],
};

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repos, sessions, mailer, config } = app;
  const rateLimit = { max: config.authRateLimitPerMinute, timeWindow: '1 minute' };
  const codeMinutes = Math.round(config.authCodeTtlSeconds / 60);
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

  async function sendCode(to: string, purpose: 'activate' | 'recover', fields: { alias: string; userId?: string }, mail: (code: string) => MailContent) {
    const { code, display } = newAuthCode();
    const codeHash = hashSecret(code);
    await repos.authCodes.create({
      codeHash,
      purpose,
      email: to,
      alias: fields.alias,
      userId: fields.userId ?? null,
      expiresAt: new Date(app.now().getTime() + config.authCodeTtlSeconds * 1000),
    });
    try {
      await mailer.send(to, mail(display));
    } catch (error) {
      await repos.authCodes.remove(codeHash);
      app.log.error({ err: error }, 'could not send mail');
      throw new HttpError(503, 'the e-mail could not be sent right now; please try again in a few minutes', 'mail_failed');
    }
    void repos.authCodes.deleteExpiredBefore(new Date(app.now().getTime() - 24 * 60 * 60 * 1000)).catch(() => undefined);
  }

  async function consumeCode(code: string, purpose: 'activate' | 'recover') {
    const result = await repos.authCodes.consume(hashSecret(code), purpose, app.now());
    if (!result.ok) throw badRequest(...codeProblems[result.reason]);
    return result.code;
  }

  app.post(
    '/register',
    {
      config: { rateLimit },
      schema: { tags: ['auth'], body: registerBodySchema, response: { 202: messageResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { alias, email } = request.body;
      const taken = await repos.users.findTaken(alias, email);
      if (taken.alias) throw conflict(`the alias "${alias}" is already taken; choose another one`, 'alias_taken');
      if (taken.email) throw conflict('an account with this e-mail address already exists; recover it instead', 'email_taken');
      await sendCode(email, 'activate', { alias }, (code) => activationMail(alias, code, codeMinutes));
      return reply.status(202).send({ message: 'await activation' });
    },
  );

  app.get(
    '/activate/:code',
    {
      config: { rateLimit },
      schema: { tags: ['auth'], params: codeParamsSchema, response: { 201: activatedResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const code = await consumeCode(request.params.code, 'activate');
      const alias = code.alias ?? '';
      const taken = await repos.users.findTaken(alias, code.email);
      if (taken.alias || taken.email) throw conflict('this alias or e-mail address was taken in the meantime; register again', taken.alias ? 'alias_taken' : 'email_taken');
      const passkey = newPasskey();
      const user = await repos.users.create({ id: newId(), alias, email: code.email, passkeyHash: hashSecret(passkey) });
      return reply.status(201).send({ message: 'activated', user: { id: user.id, alias: user.alias, email: user.email, passkey } });
    },
  );

  app.put(
    '/recover/:email/begin',
    {
      config: { rateLimit },
      schema: { tags: ['auth'], params: recoverBeginParamsSchema, response: { 202: messageResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const user = await repos.users.findByEmail(request.params.email);
      if (!user) throw notFound('no account uses this e-mail address', 'email_unknown');
      await sendCode(user.email, 'recover', { alias: user.alias, userId: user.id }, (code) => recoveryMail(user.alias, code, codeMinutes));
      return reply.status(202).send({ message: 'await recover' });
    },
  );

  app.get(
    '/recover/:code/finish',
    {
      config: { rateLimit },
      schema: { tags: ['auth'], params: codeParamsSchema, response: { 200: recoveredResponseSchema, ...errors } },
    },
    async (request) => {
      const code = await consumeCode(request.params.code, 'recover');
      const user = code.userId ? await repos.users.findById(code.userId) : undefined;
      if (!user) throw notFound('the account of this code no longer exists');
      const passkey = newPasskey();
      await repos.users.setPasskeyHash(user.id, hashSecret(passkey));
      // Recovery means the old key may be in the wrong hands: end every session of the account.
      await sessions.endAllSessions(user.id);
      return { message: 'recovered' as const, user: { id: user.id, alias: user.alias, email: user.email, passkey } };
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        description: 'Log in with the X-User-ID and X-User-Passkey headers, or with {login, password}.',
        body: passwordLoginBodySchema.nullish(),
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request) => {
      let userId: string | undefined;
      if (request.body) {
        const user = await repos.users.findByLogin(request.body.login);
        const valid = user?.passwordHash ? await argon2Verify(user.passwordHash, request.body.password) : false;
        if (!user || !valid) throw unauthorized('alias/e-mail or password is wrong', 'invalid_credentials');
        userId = user.id;
      } else {
        userId = await identify(app, request);
        if (!userId) throw unauthorized('user id or passkey is wrong', 'invalid_credentials');
      }
      return { message: 'logged in' as const, ...(await sessions.issue(userId)) };
    },
  );

  app.post(
    '/refresh',
    {
      config: { rateLimit },
      schema: { tags: ['auth'], querystring: refreshQuerySchema, response: { 200: sessionTokensSchema, ...errors } },
    },
    async (request) => sessions.refresh(request.query.rtk),
  );

  app.post(
    '/logout',
    {
      config: { rateLimit },
      schema: { tags: ['auth'], querystring: refreshQuerySchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await sessions.endSession(request.query.rtk);
      return reply.status(204).send(null);
    },
  );
};

export default authRoutes;
