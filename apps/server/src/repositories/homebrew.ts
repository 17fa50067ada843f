import { and, asc, count, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { homebrewContentId, homebrewSearchKey } from '@vitae/core/homebrew';
import type { HomebrewKindName as HomebrewKind } from '@vitae/core/homebrew-kinds';
import type { Database } from '../db/client.ts';
import { characters, homebrewInstalled, homebrewItems, homebrewVersions, users } from '../db/schema.ts';

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
  /** The library original it was copied from (`CopiedFrom` JSON), or null. */
  copiedFrom: unknown;
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
  copiedFrom: homebrewItems.copiedFrom,
};

/** `%` and `_` in a search are letters, not wildcards. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export type UpdateResult =
  | { status: 'ok'; row: HomebrewRow }
  | { status: 'not_found' }
  | { status: 'conflict'; row: HomebrewRow }
  | { status: 'storage_full'; bytes: number };
export type CreateResult = { status: 'ok'; row: HomebrewRow } | { status: 'too_many'; items: number } | { status: 'storage_full'; bytes: number };

/** What one account may keep (`routes/homebrew/quotas.ts` turns refusals into answers). */
export interface HomebrewStoreLimits {
  /** Clans and disciplines together. */
  items: number;
  /** Bytes of JSON over every kept version of every item of the account. */
  totalBytes: number;
  /** Versions kept per item; older ones are deleted on save. */
  versionsKept: number;
}

/** Bytes a version takes, as JSON text (what the account limit counts). */
const storedBytes = sql<string>`coalesce(sum(octet_length(${homebrewVersions.data}::text)), 0)`;

