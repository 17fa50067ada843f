import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, messageResponseSchema } from '@vitae/core/api';
import { homebrewIdParamsSchema, homebrewListQuerySchema, homebrewVersionParamsSchema, inviteCodeParamsSchema, inviteResponseSchema } from '@vitae/core/homebrew';
import { homebrewUsageSchema } from '@vitae/core/homebrew';
import { homebrewKindSpec, homebrewKindSpecs, kindsContentResponseSchema, listedKindSpecs, withoutEmptyKindLists, type HomebrewKindName as HomebrewKind } from '@vitae/core/homebrew-kinds';
import { notFound, unauthorized } from '../../errors.ts';
import { identify } from '../../plugins/authentication.ts';
import { valueSection } from '../../account-export.ts';
import { installedRoutes } from './installed.ts';
import { libraryRoutes } from './library.ts';
import { itemHandlers } from './items.ts';
import { clanDisciplinesFor, toClan, toDiscipline, toItem } from './items-rules.ts';
import type { HomebrewRow } from '../../repositories/homebrew.ts';
import { createHomebrewQuotas, type HomebrewQuotas } from './quotas.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
/** Writes can also be refused for room (413) or pace (429), see `quotas.ts`. */
const writeErrors = { ...errors, 413: errorResponseSchema, 429: errorResponseSchema };

/** The other lines' kinds of an account's rows, one list per kind (my-content, export). */
function otherKindLists(rows: readonly HomebrewRow[], viewerId: string | undefined): Record<string, unknown[]> {
  return withoutEmptyKindLists(Object.fromEntries(listedKindSpecs.map((spec) => [spec.kind, rows.filter((row) => row.kind === spec.kind).map((row) => toItem(row, viewerId))])));
}

/** `GET/POST /homebrew/{kind}`, `GET/PUT/DELETE /homebrew/{kind}/{id}` and the invite, for one kind. */
function kindRoutes(kind: HomebrewKind, quotas: HomebrewQuotas): FastifyPluginAsyncZod {
  return async (app) => {
    const handlers = itemHandlers(app, kind, quotas);
    const schemas = homebrewKindSpec(kind);
    const tags = ['homebrew'];
    const one = schemas.one;

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
          response: { 200: schemas.item, ...writeErrors },
        },
      },
      async (request, reply) => handlers.create(request, reply, request.body as Record<string, unknown>),
    );
    app.get(
      '/:id',
      { schema: { tags, description: `The ${one} if it is public or the caller's own; 404 alike for a missing id and one the caller may not see.`, params: homebrewIdParamsSchema, response: { 200: schemas.item, ...errors } } },
      async (request) => handlers.get(request, request.params.id),
    );
    app.get(
      '/:id/versions/:version',
      {
        schema: {
          tags,
          description: `The ${one} as it was saved in one version: the author reads every kept one, anyone else only versions saved while the ${one} was public, and only while it is public now (others: 404).`,
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
          description: `Saves the whole ${one} as its next version; \`public\` publishes it or makes it private (making it private revokes its invite code). Only the author (others get 403 for a public ${one}, 404 for a private one). A \`version\` older than the stored one gets 409 with the stored ${one}. The newest versions are kept (\`QUOTA_HOMEBREW_VERSIONS\`); 413 past the account's room, 429 past its writes a minute.${kind === 'clans' ? ' A public clan may list only public disciplines (400 `homebrew_private_reference`, naming them).' : ''}${schemas.contentProblems ? ' Checked against the line\'s content too: a pool text no sheet can roll gets 400 `homebrew_pool_unreadable` (also on create).' : ''}`,
          params: homebrewIdParamsSchema,
          body: schemas.update,
          response: { 200: schemas.item, 409: schemas.conflict, ...writeErrors },
        },
      },
      async (request, reply) => {
        const result = await handlers.update(request, reply, request.params.id, request.body as Record<string, unknown> & { public: boolean; version?: number });
        if ('conflict' in result) return reply.status(409).send(result.conflict);
        return result.item;
      },
    );
    app.get(
      '/:id/usage',
      {
        schema: {
          tags,
          description: `Who depends on the ${one} besides its author: accounts that installed it, characters that hold it${kind === 'disciplines' ? ', public clans that list it' : ''} (to warn before deleting or unpublishing). Only the author.`,
          params: homebrewIdParamsSchema,
          response: { 200: homebrewUsageSchema, ...writeErrors },
        },
      },
      async (request, reply) => handlers.usage(request, reply, request.params.id),
    );
    app.delete(
      '/:id',
      { schema: { tags, description: `Deletes the ${one} (and so its invite code). Only the author.`, params: homebrewIdParamsSchema, response: { 200: messageResponseSchema, ...writeErrors } } },
      async (request, reply) => handlers.remove(request, reply, request.params.id),
    );
    app.post(
      '/:id/invite',
      {
        schema: {
          tags,
          description: `The ${one}'s invite code (made on first call, then the same until it is renewed or revoked): anyone with it can read and install the ${one}, also a private one. Only the author. \`PUT\` renews the code, \`DELETE\` revokes it; making the ${one} private (public → private) or deleting it revokes it too, and the author makes a new one to share again.`,
          params: homebrewIdParamsSchema,
          response: { 200: inviteResponseSchema, ...writeErrors },
        },
      },
      async (request, reply) => handlers.invite(request, reply, request.params.id),
    );
    app.put(
      '/:id/invite',
      {
        schema: {
          tags,
          description: `Renews the ${one}'s invite code: answers a new \`inviteCode\`; the old code stops working at once (from-invite and install answer 404). Only the author.`,
          params: homebrewIdParamsSchema,
          response: { 200: inviteResponseSchema, ...writeErrors },
        },
      },
      async (request, reply) => handlers.renewInvite(request, reply, request.params.id),
    );
    app.delete(
      '/:id/invite',
      {
        schema: {
          tags,
          description: `Revokes the ${one}'s invite code: it stops working at once (from-invite and install answer 404); \`POST …/invite\` makes a new one. Only the author.`,
          params: homebrewIdParamsSchema,
          response: { 200: messageResponseSchema, ...writeErrors },
        },
      },
      async (request, reply) => handlers.revokeInvite(request, reply, request.params.id),
    );
  };
}

