import type { FastifyInstance, FastifyRequest } from 'fastify';
import { homebrewSchemaVersion, type HomebrewKind } from '@vitae/core/homebrew';
import { forbidden, HttpError, notFound, unauthorized } from '../../errors.ts';
import { identify } from '../../plugins/authentication.ts';
import type { HomebrewRow } from '../../repositories/homebrew.ts';
import { checkReferences, contentOf, notFoundMessage, toItem, withAbilityIdHistory } from './items-rules.ts';
import { newInviteCode } from '../../auth/secrets.ts';

/** The handlers both kinds share; `index.ts` wires them to each kind's schemas. */
export function itemHandlers(app: FastifyInstance, kind: HomebrewKind) {
  const { homebrew } = app.repos;
  const missing = () => notFound(notFoundMessage[kind]);

  async function caller(request: FastifyRequest): Promise<string> {
    const userId = await identify(app, request);
    if (!userId) throw unauthorized('log in to create or change homebrew');
    return userId;
  }

  /** The item, if it exists and `userId` wrote it: 404 when missing, 403 for anyone else. */
  async function own(id: number, userId: string): Promise<HomebrewRow> {
    const row = await homebrew.find(kind, id);
    if (!row) throw missing();
    if (row.creatorId !== userId) throw forbidden('only the author may change, delete or share this item', 'forbidden');
    return row;
  }

  return {
    async list(query: { search: string; page: number; limit: number }) {
      const { total, rows } = await homebrew.listPublic(kind, query);
      return { total, items: rows.map((row) => toItem(row, undefined)) };
    },

    async get(request: FastifyRequest, id: number) {
      const viewerId = await identify(app, request);
      const row = await homebrew.find(kind, id);
      if (!row || !(row.public || row.creatorId === viewerId)) throw missing();
      return toItem(row, viewerId);
    },

    async version(request: FastifyRequest, id: number, version: number) {
      const viewerId = await identify(app, request);
      const row = await homebrew.find(kind, id);
      if (!row || !(row.public || row.creatorId === viewerId)) throw missing();
      const stored = await homebrew.findVersion(id, version);
      if (!stored) throw notFound(`${notFoundMessage[kind]}: there is no version ${version}`);
      return toItem({ ...row, version: stored.version, public: stored.public, data: stored.data, updatedAt: stored.createdAt }, viewerId);
    },

    async create(request: FastifyRequest, body: Record<string, unknown>) {
      const userId = await caller(request);
      const content = contentOf(kind, body);
      await checkReferences(app, kind, content, userId, undefined);
      const row = await homebrew.create(kind, userId, { ...content, schemaVersion: homebrewSchemaVersion }, app.now());
      return toItem(row, userId);
    },

    async update(request: FastifyRequest, id: number, body: Record<string, unknown> & { public: boolean; version?: number }) {
      const userId = await caller(request);
      const stored = await own(id, userId);
      const content = withAbilityIdHistory(kind, stored, contentOf(kind, body));
      await checkReferences(app, kind, content, userId, id, body.public);
      const result = await homebrew.update(kind, id, { data: { ...content, schemaVersion: homebrewSchemaVersion }, public: body.public, expectedVersion: body.version }, app.now());
      if (result.status === 'not_found') throw missing();
      if (result.status === 'conflict') {
        return {
          conflict: {
            code: 'revision_conflict' as const,
            message: `the item was changed elsewhere in the meantime (you edited version ${body.version}, the stored one is ${result.row.version}); nothing was overwritten`,
            item: toItem(result.row, userId),
          },
        };
      }
      return { item: toItem(result.row, userId) };
    },

    async remove(request: FastifyRequest, id: number) {
      const userId = await caller(request);
      await own(id, userId);
      await homebrew.delete(kind, id);
      return { message: 'ok' };
    },

    async invite(request: FastifyRequest, id: number) {
      const userId = await caller(request);
      const row = await own(id, userId);
      if (row.inviteCode) return { inviteCode: toItem(row, userId).inviteCode! };
      // 59 random bits rarely collide; when they do, the unique index refuses and a new code is drawn.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        try {
          const code = await homebrew.ensureInviteCode(id, newInviteCode());
          return { inviteCode: toItem({ ...row, inviteCode: code }, userId).inviteCode! };
        } catch (error) {
          if (attempt === 2) throw error;
        }
      }
      throw new HttpError(500, 'no invite code could be made');
    },
  };
}