export function createHomebrewRepository(db: Database) {
  const select = () => db.select(columns).from(homebrewItems).innerJoin(users, eq(users.id, homebrewItems.creatorId));
  // `kind` is a text column; only registered kinds are ever written to it.
  const rows = (list: Array<Omit<HomebrewRow, 'data' | 'kind'> & { kind: string; data: unknown }>) => list as HomebrewRow[];

  async function find(kind: HomebrewKind, id: number): Promise<HomebrewRow | undefined> {
    const [row] = rows(await select().where(and(eq(homebrewItems.kind, kind), eq(homebrewItems.id, id))).limit(1));
    return row;
  }

  type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

  /**
   * Locks the account's row, so its writes to homebrew are checked one after another (also across
   * instances), and answers how many bytes `data` takes stored (counted like the stored versions).
   */
  async function lockAccount(tx: Tx, creatorId: string, data: HomebrewData): Promise<number> {
    const [row] = await tx
      .select({ bytes: sql<string>`octet_length(${JSON.stringify(data)}::jsonb::text)` })
      .from(users)
      .where(eq(users.id, creatorId))
      .for('update');
    return Number(row?.bytes ?? 0);
  }
  /** What the account's items take: all versions, and those of `prune.itemId` up to `prune.upTo` (a save is going to delete). */
  async function usageIn(tx: Tx, creatorId: string, prune?: { itemId: number; upTo: number }): Promise<{ items: number; bytes: number; pruned: number }> {
    const [items] = await tx.select({ value: count() }).from(homebrewItems).where(eq(homebrewItems.creatorId, creatorId));
    const prunedBytes = prune
      ? sql<string>`coalesce(sum(octet_length(${homebrewVersions.data}::text)) filter (where ${homebrewVersions.itemId} = ${prune.itemId} and ${homebrewVersions.version} <= ${prune.upTo}), 0)`
      : sql<string>`0`;
    const [bytes] = await tx
      .select({ total: storedBytes, pruned: prunedBytes })
      .from(homebrewVersions)
      .innerJoin(homebrewItems, eq(homebrewItems.id, homebrewVersions.itemId))
      .where(eq(homebrewItems.creatorId, creatorId));
    return { items: items?.value ?? 0, bytes: Number(bytes?.total ?? 0), pruned: Number(bytes?.pruned ?? 0) };
  }

  return {
    find,

    /** How many items the account has and the bytes their kept versions take. */
    async usage(creatorId: string): Promise<{ items: number; bytes: number }> {
      const [items] = await db.select({ value: count() }).from(homebrewItems).where(eq(homebrewItems.creatorId, creatorId));
      const [bytes] = await db
        .select({ total: storedBytes })
        .from(homebrewVersions)
        .innerJoin(homebrewItems, eq(homebrewItems.id, homebrewVersions.itemId))
        .where(eq(homebrewItems.creatorId, creatorId));
      return { items: items?.value ?? 0, bytes: Number(bytes?.total ?? 0) };
    },

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

    /**
     * Items of one kind by id that a reader may see: public ones, and those written by one of
     * `creatorIds` (the reader's own, and for a clan opened by its invite code the clan author's).
     */
    async findVisible(kind: HomebrewKind, ids: readonly number[], creatorIds: ReadonlyArray<string | undefined>): Promise<HomebrewRow[]> {
      if (ids.length === 0) return [];
      const authors = [...new Set(creatorIds.filter((id) => id !== undefined))];
      const visible = authors.length > 0 ? or(eq(homebrewItems.public, true), inArray(homebrewItems.creatorId, authors)) : eq(homebrewItems.public, true);
      return rows(await select().where(and(eq(homebrewItems.kind, kind), inArray(homebrewItems.id, [...ids]), visible)));
    },

    /**
     * Who depends on an item besides its author (issue #49): accounts that installed it (a
     * discipline also as part of a clan), characters that hold it in their homebrew snapshot, and
     * the public clans of others that list a discipline.
     */
    async dependents(kind: HomebrewKind, id: number, creatorId: string): Promise<{ installs: number; characters: number; clans: Array<{ id: number; name: string }> }> {
      const entry = JSON.stringify([{ id }]);
      const inInstalled =
        kind === 'disciplines'
          ? sql`(${homebrewInstalled.data}->'disciplines' @> ${entry}::jsonb or ${homebrewInstalled.data}->'cachedDisciplines' @> ${entry}::jsonb)`
          : sql`${homebrewInstalled.data}->${kind} @> ${entry}::jsonb`;
      const [installs] = await db.select({ value: count() }).from(homebrewInstalled).where(and(sql`${homebrewInstalled.userId} <> ${creatorId}`, inInstalled));
      const [held] = await db
        .select({ value: count() })
        .from(characters)
        .where(and(sql`${characters.ownerId} <> ${creatorId}`, sql`${characters.data}->'homebrew'->${kind} @> ${entry}::jsonb`));
      const clans =
        kind === 'disciplines'
          ? await db
              .select({ id: homebrewItems.id, name: homebrewItems.name })
              .from(homebrewItems)
              .where(and(eq(homebrewItems.kind, 'clans'), eq(homebrewItems.public, true), sql`${homebrewItems.data}->'disciplines' @> ${JSON.stringify([homebrewContentId(id)])}::jsonb`))
          : [];
      return { installs: Number(installs?.value ?? 0), characters: Number(held?.value ?? 0), clans };
    },

    async findByInviteCode(code: string): Promise<HomebrewRow | undefined> {
      const [row] = rows(await select().where(eq(homebrewItems.inviteCode, code)).limit(1));
      return row;
    },

    /** Creates version 1 (private) and keeps it in the version history, if the account has room. */
    async create(kind: HomebrewKind, creatorId: string, data: HomebrewData, now: Date, limits: HomebrewStoreLimits): Promise<CreateResult> {
      const outcome = await db.transaction(async (tx): Promise<CreateResult | number> => {
        const bytes = await lockAccount(tx, creatorId, data);
        const used = await usageIn(tx, creatorId);
        if (used.items >= limits.items) return { status: 'too_many', items: used.items };
        if (used.bytes + bytes > limits.totalBytes) return { status: 'storage_full', bytes: used.bytes + bytes };
        const [created] = await tx
          .insert(homebrewItems)
          .values({ kind, creatorId, name: data.name, nameSearch: homebrewSearchKey(data.name), data, createdAt: now, updatedAt: now })
          .returning({ id: homebrewItems.id });
        await tx.insert(homebrewVersions).values({ itemId: created!.id, version: 1, public: false, data, createdAt: now });
        return created!.id;
      });
      if (typeof outcome !== 'number') return outcome;
      return { status: 'ok', row: (await find(kind, outcome))! };
    },

    /**
     * Saves the whole item as the next version. With `expectedVersion` a save from an outdated
     * copy changes nothing and reports the stored item instead. Only the newest
     * `limits.versionsKept` versions stay; a save that would take the account over
     * `limits.totalBytes` (after that pruning) changes nothing. Making a public item private
     * revokes its invite code: a code handed out while it was public must not outlive the switch.
     */
    async update(
      kind: HomebrewKind,
      id: number,
      change: { data: HomebrewData; public: boolean; expectedVersion?: number },
      now: Date,
      limits: HomebrewStoreLimits,
    ): Promise<UpdateResult> {
      const outcome = await db.transaction(async (tx) => {
        const [owner] = await tx.select({ creatorId: homebrewItems.creatorId }).from(homebrewItems).where(and(eq(homebrewItems.kind, kind), eq(homebrewItems.id, id)));
        if (!owner) return 'not_found' as const;
        // The account's row first, then the item's: every homebrew write locks in this order.
        const bytes = await lockAccount(tx, owner.creatorId, change.data);
        const [current] = await tx
          .select({ version: homebrewItems.version, public: homebrewItems.public })
          .from(homebrewItems)
          .where(and(eq(homebrewItems.kind, kind), eq(homebrewItems.id, id)))
          .for('update');
        if (!current) return 'not_found' as const;
        if (change.expectedVersion !== undefined && change.expectedVersion !== current.version) return 'conflict' as const;
        const version = current.version + 1;
        const upTo = version - limits.versionsKept;
        const used = await usageIn(tx, owner.creatorId, { itemId: id, upTo });
        if (used.bytes - used.pruned + bytes > limits.totalBytes) return { status: 'storage_full' as const, bytes: used.bytes - used.pruned + bytes };
        const revoke = current.public && !change.public ? { inviteCode: null } : {};
        await tx
          .update(homebrewItems)
          .set({ name: change.data.name, nameSearch: homebrewSearchKey(change.data.name), data: change.data, public: change.public, version, updatedAt: now, ...revoke })
          .where(eq(homebrewItems.id, id));
        await tx.insert(homebrewVersions).values({ itemId: id, version, public: change.public, data: change.data, createdAt: now });
        if (upTo > 0) await tx.delete(homebrewVersions).where(and(eq(homebrewVersions.itemId, id), lte(homebrewVersions.version, upTo)));
        return 'ok' as const;
      });
      if (outcome === 'not_found') return { status: 'not_found' };
      if (typeof outcome === 'object') return outcome;
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

    /** Replaces the item's invite code (renewal): the old one stops working at once. */
    async replaceInviteCode(id: number, code: string): Promise<void> {
      await db.update(homebrewItems).set({ inviteCode: code }).where(eq(homebrewItems.id, id));
    },

    /** Revokes the item's invite code; the next `POST …/invite` makes a new one. */
    async clearInviteCode(id: number): Promise<void> {
      await db.update(homebrewItems).set({ inviteCode: null }).where(eq(homebrewItems.id, id));
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
