import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { entryIsOlder, type ListEntry } from '../characters/stored-sheet.ts';
import { storedShapeIsOlder } from '../characters/stored.ts';
import { characters, characterViewers } from '../db/schema.ts';

/** One stored sheet as JSON text plus the row's own fields. */
export interface CharacterJsonRow {
  id: string;
  revision: number;
  /** The JSONB column as text, without the row fields (see `toStoredData`). */
  data: string;
  /** JSON array of `{id, alias}` the character is shared with (`[]` for shared-with-me rows). */
  viewers: string;
  /** Whether the stored shape (base or line version) is older; such rows are migrated on the way out (see `currentJson`). */
  older: boolean;
}

/** One row of the light list: the list facts of a sheet, never the sheet itself. */
export interface CharacterListRow {
  id: string;
  revision: number;
  schemaVersion: number;
  updatedAt: Date;
  /** JSON object of the list fields some line reads (`allListFields`); the route keeps the row's line's own. */
  facts: string;
  /** md5 of the avatar data URL; `null` without an avatar. */
  avatarHash: string | null;
  viewers: string;
  /** The whole sheet as JSON text, only for rows stored in an older shape (they are migrated before picking facts). */
  olderData: string | null;
}

/** Sheets read per query: about this many bytes, or this many rows, whichever comes first. */
export const streamBatchBytes = 1024 * 1024;
export const streamBatchRows = 50;
/** Batch reads of character lists running at once per process (see `inTurn`). */
export const concurrentListReads = 2;
/** Light rows read per query (a few hundred bytes each). */
export const lightBatchRows = 200;

const viewersJson = sql<string>`(select coalesce(json_agg(json_build_object('id', u.id, 'alias', u.alias) order by u.alias), '[]'::json)::text from character_viewers cv join users u on u.id = cv.user_id where cv.character_id = "characters"."id")`;

