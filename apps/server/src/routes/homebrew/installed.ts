import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@vitae/core/api';
import { type HomebrewKind, type InstalledUpdates } from '@vitae/core/homebrew';
import { homebrewKindNames, homebrewKindSpec, installAnyBodySchema, installedAnyKindParamsSchema, installedKindsSchema, installedAnyUpdatesSchema, installKindItem, listedKindSpecs, parseKindLists, uninstallKindItem, withoutEmptyKindLists, type HomebrewKindName, type InstalledAnyUpdates, type KindLists } from '@vitae/core/homebrew-kinds';
import {
  homebrewLimits,
  installHomebrew,
  parseHomebrewStore,
  uninstallHomebrew,
  type HomebrewInstalled,
} from '@vitae/core/homebrew';
import { badRequest, notFound } from '../../errors.ts';
import { requireUser } from '../../plugins/authentication.ts';
import { clanDisciplinesFor, isVampireKind, notFoundMessage, toClan, toDiscipline, toItem } from './items-rules.ts';

/**
 * The stored document as the installed part of a `homebrew-content` store (older items migrated),
 * with one list per other line's kind (`gifts`, `rites`, …; absent in older documents = empty).
 */
function installedOf(raw: unknown): HomebrewInstalled & KindLists {
  const { clans, disciplines, cachedDisciplines } = parseHomebrewStore(raw).store;
  return withoutEmptyKindLists({ ...parseKindLists(raw, listedKindSpecs).lists, clans, disciplines, cachedDisciplines });
}

/**
 * `/homebrew/installed`: the account's installed homebrew, so it follows the account to every
 * device. Installing copies the item (and a clan's homebrew disciplines) as it is now; the copy
 * stays when the author edits, hides or deletes the original, until it is installed again.
 */
export const installedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser(app));
  // The library's install counts and update pushes follow every install and uninstall (issue #49).
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode === 200) await app.repos.homebrewLibrary.syncInstalls(request.userId, homebrewKindNames);
    return payload;
  });
  const { homebrew, homebrewInstalled } = app.repos;
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
  const tags = ['homebrew'];
  const rateLimit = { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' };

  app.get(
    '/',
    { schema: { tags, description: 'The homebrew the caller installed: clans, disciplines, the homebrew disciplines the clans need, and one list per other kind (gifts, rites, …).', response: { 200: installedKindsSchema, ...errors } } },
    async (request) => installedOf(await homebrewInstalled.get(request.userId)),
  );

  app.get(
    '/updates',
    { schema: { tags, description: 'Installed items with a newer version the caller may see (public or own), each with that version; installed items the caller can no longer see are named under `hidden` (issue #49). The other lines\' kinds (gifts, rites, …) are answered under `kindUpdates`.', response: { 200: installedAnyUpdatesSchema, ...errors } } },
    async (request): Promise<InstalledAnyUpdates> => {
      const installed = installedOf(await homebrewInstalled.get(request.userId));
      const result: InstalledUpdates = { updates: [], hidden: [] };
      const kindUpdates: NonNullable<InstalledAnyUpdates['kindUpdates']> = [];
      for (const spec of listedKindSpecs) {
        const copies = installed[spec.kind] ?? [];
        if (copies.length === 0) continue;
        const rows = await homebrew.findMany(spec.kind as HomebrewKindName, copies.map((copy) => copy.id));
        for (const row of rows) {
          const copy = copies.find((entry) => entry.id === row.id)!;
          if ((row.public || row.creatorId === request.userId) && row.version > copy.version) kindUpdates.push({ kind: spec.kind, installed: copy.version, item: toItem(row, request.userId) as unknown as Record<string, unknown> });
        }
      }
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
      // Left out when there are none: the answer of an account with only Vampire homebrew stays as it was.
      return kindUpdates.length > 0 ? { ...result, kindUpdates } : result;
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
        body: installAnyBodySchema,
        response: { 200: installedKindsSchema, ...errors },
      },
    },
    async (request) => {
      const { body, userId } = request;
      const row = 'inviteCode' in body ? await homebrew.findByInviteCode(body.inviteCode) : await homebrew.find(body.kind, body.id);
      if (!row) throw notFound('inviteCode' in body ? 'there is no homebrew with this invite code; check it for typos' : notFoundMessage[body.kind]);
      if (!('inviteCode' in body) && !row.public && row.creatorId !== userId) throw notFound(notFoundMessage[body.kind]);
      // Copies carry no invite code: that stays the author's to hand out.
      if (!isVampireKind(row.kind)) {
        const kind = row.kind;
        const item = toItem(row, undefined);
        return homebrewInstalled.change(
          userId,
          (current) => {
            const before = installedOf(current);
            const next = withoutEmptyKindLists({ ...before, ...installKindItem(before, kind, item) });
            const limit = homebrewKindSpec(kind).installedLimit;
            if ((next[kind] ?? []).length > limit) throw badRequest(`at most ${limit} ${kind} can be installed; uninstall some first`);
            return next;
          },
          app.now(),
        );
      }
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
          // (the other kinds' lists ride along unchanged: `installHomebrew` spreads the store)
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
        description: 'Uninstalls an item of any kind: a clan (with the disciplines only it needed), a discipline, a gift, …. Answers the whole installed list.',
        params: installedAnyKindParamsSchema,
        response: { 200: installedKindsSchema, ...errors },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      return homebrewInstalled.change(
        request.userId,
        (current) => {
          const installed = installedOf(current);
          return withoutEmptyKindLists(isVampireKind(kind) ? uninstallHomebrew(installed, kind, id) : { ...installed, ...uninstallKindItem(installed, kind, id) });
        },
        app.now(),
      );
    },
  );
};