/** Homebrew clans and disciplines (spec §7): browse, author, share by invite code, install. */
const homebrewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { homebrew } = app.repos;
  const rateLimit = { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' };

  // One write budget per account for both kinds.
  const quotas = createHomebrewQuotas(app.config.homebrewQuotas, app.now);
  // Every line's kinds (`@vitae/core/homebrew-kinds`): spec §7's /clans and /disciplines, and /gifts, /rites, ….
  for (const spec of homebrewKindSpecs) await app.register(kindRoutes(spec.kind, quotas), { prefix: `/${spec.kind}` });
  await app.register(installedRoutes, { prefix: '/installed' });
  await app.register(libraryRoutes(quotas), { prefix: '/library' });
  // "Meine Daten exportieren": the account's own clans and disciplines and what it installed.
  app.accountExport.register(
    'homebrew',
    valueSection(async (userId) => {
      const rows = await homebrew.listByCreator(userId);
      return {
        clans: rows.filter((row) => row.kind === 'clans').map((row) => toClan(row, userId)),
        disciplines: rows.filter((row) => row.kind === 'disciplines').map((row) => toDiscipline(row, userId)),
        ...otherKindLists(rows, userId),
        installed: (await app.repos.homebrewInstalled.get(userId)) ?? null,
      };
    }),
  );

  app.get(
    '/my-content',
    { schema: { tags: ['homebrew'], description: "The caller's items of every kind (clans, disciplines, and one list per other kind), public or not.", response: { 200: kindsContentResponseSchema, ...errors } } },
    async (request) => {
      const userId = await identify(app, request);
      if (!userId) throw unauthorized('log in to see your homebrew');
      const rows = await homebrew.listByCreator(userId);
      return {
        clans: rows.filter((row) => row.kind === 'clans').map((row) => toClan(row, userId)),
        disciplines: rows.filter((row) => row.kind === 'disciplines').map((row) => toDiscipline(row, userId)),
        ...otherKindLists(rows, userId),
      };
    },
  );

  app.get(
    '/from-invite/:code',
    {
      config: { rateLimit },
      schema: {
        tags: ['homebrew'],
        description:
          "What an invite code shares: the clan or discipline, and for a clan the homebrew disciplines it lists that the reader may see: public ones, the reader's own and the clan author's own (another author's private discipline is left out). No login needed.",
        params: inviteCodeParamsSchema,
        response: { 200: kindsContentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await homebrew.findByInviteCode(request.params.code);
      if (!row) throw notFound('there is no homebrew with this invite code; check it for typos');
      const viewerId = await identify(app, request);
      if (row.kind === 'disciplines') return { clans: [], disciplines: [toDiscipline(row, viewerId)] };
      if (row.kind !== 'clans') return { clans: [], disciplines: [], ...otherKindLists([row], viewerId) };
      const needed = await clanDisciplinesFor(app, row, viewerId, true);
      return { clans: [toClan(row, viewerId)], disciplines: needed.map((discipline) => toDiscipline(discipline, viewerId)) };
    },
  );
};

export default homebrewRoutes;
