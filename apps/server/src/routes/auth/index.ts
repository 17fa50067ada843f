import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activatedResponseSchema,
  codeParamsSchema,
  codeQuerySchema,
  deviceBeginParamsSchema,
  deviceFinishBodySchema,
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
import { verifyPassword } from '../../auth/passwords.ts';
import { hashSecret, newId, newPasskey } from '../../auth/secrets.ts';
import { conflict, notFound, unauthorized } from '../../errors.ts';
import { mailLanguage } from '../../mail/language.ts';
import { accountExistsMail, activationMail, deviceSignInMail, noAccountMail, recoveryMail } from '../../mail/templates.ts';
import { identify } from '../../plugins/authentication.ts';
import { targetRateLimit } from '../../plugins/target-rate-limit.ts';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repos, sessions, config, mailedCodes } = app;
  const rateLimit = { max: config.authRateLimitPerMinute, timeWindow: '1 minute' };
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema };
  // Besides the per-address limit, each e-mail address or account has its own budget, so many
  // addresses (or a forged header) cannot concentrate on one victim.
  const perTarget = (target: (request: never) => string | undefined) => targetRateLimit(app, config.authTargetRateLimitPerMinute, target);
  /**
   * With `?email=` (what the web app sends) a wrong code counts against that address's one live
   * code; without it (spec §7's call) the code alone is looked up under a global budget of
   * failed look-ups (`auth/code-guess-budget.ts`, with the arithmetic).
   */
  const redeem = (purpose: 'activate' | 'recover', code: string, email: string | undefined, client: string) =>
    email ? mailedCodes.redeem(email, purpose, code) : mailedCodes.redeemByCode(purpose, code, client);
  const byCodeDescription = 'Spec §7 sends the code alone; `?email=` (the address it was mailed to) is optional and counts wrong tries against that one code.';

  app.post(
    '/register',
    {
      config: { rateLimit },
      preHandler: perTarget((request: { body: { email: string } }) => request.body.email),
      schema: {
        tags: ['auth'],
        description: 'Answers 202 for new and known e-mail addresses alike; the mail says which (a code, or "you already have an account").',
        body: registerBodySchema,
        response: { 202: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { alias, email } = request.body;
      const language = mailLanguage(request.headers['accept-language']);
      const taken = await repos.users.findTaken(alias, email);
      // Aliases are public (shared characters show them); e-mail addresses are not. The alias is
      // checked first and alone, so its answer says nothing about the address.
      if (taken.alias) throw conflict(`the alias "${alias}" is already taken; choose another one`, 'alias_taken');
      if (taken.email) {
        const owner = await repos.users.findByEmail(email);
        await mailedCodes.mail(email, accountExistsMail(owner?.alias ?? alias, language));
      } else {
        await mailedCodes.sendCode(email, 'activate', { alias }, (code, minutes) => activationMail(alias, code, minutes, language));
      }
      return reply.status(202).send({ message: 'await activation' });
    },
  );

  app.get(
    '/activate/:code',
    {
      config: { rateLimit },
      preHandler: perTarget((request: { query: { email?: string } }) => request.query.email),
      schema: { tags: ['auth'], description: byCodeDescription, params: codeParamsSchema, querystring: codeQuerySchema, response: { 201: activatedResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const code = await redeem('activate', request.params.code, request.query.email, request.ip);
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
      preHandler: perTarget((request: { params: { email: string } }) => request.params.email),
      schema: {
        tags: ['auth'],
        description: 'Answers 202 whether or not an account uses the address; the mail says which.',
        params: recoverBeginParamsSchema,
        response: { 202: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email } = request.params;
      const language = mailLanguage(request.headers['accept-language']);
      const user = await repos.users.findByEmail(email);
      if (user) {
        await mailedCodes.sendCode(user.email, 'recover', { alias: user.alias, userId: user.id }, (code, minutes) => recoveryMail(user.alias, code, minutes, language));
      } else {
        await mailedCodes.mail(email, noAccountMail('recover', language));
      }
      return reply.status(202).send({ message: 'await recover' });
    },
  );

  app.get(
    '/recover/:code/finish',
    {
      config: { rateLimit },
      preHandler: perTarget((request: { query: { email?: string } }) => request.query.email),
      schema: { tags: ['auth'], description: byCodeDescription, params: codeParamsSchema, querystring: codeQuerySchema, response: { 200: recoveredResponseSchema, ...errors } },
    },
    async (request) => {
      const code = await redeem('recover', request.params.code, request.query.email, request.ip);
      const user = code.userId ? await repos.users.findById(code.userId) : undefined;
      if (!user) throw notFound('the account of this code no longer exists');
      const passkey = newPasskey();
      // Whoever held the account before must be locked out: new passkey, no password (the owner
      // sets a new one with a mailed code), and every session ended, sockets included.
      await repos.users.recover(user.id, hashSecret(passkey));
      await sessions.endAllSessions(user.id);
      return { message: 'recovered' as const, user: { id: user.id, alias: user.alias, email: user.email, passkey } };
    },
  );

  app.put(
    '/device/:email/begin',
    {
      config: { rateLimit },
      preHandler: perTarget((request: { params: { email: string } }) => request.params.email),
      schema: {
        tags: ['auth'],
        description:
          '"Sign in on a new device": mails a code that opens one more session (POST /auth/device/finish); unlike recovery, other sessions, the passkey and the password stay. Answers 202 whether or not an account uses the address; the mail says which.',
        params: deviceBeginParamsSchema,
        response: { 202: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email } = request.params;
      const language = mailLanguage(request.headers['accept-language']);
      const user = await repos.users.findByEmail(email);
      if (user) {
        await mailedCodes.sendCode(user.email, 'device', { alias: user.alias, userId: user.id }, (code, minutes) => deviceSignInMail(user.alias, code, minutes, language));
      } else {
        await mailedCodes.mail(email, noAccountMail('device', language));
      }
      return reply.status(202).send({ message: 'await device code' });
    },
  );

  app.post(
    '/device/finish',
    {
      config: { rateLimit },
      preHandler: perTarget((request: { body: { email: string } }) => request.body.email),
      schema: {
        tags: ['auth'],
        description: 'The code mailed by PUT /auth/device/{email}/begin, with its address: a new session, answered like a login. Five wrong codes kill the code.',
        body: deviceFinishBodySchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request) => {
      const code = await mailedCodes.redeem(request.body.email, 'device', request.body.code);
      const user = code.userId ? await repos.users.findById(code.userId) : undefined;
      if (!user) throw notFound('the account of this code no longer exists');
      return { message: 'logged in' as const, ...(await sessions.issue(user.id)) };
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimit },
      preHandler: perTarget((request: { body?: { login: string } | null; headers: Record<string, unknown> }) => {
        const header = request.headers['x-user-id'];
        return request.body?.login.toLowerCase() ?? (typeof header === 'string' ? header : undefined);
      }),
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
        // Always one argon2 verification, so the answer time does not tell whether the account exists.
        const valid = await verifyPassword(user?.passwordHash ?? undefined, request.body.password);
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
      schema: {
        tags: ['auth'],
        description:
          'Trades the refresh token for new tokens; each refresh token is meant to be used once. The same token again within 20 seconds (a page that navigated away mid-refresh, two tabs at once) gets new tokens of the same login; later, it ends that login (a copied token).',
        querystring: refreshQuerySchema,
        response: { 200: sessionTokensSchema, ...errors },
      },
    },
    async (request) => sessions.refresh(request.query.rtk),
  );

  app.post(
    '/logout',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        description: 'Ends the session of this refresh token: its access tokens and sockets stop working at once.',
        querystring: refreshQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await sessions.endSession(request.query.rtk);
      return reply.status(204).send(null);
    },
  );
};

export default authRoutes;
