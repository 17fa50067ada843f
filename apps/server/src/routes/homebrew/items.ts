import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HomebrewKindName as HomebrewKind } from '@vitae/core/homebrew-kinds';
import { forbidden, HttpError, notFound, unauthorized } from '../../errors.ts';
import { identify } from '../../plugins/authentication.ts';
import type { HomebrewRow } from '../../repositories/homebrew.ts';
import { checkReferences, contentOf, notFoundMessage, schemaVersionOf, toItem, visibleTo, withAbilityIdHistory } from './items-rules.ts';
import { newInviteCode } from '../../auth/secrets.ts';
import { pushHomebrewUpdate } from './library-rules.ts';
import type { HomebrewQuotas } from './quotas.ts';

/** The handlers both kinds share; `index.ts` wires them to each kind's schemas. */
export function itemHandlers(app: FastifyInstance, kind: HomebrewKind, quotas: HomebrewQuotas) {
  const { homebrew } = app.repos;
  const missing = () => notFound(notFoundMessage[kind]);

  /** The logged-in caller of a write, counted against the account's write budget. */
  async function caller(request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const userId = await identify(app, request);
    if (!userId) throw unauthorized('log in to create or change homebrew');
    quotas.countWrite(userId, reply);
    return userId;
  }

  /**
   * The item, if it exists and `userId` wrote it. Someone who may not see it (a private item of
   * another author) gets the same 404 as for a missing id, so ids cannot be probed; someone who
   * sees it (a public item) gets 403.
   */
  async function own(id: number, userId: string): Promise<HomebrewRow> {
    const row = await homebrew.find(kind, id);
    if (!row || !visibleTo(row, userId)) throw missing();
    if (row.creatorId !== userId) throw forbidden('only the author may change, delete or share this item', 'forbidden');
    return row;
  }

  /** Draws a fresh invite code and stores it with `store`; 59 random bits rarely collide, the unique index catches it when they do. */
  async function drawCode(row: HomebrewRow, userId: string, store: (code: string) => Promise<string>): Promise<{ inviteCode: string }> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        const code = await store(newInviteCode());
        return { inviteCode: toItem({ ...row, inviteCode: code }, userId).inviteCode! };
      } catch (error) {
        if (attempt === 2) throw error;
      }
    }
    throw new HttpError(500, 'no invite code could be made');
  }

  return {
    async list(query: { search: string; page: number; limit: number }) {
      const { total, rows } = await homebrew.listPublic(kind, query);
      return { total, items: rows.map((row) => toItem(row, undefined)) };
    },

    async get(request: FastifyRequest, id: number) {
      const viewerId = await identify(app, request);
      const row = await homebrew.find(kind, id);
      if (!row || !visibleTo(row, viewerId)) throw missing();
      return toItem(row, viewerId);
    },

    /**
     * One kept version. The author reads every one; anyone else only while the item is public, and
     * only versions saved as public: a draft written before publishing (or while private in
     * between) stays the author's, answered like a version that does not exist.
     */
    async version(request: FastifyRequest, id: number, version: number) {
      const viewerId = await identify(app, request);
      const row = await homebrew.find(kind, id);
      if (!row || !visibleTo(row, viewerId)) throw missing();
      const stored = await homebrew.findVersion(id, version);
      if (!stored || (row.creatorId !== viewerId && !stored.public)) throw notFound(`${notFoundMessage[kind]}: there is no version ${version}`);
      return toItem({ ...row, version: stored.version, public: stored.public, data: stored.data, updatedAt: stored.createdAt }, viewerId);
    },

    async create(request: FastifyRequest, reply: FastifyReply, body: Record<string, unknown>) {
      const userId = await caller(request, reply);
      const content = contentOf(kind, body);
      const data = { ...content, schemaVersion: schemaVersionOf(kind) };
      quotas.checkItemSize(data);
      await checkReferences(app, kind, content, userId, undefined);
      const result = await homebrew.create(kind, userId, data, app.now(), quotas.limits);
      if (result.status !== 'ok') throw quotas.refusal(result);
      return toItem(result.row, userId);
    },

    async update(request: FastifyRequest, reply: FastifyReply, id: number, body: Record<string, unknown> & { public: boolean; version?: number }) {
      const userId = await caller(request, reply);
      const stored = await own(id, userId);
      const content = withAbilityIdHistory(kind, stored, contentOf(kind, body));
      const data = { ...content, schemaVersion: schemaVersionOf(kind) };
      quotas.checkItemSize(data);
      await checkReferences(app, kind, content, userId, id, body.public);
      const result = await homebrew.update(kind, id, { data, public: body.public, expectedVersion: body.version }, app.now(), quotas.limits);
      if (result.status === 'not_found') throw missing();
      if (result.status === 'storage_full') throw quotas.refusal(result);
      if (result.status === 'conflict') {
        return {
          conflict: {
            code: 'revision_conflict' as const,
            message: `the item was changed elsewhere in the meantime (you edited version ${body.version}, the stored one is ${result.row.version}); nothing was overwritten`,
            item: toItem(result.row, userId),
          },
        };
      }
      await pushHomebrewUpdate(app, result.row);
      return { item: toItem(result.row, userId) };
    },

    /** Who depends on the item, before its author deletes or unpublishes it (issue #49). Only the author. */
    async usage(request: FastifyRequest, reply: FastifyReply, id: number) {
      const userId = await caller(request, reply);
      await own(id, userId);
      return homebrew.dependents(kind, id, userId);
    },

    async remove(request: FastifyRequest, reply: FastifyReply, id: number) {
      const userId = await caller(request, reply);
      await own(id, userId);
      await homebrew.delete(kind, id);
      return { message: 'ok' };
    },

    /** The item's invite code: the stored one, or a new one when there is none (spec §7). */
    async invite(request: FastifyRequest, reply: FastifyReply, id: number) {
      const userId = await caller(request, reply);
      const row = await own(id, userId);
      if (row.inviteCode) return { inviteCode: toItem(row, userId).inviteCode! };
      return drawCode(row, userId, (code) => homebrew.ensureInviteCode(id, code));
    },

    /** A new invite code in place of the old one, which stops working at once. */
    async renewInvite(request: FastifyRequest, reply: FastifyReply, id: number) {
      const userId = await caller(request, reply);
      const row = await own(id, userId);
      return drawCode(row, userId, async (code) => {
        await homebrew.replaceInviteCode(id, code);
        return code;
      });
    },

    /** Revokes the invite code; the item is shared by code again only after a new `POST …/invite`. */
    async revokeInvite(request: FastifyRequest, reply: FastifyReply, id: number) {
      const userId = await caller(request, reply);
      await own(id, userId);
      await homebrew.clearInviteCode(id);
      return { message: 'ok' };
    },
  };
}
