import { and, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { libraryLimits, type CopiedFrom, type LibrarySort } from '@vitae/core/homebrew-library';
import type { Database } from '../db/client.ts';
import { homebrewInstalled, homebrewInstalls, homebrewItems, homebrewReports, homebrewReviews, homebrewVersions, users } from '../db/schema.ts';

/** A public item as the library lists it (the route adds its line). */
export interface LibraryRow {
  kind: string;
  id: number;
  creatorId: string;
  creator: string;
  name: string;
  slogan: string | null;
  description: string | null;
  public: boolean;
  version: number;
  installs: number;
  ratingCount: number;
  ratingSum: number;
  reports: number;
  updatedAt: Date;
  copiedFrom: CopiedFrom | null;
}

export interface ReviewRow {
  userId: string;
  name: string;
  stars: number;
  text: string;
  updatedAt: Date;
  answer: string | null;
  answeredAt: Date | null;
}

export interface LibrarySearch {
  q?: string | undefined;
  /** The kinds to list (a line's or one kind), or `all`. */
  kinds: readonly string[] | 'all';
  sort?: LibrarySort | undefined;
  page: number;
  pageSize: number;
}

/** Words of a query as the full-text search takes them: letters and digits only, at most eight. */
export function queryWords(q: string | undefined): string[] {
  return (q ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
}

/** The last word is matched as a word's beginning (a half-typed name finds it) from this length on; shorter ones would match nearly everything. */
const prefixFrom = 3;

/**
 * The query as a `tsquery`: every word must match, in German or English (stemmed) or as written
 * (`simple`); the last one also as the beginning of a word. Stop words drop out of the stemmed
 * parts (PostgreSQL ignores them); the `simple` part still needs them.
 */
function tsQuery(words: readonly string[]): SQL {
  const parts = words.map((word, index) => {
    const simple = index === words.length - 1 && word.length >= prefixFrom ? `${word}:*` : word;
    return sql`(to_tsquery('german', ${word}) || to_tsquery('english', ${word}) || to_tsquery('simple', ${simple}))`;
  });
  // A scalar subquery: evaluated once per statement. Inline, a prepared statement's generic plan
  // (the worker keeps statements prepared) would stem the words again for every row it reads.
  return sql`(select ${sql.join(parts, sql` && `)})`;
}

const search = sql`${homebrewItems}.search`;
const average = sql`(${homebrewItems.ratingSum}::float8 / nullif(${homebrewItems.ratingCount}, 0))`;
/** Listed: public and not hidden by reports. Written as the partial indexes' predicate (a constant, not a parameter), so the sorts use them. */
const listed = () => sql`${homebrewItems.public} AND ${homebrewItems.reports} < ${sql.raw(String(libraryLimits.reportsToHide))}`;

const columns = {
  kind: homebrewItems.kind,
  id: homebrewItems.id,
  creatorId: homebrewItems.creatorId,
  creator: users.alias,
  name: homebrewItems.name,
  slogan: sql<string | null>`nullif(${homebrewItems.data}->>'slogan', '')`,
  public: homebrewItems.public,
  version: homebrewItems.version,
  installs: homebrewItems.installs,
  ratingCount: homebrewItems.ratingCount,
  ratingSum: homebrewItems.ratingSum,
  reports: homebrewItems.reports,
  updatedAt: homebrewItems.updatedAt,
  copiedFrom: homebrewItems.copiedFrom,
};

/** The public library (issue #49 item 3): search, install counts, reviews and reports. */
export function createHomebrewLibraryRepository(db: Database) {
  const select = (description: SQL<string | null>) => db.select({ ...columns, description }).from(homebrewItems).innerJoin(users, eq(users.id, homebrewItems.creatorId));
  // `copied_from` is jsonb (unknown to drizzle); only the library writes it, always as `CopiedFrom`.
  const rows = (list: Array<Omit<LibraryRow, 'copiedFrom'> & { copiedFrom: unknown }>) => list as LibraryRow[];

  return {
    /** One page of listed items (public, not hidden by reports) and how many match in all. */
    async search(query: LibrarySearch): Promise<{ total: number; rows: LibraryRow[] }> {
      if (query.kinds.length === 0) return { total: 0, rows: [] };
      const words = queryWords(query.q);
      const matching = words.length > 0 ? tsQuery(words) : undefined;
      const where = and(listed(), query.kinds === 'all' ? undefined : inArray(homebrewItems.kind, [...query.kinds]), matching ? sql`${search} @@ (${matching})` : undefined);
      const order: SQL[] =
        query.sort === 'installs'
          ? [desc(homebrewItems.installs), desc(homebrewItems.updatedAt)]
          : query.sort === 'rating'
            ? [sql`${average} desc nulls last`, desc(homebrewItems.ratingCount), desc(homebrewItems.updatedAt)]
            : matching && !query.sort
              ? [sql`ts_rank(${search}, ${matching}) desc`, desc(homebrewItems.updatedAt)]
              : [desc(homebrewItems.updatedAt)];
      const countAll = async () => (await db.select({ value: count() }).from(homebrewItems).where(where))[0]?.value ?? 0;
      if (matching) {
        // A search reads every match to rank it anyway: the total comes along in the same pass.
        // Only the page's items are then read in full (a column from the item's JSON, read for
        // every match before the sort, cost more than the ranking).
        const picked = db.$with('picked').as(
          db
            .select({
              id: homebrewItems.id,
              position: sql<number>`row_number() over (order by ${sql.join([...order, desc(homebrewItems.id)], sql`, `)})`.as('position'),
              total: sql<number>`(count(*) over ())::int`.as('total'),
            })
            .from(homebrewItems)
            .where(where)
            .orderBy(sql`2`)
            .limit(query.pageSize)
            .offset((query.page - 1) * query.pageSize),
        );
        const page = await db
          .with(picked)
          .select({ ...columns, description: sql<null>`null`, total: picked.total })
          .from(picked)
          .innerJoin(homebrewItems, eq(homebrewItems.id, picked.id))
          .innerJoin(users, eq(users.id, homebrewItems.creatorId))
          .orderBy(picked.position);
        return { total: page[0]?.total ?? (query.page > 1 ? await countAll() : 0), rows: rows(page) };
      }
      // Sorted lists stop after one page along their index; the total is a count of its own.
      const sortedPage = db
        .select({ ...columns, description: sql<null>`null` })
        .from(homebrewItems)
        .innerJoin(users, eq(users.id, homebrewItems.creatorId))
        .where(where)
        .orderBy(...order, desc(homebrewItems.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [page, total] = await Promise.all([sortedPage, countAll()]);
      return { total, rows: rows(page) };
    },

    /** An item with its description, whatever its visibility (the route decides who may see it). */
    async find(kind: string, id: number): Promise<LibraryRow | undefined> {
      const [row] = rows(
        await select(sql<string | null>`coalesce(nullif(${homebrewItems.data}->>'description', ''), nullif(${homebrewItems.data}->>'summary', ''))`)
          .where(and(eq(homebrewItems.kind, kind), eq(homebrewItems.id, id)))
          .limit(1),
      );
      return row;
    },

    /** The kept versions of an item, newest first; `publicOnly` leaves out those saved while private. */
    async versions(id: number, publicOnly: boolean): Promise<Array<{ version: number; createdAt: Date }>> {
      return db
        .select({ version: homebrewVersions.version, createdAt: homebrewVersions.createdAt })
        .from(homebrewVersions)
        .where(and(eq(homebrewVersions.itemId, id), publicOnly ? eq(homebrewVersions.public, true) : undefined))
        .orderBy(desc(homebrewVersions.version));
    },

    /** The newest reviews of an item (at most `libraryLimits.reviewsShown`). */
    async reviews(itemId: number): Promise<ReviewRow[]> {
      return reviewQuery(db)
        .where(eq(homebrewReviews.itemId, itemId))
        .orderBy(desc(homebrewReviews.updatedAt), desc(homebrewReviews.userId))
        .limit(libraryLimits.reviewsShown);
    },

    async review(itemId: number, userId: string): Promise<ReviewRow | undefined> {
      const [row] = await reviewQuery(db).where(and(eq(homebrewReviews.itemId, itemId), eq(homebrewReviews.userId, userId)));
      return row;
    },

    /** Writes the account's one review of the item (a second one replaces the first; an answer stays). */
    async putReview(itemId: number, userId: string, review: { stars: number; text: string }, now: Date): Promise<void> {
      await db
        .insert(homebrewReviews)
        .values({ itemId, userId, stars: review.stars, text: review.text, updatedAt: now })
        .onConflictDoUpdate({ target: [homebrewReviews.itemId, homebrewReviews.userId], set: { stars: review.stars, text: review.text, updatedAt: now } });
    },

    async deleteReview(itemId: number, userId: string): Promise<void> {
      await db.delete(homebrewReviews).where(and(eq(homebrewReviews.itemId, itemId), eq(homebrewReviews.userId, userId)));
    },

    /** The author's answer to one review; `false` when there is no such review. */
    async answerReview(itemId: number, userId: string, text: string, now: Date): Promise<boolean> {
      const updated = await db
        .update(homebrewReviews)
        .set({ answer: text, answeredAt: now })
        .where(and(eq(homebrewReviews.itemId, itemId), eq(homebrewReviews.userId, userId)))
        .returning({ itemId: homebrewReviews.itemId });
      return updated.length > 0;
    },

    /** Reviews and reports the account wrote since `since` (the hourly pace). */
    async writtenSince(userId: string, since: Date): Promise<{ reviews: number; reports: number }> {
      const [reviews] = await db.select({ value: count() }).from(homebrewReviews).where(and(eq(homebrewReviews.userId, userId), gte(homebrewReviews.updatedAt, since)));
      const [reports] = await db.select({ value: count() }).from(homebrewReports).where(and(eq(homebrewReports.userId, userId), gte(homebrewReports.createdAt, since)));
      return { reviews: reviews?.value ?? 0, reports: reports?.value ?? 0 };
    },

    /** Reports the item once for the account; answers the open reports after it, or `undefined` when it reported already. */
    async report(itemId: number, userId: string, reason: string, now: Date): Promise<number | undefined> {
      const inserted = await db.insert(homebrewReports).values({ itemId, userId, reason, createdAt: now }).onConflictDoNothing().returning({ itemId: homebrewReports.itemId });
      if (inserted.length === 0) return undefined;
      const [row] = await db.select({ reports: homebrewItems.reports }).from(homebrewItems).where(eq(homebrewItems.id, itemId));
      return row?.reports ?? 0;
    },

    async reportedBy(itemId: number, userId: string): Promise<boolean> {
      const [row] = await db.select({ itemId: homebrewReports.itemId }).from(homebrewReports).where(and(eq(homebrewReports.itemId, itemId), eq(homebrewReports.userId, userId)));
      return row !== undefined;
    },

    /** The open reports' reasons (never who sent them), oldest first. */
    async reports(itemId: number): Promise<Array<{ reason: string; createdAt: Date }>> {
      return db.select({ reason: homebrewReports.reason, createdAt: homebrewReports.createdAt }).from(homebrewReports).where(eq(homebrewReports.itemId, itemId)).orderBy(homebrewReports.createdAt);
    },

    /** The author answered the reports: they are closed, and the item is listed again. */
    async clearReports(itemId: number): Promise<void> {
      await db.delete(homebrewReports).where(eq(homebrewReports.itemId, itemId));
    },

    async setCopiedFrom(itemId: number, copiedFrom: CopiedFrom): Promise<void> {
      await db.update(homebrewItems).set({ copiedFrom }).where(eq(homebrewItems.id, itemId));
    },

    /**
     * Makes the account's install rows match its installed document (the kinds' lists, by id; a
     * clan's cached disciplines are not installs of their own). Runs under the document's row lock,
     * so two devices installing at once end with the newer document's rows.
     */
    async syncInstalls(userId: string, kinds: readonly string[]): Promise<void> {
      await db.transaction(async (tx) => {
        const [doc] = await tx.select({ data: homebrewInstalled.data }).from(homebrewInstalled).where(eq(homebrewInstalled.userId, userId)).for('update');
        const wanted = installedEntries(doc?.data, kinds);
        const existing = await tx.select({ kind: homebrewInstalls.kind, itemId: homebrewInstalls.itemId }).from(homebrewInstalls).where(eq(homebrewInstalls.userId, userId));
        const key = (entry: { kind: string; itemId: number }) => `${entry.kind}:${entry.itemId}`;
        const wantedKeys = new Set(wanted.map(key));
        const existingKeys = new Set(existing.map(key));
        for (const entry of existing) {
          if (!wantedKeys.has(key(entry))) await tx.delete(homebrewInstalls).where(and(eq(homebrewInstalls.userId, userId), eq(homebrewInstalls.kind, entry.kind), eq(homebrewInstalls.itemId, entry.itemId)));
        }
        const added = wanted.filter((entry) => !existingKeys.has(key(entry)));
        if (added.length === 0) return;
        // Only items that still exist (an installed copy outlives a deleted original).
        const present = await tx.select({ kind: homebrewItems.kind, id: homebrewItems.id }).from(homebrewItems).where(inArray(homebrewItems.id, added.map((entry) => entry.itemId)));
        const presentKeys = new Set(present.map((row) => `${row.kind}:${row.id}`));
        const rows = added.filter((entry) => presentKeys.has(key(entry))).map((entry) => ({ userId, ...entry }));
        if (rows.length > 0) await tx.insert(homebrewInstalls).values(rows).onConflictDoNothing();
      });
    },

    /** The accounts that installed an item (whom to tell of a new version). */
    async installers(itemId: number): Promise<string[]> {
      const rows = await db.select({ userId: homebrewInstalls.userId }).from(homebrewInstalls).where(eq(homebrewInstalls.itemId, itemId));
      return rows.map((row) => row.userId);
    },
  };
}
export type HomebrewLibraryRepository = ReturnType<typeof createHomebrewLibraryRepository>;

function reviewQuery(db: Database) {
  return db
    .select({
      userId: homebrewReviews.userId,
      name: users.alias,
      stars: homebrewReviews.stars,
      text: homebrewReviews.text,
      updatedAt: homebrewReviews.updatedAt,
      answer: homebrewReviews.answer,
      answeredAt: homebrewReviews.answeredAt,
    })
    .from(homebrewReviews)
    .innerJoin(users, eq(users.id, homebrewReviews.userId));
}

/** `{ kind, itemId }` of every item in an installed document's kind lists. */
export function installedEntries(doc: unknown, kinds: readonly string[]): Array<{ kind: string; itemId: number }> {
  if (typeof doc !== 'object' || doc === null) return [];
  const entries = new Map<string, { kind: string; itemId: number }>();
  for (const kind of kinds) {
    const list = (doc as Record<string, unknown>)[kind];
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      const id = (item as { id?: unknown } | null)?.id;
      if (Number.isInteger(id)) entries.set(`${kind}:${id as number}`, { kind, itemId: id as number });
    }
  }
  return [...entries.values()];
}
