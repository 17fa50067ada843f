import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { characterRevisions, characters, characterViewers } from '../db/schema.ts';
import { prunes, savedRevision, writeRevision, type RevisionWrite, type Saved } from './character-rows.ts';
import type { SheetCache } from './sheet-cache.ts';

/**
 * Revisions written in one statement at most. The embedded database's memory grows to its largest
 * statement and never shrinks: 16 sheets of 20 KB gained as much as 64 in the save bench
 * (average batch ~22 with 64), with less of that peak.
 */
export const maxBatch = 16;
/**
 * A batch is padded to the next of these sizes with rows that match nothing, so the database
 * keeps a handful of statement texts prepared instead of one per size.
 */
const batchSizes = [2, 4, 8, maxBatch];

interface Waiting {
  write: RevisionWrite;
  sheets: SheetCache | undefined;
  resolve: (saved: Saved | undefined) => void;
  reject: (error: unknown) => void;
}

/** Row `index` of the batch's `input`; without a write, a row of nulls that matches no character. */
function inputRow(index: number, write: RevisionWrite | undefined): SQL {
  const value = <T>(pick: (write: RevisionWrite) => T): T | null => (write ? pick(write) : null);
  return sql`(${index}::int, ${value((w) => w.id)}::uuid, ${value((w) => w.name)}::text, ${value((w) => w.directory)}::text, ${value((w) => w.dataJson)}::jsonb, ${value((w) => w.bytes)}::int, ${value((w) => w.listEntry)}::jsonb, ${value((w) => w.revision)}::int, ${value((w) => w.at)}::timestamptz, ${value((w) => w.row.revision)}::int, ${value((w) => w.row.at)}::timestamptz, ${value((w) => w.row.ownerId)}::uuid, ${value((w) => w.paths)}::jsonb, ${value((w) => w.patchJson)}::jsonb)`;
}

/**
 * The revisions of several characters (one each) in one statement; what it wrote, by the write's
 * place in `writes` (not by id: the database prints ids in lower case, a request may not).
 */
async function writeBatch(db: Database, writes: RevisionWrite[]): Promise<Map<number, { at: string; viewer_ids: string[] }>> {
  const size = batchSizes.find((candidate) => candidate >= writes.length) ?? writes.length;
  const rows = Array.from({ length: size }, (_, index) => inputRow(index, writes[index]));
  // The same checks and log entry as `writeRevision`, row by row: a row not at its base version is
  // left as it is, and only what was updated is logged.
  const result = (await db.execute(sql`
    with input (n, id, name, directory, data, data_bytes, list_entry, revision, updated_at, base_revision, base_at, owner_id, paths, patch) as (
      values ${sql.join(rows, sql`, `)}
    ), updated as (
      update ${characters}
      set name = input.name, directory = input.directory, data = input.data, data_bytes = input.data_bytes, list_entry = input.list_entry, revision = input.revision, updated_at = input.updated_at
      from input
      where ${characters.id} = input.id and ${characters.revision} = input.base_revision and ${characters.updatedAt} = input.base_at and ${characters.ownerId} = input.owner_id
      returning input.n, ${characters.id} as id, ${characters.updatedAt}::text as at,
        array(select ${characterViewers.userId}::text from ${characterViewers} where ${characterViewers.characterId} = ${characters.id}) as viewer_ids
    ), logged as (
      insert into ${characterRevisions} (character_id, revision, paths, patch, created_at)
      select input.id, input.revision, input.paths, input.patch, input.updated_at
      from updated join input on input.id = updated.id
    )
    select n, at, viewer_ids from updated`)) as unknown as { rows: Array<{ n: number; at: string; viewer_ids: string[] }> };
  return new Map(result.rows.map((row) => [row.n, row]));
}

/**
 * Saves of different characters that arrive while a save is being written go to the database
 * together, in one statement: on the embedded database one statement runs at a time, and a
 * statement's own cost (the round trip to the database's thread, bind and execute) is then paid
 * once for the batch. The first save is not held back: it is written at once, and only those that
 * arrive meanwhile wait, for as long as it takes. A character's second save waits for the next
 * batch; a save that prunes the log is written alone. When a batch fails, each of its saves is
 * written alone, so only the failing one fails.
 */
export function createRevisionBatch(db: Database, options: { enabled: boolean }) {
  let queue: Waiting[] = [];
  let writing = false;

  const alone = (waiting: Waiting) => writeRevision(db, waiting.write, waiting.sheets).then(waiting.resolve, waiting.reject);

  async function run(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) return alone(batch[0]!);
    let written: Map<number, { at: string; viewer_ids: string[] }>;
    try {
      written = await writeBatch(
        db,
        batch.map((waiting) => waiting.write),
      );
    } catch {
      for (const waiting of batch) await alone(waiting);
      return;
    }
    for (const [index, { write, sheets, resolve }] of batch.entries()) {
      const row = written.get(index);
      resolve(row && savedRevision(write, row, sheets));
    }
  }

  async function drain(): Promise<void> {
    writing = true;
    try {
      await drainQueue();
    } finally {
      writing = false;
    }
  }

  async function drainQueue(): Promise<void> {
    while (queue.length > 0) {
      const batch: Waiting[] = [];
      const later: Waiting[] = [];
      const ids = new Set<string>();
      for (const waiting of queue) {
        if (batch.length < maxBatch && !ids.has(waiting.write.id)) {
          ids.add(waiting.write.id);
          batch.push(waiting);
        } else later.push(waiting);
      }
      queue = later;
      await run(batch);
    }
  }

  return {
    /** Writes the revision (see `writeRevision`), maybe in one statement with others. */
    write(write: RevisionWrite, sheets: SheetCache | undefined): Promise<Saved | undefined> {
      if (!options.enabled || prunes(write.revision)) return writeRevision(db, write, sheets);
      return new Promise((resolve, reject) => {
        queue.push({ write, sheets, resolve, reject });
        if (!writing) void drain();
      });
    },
  };
}
export type RevisionBatch = ReturnType<typeof createRevisionBatch>;
