import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * PostgreSQL's `shared_buffers` inside PGlite. PGlite starts with 128 MB and touches all of it at
 * start, which alone was most of the idle server's memory; Vitae's working set (sheets of tens of
 * kilobytes, read by id) fits in far less, and pages not in it come from the OS page cache.
 */
export const defaultSharedBuffersMB = 16;

/** Options every PGlite of the server opens with (in this thread or in the database worker). */
export function pgliteOptions(sharedBuffersMB = defaultSharedBuffersMB): PGliteOptions {
  return { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMB}MB`] };
}

/**
 * The dump checkpoints (so the files are current), then waits for any running transaction to
 * finish and holds off the next one while it copies the folder. Writes that arrive meanwhile wait
 * a moment; the copy holds exactly the committed state of one instant (plus its write-ahead log).
 */
export async function dumpPglite(client: PGlite): Promise<Blob> {
  // Every statement and transaction holds PGlite's transaction lock, the dump only the query
  // lock: taking the former as well keeps it out of the middle of a transaction.
  await client.exec('CHECKPOINT');
  return client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
}
