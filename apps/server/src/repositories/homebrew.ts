import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { homebrewSearchKey, type HomebrewKind } from '@vitae/core/homebrew';
import type { Database } from '../db/client.ts';
import { homebrewItems, homebrewVersions, users } from '../db/schema.ts';

/** A stored item with its author's alias: what the routes turn into the API's item. */
export interface HomebrewRow {
  id: number;
  kind: HomebrewKind;
  creatorId: string;
  creator: string;
  public: boolean;
  version: number;
  inviteCode: string | null;
  data: Record<string, unknown>;
  updatedAt: Date;
}

/** The author's content as stored in `data`: a `schemaVersion` and the fields with a `name`. */
export type HomebrewData = Record<string, unknown> & { name: string; schemaVersion: number };

const columns = {
  id: homebrewItems.id,
  kind: homebrewItems.kind,
  creatorId: homebrewItems.creatorId,
  creator: users.alias,
  public: homebrewItems.public,
  version: homebrewItems.version,
  inviteCode: homebrewItems.inviteCode,
  data: homebrewItems.data,
  updatedAt: homebrewItems.updatedAt,
};

/** `%` and `_` in a search are letters, not wildcards. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export type UpdateResult = { status: 'ok'; row: HomebrewRow } | { status: 'not_found' } | { status: 'conflict'; row: HomebrewRow };

export function createHomebrewRepository(db: Database) {
  const select = () => db.select(columns).from(homebrewItems).innerJoin(users, eq(users.id, homebrewItems.creatorId));
  const rows = (list: Array<Omit<HomebrewRow, 'data'> & { data: unknown }>) => list as HomebrewRow[];

  async function find(kind: HomebrewKind, id: number): Promise<HomebrewRow | undefined> {
    const [row] = rows(await select().where(and(eq(homebrewItems.kind, kind), eq(homebrewItems.id, id))).limit(1));
    return row;
  }

  return {
    find,

    /** Public items whose name contains `search` (ignoring case and accents), by name, one page. */
    async listPublic(kind: HomebrewKind, query: { search: string; page: number; limit: number }): Promise<{ total: number; rows: HomebrewRow[] }> {
      const key = homebrewSearchKey(query.search);
      const where = and(
        eq(homebrewItems.kind, kind),
        eq(homebrewItems.public, true),
        key ? sql`${homebrewItems.nameSearch} LIKE ${likePattern(key)} ESCAPE '\\'` : undefined,
      );
      const [total] = await db.select({ value: count() }).from(homebrewItems).where(where);
      const page = await select()
        .where(where)
        .orderBy(asc(homebrewItems.nameSearch), asc(homebrewItems.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return { total: total?.value ?? 0, rows: rows(page) };
    },

    async listByCreator(creatorId: string): Promise<HomebrewRow[]> {
      return rows(await select().where(eq(homebrewItems.creatorId, creatorId)).orderBy(asc(homebrewItems.nameSearch), asc(homebrewItems.id)));
    },

    /** Items of one kind by id (missing ids are left out), whatever their visibility. */
    async findMany(kind: HomebrewKind, ids: readonly number[]): Promise<HomebrewRow[]> {
      if (ids.length === 0) return [];
      return rows(await select().where(and(eq(homebrewItems.kind, kind), inArray(homebrewItems.id, [...ids]))));
    },

    /** Items of one kind by id that `viewerId` may see: public or own. */
    async findVisible(kind: HomebrewKind, ids: readonly number[], viewerId: string | undefined): Promise<HomebrewRow[]> {
      if (ids.length === 0) return [];
      const visible = viewerId ? or(eq(homebrewItems.public, true), eq(homebrewItems.creatorId, viewerId)) : eq(homebrewItems.public, true);
      return rows(await select().where(and(eq(homebrewItems.kind, kind), inArray(homebrewItems.id, [...ids]), visible)));
    },

    async findByInviteCode(code: string): Promise<HomebrewRow | undefined> {
      const [row] = rows(await select().where(eq(homebrewItems.inviteCode, code)).limit(1));
      return row;
    },

    /** Creates version 1 (private) and keeps it in the version history. */
    async create(kind: HomebrewKind, creatorId: string, data: HomebrewData, now: Date): Promise<HomebrewRow> {
      const id = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(homebrewItems)
          .values({ kind, creatorId, name: data.name, nameSearch: homebrewSearchKey(data.name), data, createdAt: now, updatedAt: now })
          .returning({ id: homebrewItems.id });
        await tx.insert(homebrewVersions).values({ itemId: created!.id, version: 1, public: false, data, createdAt: now });
        return created!.id;
      });
      return (await find(kind, id))!;
    },

    /**
     * Saves the whole item as the next version. With `expectedVersion` a save from an outdated
     * copy changes nothing and reports the stored item instead.
     */
    async update(kind: HomebrewKind, id: number, change: { data: HomebrewData; public: boolean; expectedVersion?: number }, now: Date): Promise<UpdateResult> {
      const outcome = await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ version: homebrewItems.version })
          .from(homebrewItems)
          .where(and(eq(homebrewItems.kind, kind), eq(homebrewItems.id, id)))
          .for('update');
        if (!current) return 'not_found' as const;
        if (change.expectedVersion !== undefined && change.expectedVersion !== current.version) return 'conflict' as const;
        const version = current.version + 1;
        await tx
          .update(homebrewItems)
          .set({ name: change.data.name, nameSearch: homebrewSearchKey(change.data.name), data: change.data, public: change.public, version, updatedAt: now })
          .where(eq(homebrewItems.id, id));
        await tx.insert(homebrewVersions).values({ itemId: id, version, public: change.public, data: change.data, createdAt: now });
        return 'ok' as const;
      });
      if (outcome === 'not_found') return { status: 'not_found' };
      const row = (await find(kind, id))!;
      return outcome === 'conflict' ? { status: 'conflict', row } : { status: 'ok', row };
    },

    /** Deletes the item with its versions; installed copies and character snapshots stay. */
    async delete(kind: HomebrewKind, id: number): Promise<void> {
      await db.delete(homebrewItems).where(and(eq(homebrewItems.kind, kind), eq(homebrewItems.id, id)));
    },

    /** Sets the invite code unless one exists; returns the item's code either way. */
    async ensureInviteCode(id: number, code: string): Promise<string> {
      const [updated] = await db
        .update(homebrewItems)
        .set({ inviteCode: code })
        .where(and(eq(homebrewItems.id, id), sql`${homebrewItems.inviteCode} IS NULL`))
        .returning({ inviteCode: homebrewItems.inviteCode });
      if (updated?.inviteCode) return updated.inviteCode;
      const [row] = await db.select({ inviteCode: homebrewItems.inviteCode }).from(homebrewItems).where(eq(homebrewItems.id, id));
      return row?.inviteCode ?? code;
    },

    /** One stored version of an item (the item must still exist). */
    async findVersion(id: number, version: number): Promise<{ version: number; public: boolean; data: Record<string, unknown>; createdAt: Date } | undefined> {
      const [row] = await db
        .select({ version: homebrewVersions.version, public: homebrewVersions.public, data: homebrewVersions.data, createdAt: homebrewVersions.createdAt })
        .from(homebrewVersions)
        .where(and(eq(homebrewVersions.itemId, id), eq(homebrewVersions.version, version)))
        .orderBy(desc(homebrewVersions.version))
        .limit(1);
      return row as { version: number; public: boolean; data: Record<string, unknown>; createdAt: Date } | undefined;
    },
  };
}
export type HomebrewRepository = ReturnType<typeof createHomebrewRepository>;
