import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, messageResponseSchema } from '@vitae/core/api';
import { clanConflictResponseSchema, createClanBodySchema, createDisciplineBodySchema, disciplineConflictResponseSchema, homebrewClanListSchema, homebrewContentResponseSchema, homebrewDisciplineListSchema, homebrewIdParamsSchema, homebrewListQuerySchema, homebrewVersionParamsSchema, inviteCodeParamsSchema, inviteResponseSchema, updateClanBodySchema, updateDisciplineBodySchema } from '@vitae/core/homebrew';
import { homebrewClanSchema, homebrewDisciplineSchema, homebrewIdOf, type HomebrewKind } from '@vitae/core/homebrew';
import type { z } from 'zod';
import { notFound, unauthorized } from '../../errors.ts';
import { identify } from '../../plugins/authentication.ts';
import { valueSection } from '../../account-export.ts';
import { installedRoutes } from './installed.ts';
import { itemHandlers } from './items.ts';
import { toClan, toDiscipline } from './items-rules.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

interface KindSchemas {
  item: z.ZodType;
  list: z.ZodType;
  create: z.ZodType;
  update: z.ZodType;
  conflict: z.ZodType;
}
const schemasOf: Record<HomebrewKind, KindSchemas> = {
  clans: { item: homebrewClanSchema, list: homebrewClanListSchema, create: createClanBodySchema, update: updateClanBodySchema, conflict: clanConflictResponseSchema },
  disciplines: {
    item: homebrewDisciplineSchema,
    list: homebrewDisciplineListSchema,
    create: createDisciplineBodySchema,
    update: updateDisciplineBodySchema,
    conflict: disciplineConflictResponseSchema,
  },
};

/** `GET/POST /homebrew/{kind}`, `GET/PUT/DELETE /homebrew/{kind}/{id}` and the invite, for one kind. */
function kindRoutes(kind: HomebrewKind): FastifyPluginAsyncZod {
  return async (app) => {
    const handlers = itemHandlers(app, kind);
    const schemas = schemasOf[kind];
    const tags = ['homebrew'];
    const one = kind === 'clans' ? 'clan' : 'discipline';

    app.get(
      '/',
      { schema: { tags, description: `Public ${kind}, by name; \`search\` ignores case and accents.`, querystring: homebrewListQuerySchema, response: { 200: schemas.list, ...errors } } },
      async (request) => handlers.list(request.query),
    );
    app.post(
      '/',
      {
        schema: {
          tags,
          description: `Creates a private ${one}; just a \`name\` is enough. Needs a login.`,
          body: schemas.create,
          response: { 200: schemas.item, ...errors },
        },
      },
      async (request) => handlers.create(request, request.body as Record<string, unknown>),
    );
    app.get(
      '/:id',
      { schema: { tags, description: `The ${one} if it is public or the caller's own.`, params: homebrewIdParamsSchema, response: { 200: schemas.item, ...errors } } },
      async (request) => handlers.get(request, request.params.id),
    );
    app.get(
      '/:id/versions/:version',
      {
        schema: {
          tags,
          description: `The ${one} as it was saved in one version (visible like the ${one} itself).`,
          params: homebrewVersionParamsSchema,
          response: { 200: schemas.item, ...errors },
        },
      },
      async (request) => handlers.version(request, request.params.id, request.params.version),
    );
    app.put(
      '/:id',
      {
        schema: {
          tags,
          description: `Saves the whole ${one} as its next version; \`public\` publishes it or makes it private. Only the author. A \`version\` older than the stored one gets 409 with the stored ${one}.`,
          params: homebrewIdParamsSchema,
          body: schemas.update,
          response: { 200: schemas.item, 409: schemas.conflict, ...errors },
        },
      },
      async (request, reply) => {
        const result = await handlers.update(request, request.params.id, request.body as Record<string, unknown> & { public: boolean; version?: number });
        if ('conflict' in result) return reply.status(409).send(result.conflict);
        return result.item;
      },
    );
    app.delete(
      '/:id',
      { schema: { tags, description: `Deletes the ${one}. Only the author.`, params: homebrewIdParamsSchema, response: { 200: messageResponseSchema, ...errors } } },
      async (request) => handlers.remove(request, request.params.id),
    );
    app.post(
      '/:id/invite',
      {
        schema: {
          tags,
          description: `The ${one}'s invite code (made on first call, then the same): anyone with it can read and install the ${one}, also a private one. Only the author.`,
          params: homebrewIdParamsSchema,
          response: { 200: inviteResponseSchema, ...errors },
        },
      },
      async (request) => handlers.invite(request, request.params.id),
    );
  };
}

/** Homebrew clans and disciplines (spec §7): browse, author, share by invite code, install. */
const homebrewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { homebrew } = app.repos;
  const rateLimit = { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' };

  await app.register(kindRoutes('clans'), { prefix: '/clans' });
  await app.register(kindRoutes('disciplines'), { prefix: '/disciplines' });
  await app.register(installedRoutes, { prefix: '/installed' });
  // "Meine Daten exportieren": the account's own clans and disciplines and what it installed.
  app.accountExport.register(
    'homebrew',
    valueSection(async (userId) => {
      const rows = await homebrew.listByCreator(userId);
      return {
        clans: rows.filter((row) => row.kind === 'clans').map((row) => toClan(row, userId)),
        disciplines: rows.filter((row) => row.kind === 'disciplines').map((row) => toDiscipline(row, userId)),
        installed: (await app.repos.homebrewInstalled.get(userId)) ?? null,
      };
    }),
  );

  app.get(
    '/my-content',
    { schema: { tags: ['homebrew'], description: "The caller's clans and disciplines, public or not.", response: { 200: homebrewContentResponseSchema, ...errors } } },
    async (request) => {
      const userId = await identify(app, request);
      if (!userId) throw unauthorized('log in to see your homebrew');
      const rows = await homebrew.listByCreator(userId);
      return {
        clans: rows.filter((row) => row.kind === 'clans').map((row) => toClan(row, userId)),
        disciplines: rows.filter((row) => row.kind === 'disciplines').map((row) => toDiscipline(row, userId)),
      };
    },
  );

  app.get(
    '/from-invite/:code',
    {
      config: { rateLimit },
      schema: {
        tags: ['homebrew'],
        description: 'What an invite code shares: the clan or discipline, and for a clan the homebrew disciplines it lists. No login needed.',
        params: inviteCodeParamsSchema,
        response: { 200: homebrewContentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await homebrew.findByInviteCode(request.params.code);
      if (!row) throw notFound('there is no homebrew with this invite code; check it for typos');
      const viewerId = await identify(app, request);
      if (row.kind === 'disciplines') return { clans: [], disciplines: [toDiscipline(row, viewerId)] };
      const clan = toClan(row, viewerId);
      const needed = await homebrew.findMany('disciplines', clan.disciplines.map(homebrewIdOf).filter((id) => id !== undefined));
      return { clans: [clan], disciplines: needed.map((discipline) => toDiscipline(discipline, viewerId)) };
    },
  );
};

export default homebrewRoutes;