/** Splits `rows` (in order) into runs of at most `streamBatchBytes` / `streamBatchRows`. */
export function batchesOf<T extends { bytes: number }>(rows: readonly T[], maxRows = streamBatchRows): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const row of rows) {
    if (current.length > 0 && (bytes + row.bytes > streamBatchBytes || current.length >= maxRows)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(row);
    bytes += row.bytes;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/**
 * Character lists read in small batches. The list of one account can hold hundreds of megabytes;
 * reading it whole made every concurrent call hold all of it at once (and the embedded database,
 * one in-process connection, stalled everyone else meanwhile). First the ids and sizes (cheap),
 * then the sheets a megabyte at a time, only as fast as the client takes them.
 */
export function createCharacterStreamRepository(db: Database, options: { inProcessDatabase: boolean }) {
  // The database answers one statement at a time: eight lists reading at once would queue eight
  // megabyte batches ahead of everyone else's statements (and hold them all in flight). So at
  // most `concurrentListReads` batches are read at a time, the others wait their turn. When the
  // embedded database runs in this thread it answers through promises alone: batches would run
  // back to back without the event loop serving anyone else, so each turn first lets others in.
  const limit = options.inProcessDatabase ? 1 : concurrentListReads;
  let running = 0;
  const waiting: Array<() => void> = [];
  async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      if (options.inProcessDatabase) await new Promise((resolve) => setImmediate(resolve));
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }

  async function* readBatches(order: Array<{ id: string; bytes: number }>, withViewers: boolean): AsyncGenerator<CharacterJsonRow> {
    for (const batch of batchesOf(order)) {
      const rows = await inTurn(() => db
        .select({
          id: characters.id,
          revision: characters.revision,
          data: sql<string>`${characters.data}::text`,
          viewers: withViewers ? viewersJson : sql<string>`'[]'`,
          older: storedShapeIsOlder(),
        })
        .from(characters)
        .where(inArray(characters.id, batch.map((row) => row.id))),
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      // Keep the list's order; a sheet deleted since the first query is simply left out.
      for (const { id } of batch) {
        const row = byId.get(id);
        if (row) yield row;
      }
    }
  }

  async function* readLightBatches(order: Array<{ id: string }>, withViewers: boolean): AsyncGenerator<CharacterListRow> {
    for (const batch of batchesOf(order.map((row) => ({ ...row, bytes: 0 })), lightBatchRows)) {
      const read = await inTurn(() => db
        .select({
          id: characters.id,
          revision: characters.revision,
          updatedAt: characters.updatedAt,
          // Only the list's own keys leave the database, kept by it on every write (see `listEntry` in the schema).
          light: sql<string>`${characters.listEntry}::text`,
          viewers: withViewers ? viewersJson : sql<string>`'[]'`,
        })
        .from(characters)
        .where(inArray(characters.id, batch.map((row) => row.id))),
      );
      const rows: CharacterListRow[] = [];
      for (const row of read) {
        const parsed = JSON.parse(row.light) as ListEntry;
        // The entry names every list field; a sheet without one has JSON null there.
        const facts = Object.fromEntries(Object.entries(parsed.facts).filter(([, value]) => value !== null));
        // A row of an older shape (rare: the server migrates them at start) is read whole, to be migrated before its facts are picked.
        const olderData = entryIsOlder(parsed)
          ? ((await db.select({ data: sql<string>`${characters.data}::text` }).from(characters).where(eq(characters.id, row.id)))[0]?.data ?? null)
          : null;
        rows.push({ id: row.id, revision: row.revision, updatedAt: row.updatedAt, viewers: row.viewers, schemaVersion: parsed.schemaVersion, facts: JSON.stringify(facts), avatarHash: parsed.avatarHash, olderData });
      }
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const { id } of batch) {
        const row = byId.get(id);
        if (row) yield row;
      }
    }
  }

  function ownedOrder(ownerId: string) {
    return db.select({ id: characters.id }).from(characters).where(eq(characters.ownerId, ownerId)).orderBy(asc(characters.name), asc(characters.id));
  }
  function sharedOrder(userId: string) {
    return db
      .select({ id: characters.id })
      .from(characters)
      .innerJoin(characterViewers, eq(characterViewers.characterId, characters.id))
      .where(eq(characterViewers.userId, userId))
      .orderBy(asc(characters.name), asc(characters.id));
  }

  return {
    /** The light list of the owner's characters, sorted by name, each with the accounts it is shared with. */
    async *ownedList(ownerId: string): AsyncGenerator<CharacterListRow> {
      yield* readLightBatches(await ownedOrder(ownerId), true);
    },

    /** The light list of characters others shared with `userId`, sorted by name. */
    async *sharedList(userId: string): AsyncGenerator<CharacterListRow> {
      yield* readLightBatches(await sharedOrder(userId), false);
    },

    /** The owner's characters, sorted by name, each with the accounts it is shared with. */
    async *owned(ownerId: string): AsyncGenerator<CharacterJsonRow> {
      const order = await db
        .select({ id: characters.id, bytes: sql<number>`coalesce(${characters.dataBytes}, 0)` })
        .from(characters)
        .where(eq(characters.ownerId, ownerId))
        .orderBy(asc(characters.name), asc(characters.id));
      yield* readBatches(order, true);
    },

    /** Characters others shared with `userId`, sorted by name. */
    async *sharedWith(userId: string): AsyncGenerator<CharacterJsonRow> {
      const order = await db
        .select({ id: characters.id, bytes: sql<number>`coalesce(${characters.dataBytes}, 0)` })
        .from(characters)
        .innerJoin(characterViewers, eq(characterViewers.characterId, characters.id))
        .where(eq(characterViewers.userId, userId))
        .orderBy(asc(characters.name), asc(characters.id));
      yield* readBatches(order, false);
    },
  };
}
export type CharacterStreamRepository = ReturnType<typeof createCharacterStreamRepository>;
