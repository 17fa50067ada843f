import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@vitae/core/api';
import { homebrewInstalledSchema, installBodySchema, installedKindParamsSchema, installedUpdatesSchema, type HomebrewKind, type InstalledUpdates } from '@vitae/core/homebrew';
import {
  homebrewLimits,
  installHomebrew,
  parseHomebrewStore,
  uninstallHomebrew,
  type HomebrewInstalled,
} from '@vitae/core/homebrew';
import { badRequest, notFound } from '../../errors.ts';
import { requireUser } from '../../plugins/authentication.ts';
import { clanDisciplinesFor, notFoundMessage, toClan, toDiscipline } from './items-rules.ts';

/** The stored document as the installed part of a `homebrew-content` store (older items migrated). */
function installedOf(raw: unknown): HomebrewInstalled {
  const { clans, disciplines, cachedDisciplines } = parseHomebrewStore(raw).store;
  return { clans, disciplines, cachedDisciplines };
}

/**
 * `/homebrew/installed`: the account's installed homebrew, so it follows the account to every
 * device. Installing copies the item (and a clan's homebrew disciplines) as it is now; the copy
 * stays when the author edits, hides or deletes the original, until it is installed again.
 */
export const installedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser(app));
  const { homebrew, homebrewInstalled } = app.repos;
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
  const tags = ['homebrew'];
  const rateLimit = { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' };

  app.get(
    '/',
    { schema: { tags, description: 'The homebrew the caller installed: clans, disciplines, and the homebrew disciplines the clans need.', response: { 200: homebrewInstalledSchema, ...errors } } },
    async (request) => installedOf(await homebrewInstalled.get(request.userId)),
  );

  app.get(
    '/updates',
    { schema: { tags, description: 'Installed items with a newer version the caller may see (public or own), each with that version; installed items the caller can no longer see are named under `hidden` (issue #49).', response: { 200: installedUpdatesSchema, ...errors } } },
    async (request): Promise<InstalledUpdates> => {
      const installed = installedOf(await homebrewInstalled.get(request.userId));
      const result: InstalledUpdates = { updates: [], hidden: [] };
      for (const kind of ['clans', 'disciplines'] as const satisfies readonly HomebrewKind[]) {
        const copies = installed[kind];
        const originals = new Map((await homebrew.findMany(kind, copies.map((copy) => copy.id))).map((row) => [row.id, row]));
        for (const copy of copies) {
          const row = originals.get(copy.id);
          if (!row || (!row.public && row.creatorId !== request.userId)) {
            result.hidden.push({ kind, id: copy.id, name: copy.name });
            continue;
          }
          if (row.version <= copy.version) continue;
          if (kind === 'clans') result.updates.push({ kind, installed: copy.version, item: toClan(row, request.userId) });
          else result.updates.push({ kind, installed: copy.version, item: toDiscipline(row, request.userId) });
        }
      }
      return result;
    },
  );

  app.post(
    '/',
    {
      config: { rateLimit },
      schema: {
        tags,
        description:
          "Installs, or updates to its newest version, a clan or discipline: a public or own one by `kind` and `id`, any one by `inviteCode`. A clan brings the homebrew disciplines it lists that the installer may see: public ones, the installer's own, and by `inviteCode` the clan author's own. Answers the whole installed list.",
        body: installBodySchema,
        response: { 200: homebrewInstalledSchema, ...errors },
      },
    },
    async (request) => {
      const { body, userId } = request;
      const row = 'inviteCode' in body ? await homebrew.findByInviteCode(body.inviteCode) : await homebrew.find(body.kind, body.id);
      if (!row) throw notFound('inviteCode' in body ? 'there is no homebrew with this invite code; check it for typos' : notFoundMessage[body.kind]);
      if (!('inviteCode' in body) && !row.public && row.creatorId !== userId) throw notFound(notFoundMessage[body.kind]);
      // Copies carry no invite code: that stays the author's to hand out.
      let items: Partial<HomebrewInstalled>;
      if (row.kind === 'clans') {
        // Only the disciplines the installer may see (public, own, and by code the clan author's).
        const needed = await clanDisciplinesFor(app, row, userId, 'inviteCode' in body);
        items = { clans: [toClan(row, undefined)], cachedDisciplines: needed.map((discipline) => toDiscipline(discipline, undefined)) };
      } else {
        items = { disciplines: [toDiscipline(row, undefined)] };
      }
      return homebrewInstalled.change(
        userId,
        (current) => {
          const next = installHomebrew(installedOf(current), items);
          if (next.clans.length > homebrewLimits.installed || next.disciplines.length > homebrewLimits.installed) {
            throw badRequest(`at most ${homebrewLimits.installed} clans and ${homebrewLimits.installed} disciplines can be installed; uninstall some first`);
          }
          return next;
        },
        app.now(),
      );
    },
  );

  app.delete(
    '/:kind/:id',
    {
      schema: {
        tags,
        description: 'Uninstalls a clan (with the disciplines only it needed) or a discipline. Answers the whole installed list.',
        params: installedKindParamsSchema,
        response: { 200: homebrewInstalledSchema, ...errors },
      },
    },
    async (request) => homebrewInstalled.change(request.userId, (current) => uninstallHomebrew(installedOf(current), request.params.kind, request.params.id), app.now()),
  );
};
