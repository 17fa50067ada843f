import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { storedSchemaVersion } from '../characters/stored.ts';
import { characters, characterViewers } from '../db/schema.ts';

/** One stored sheet as JSON text plus the row's own fields. */
export interface CharacterJsonRow {
  id: string;
  revision: number;
  /** The JSONB column as text, without the row fields (see `toStoredData`). */
  data: string;
  /** JSON array of `{id, alias}` the character is shared with (`[]` for shared-with-me rows). */
  viewers: string;
  /** The stored shape's version; older rows are migrated on the way out (see `currentJson`). */
  schemaVersion: number;
}

/** Sheets read per query: about this many bytes, or this many rows, whichever comes first. */
export const streamBatchBytes = 1024 * 1024;
export const streamBatchRows = 50;

const viewersJson = sql<string>`(select coalesce(json_agg(json_build_object('id', u.id, 'alias', u.alias) order by u.alias), '[]'::json)::text from character_viewers cv join users u on u.id = cv.user_id where cv.character_id = "characters"."id")`;

/** Splits `rows` (in order) into runs of at most `streamBatchBytes` / `streamBatchRows`. */
export function batchesOf<T extends { bytes: number }>(rows: readonly T[]): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const row of rows) {
    if (current.length > 0 && (bytes + row.bytes > streamBatchBytes || current.length >= streamBatchRows)) {
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
  // The embedded database runs in this thread and answers through promises alone: batch queries
  // of several concurrent lists would run back to back without the event loop ever serving
  // anyone else. So they take turns, one per event-loop turn, letting other requests in between.
  let tail: Promise<unknown> = Promise.resolve();
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (!options.inProcessDatabase) return work();
    const run = tail.then(() => new Promise((resolve) => setImmediate(resolve))).then(work);
    tail = run.catch(() => undefined);
    return run;
  }

  async function* readBatches(order: Array<{ id: string; bytes: number }>, withViewers: boolean): AsyncGenerator<CharacterJsonRow> {
    for (const batch of batchesOf(order)) {
      const rows = await inTurn(() => db
        .select({
          id: characters.id,
          revision: characters.revision,
          data: sql<string>`${characters.data}::text`,
          viewers: withViewers ? viewersJson : sql<string>`'[]'`,
          schemaVersion: storedSchemaVersion,
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

  return {
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
