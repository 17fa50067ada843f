import { PGlite, types, type ParserOptions, type PGliteOptions } from '@electric-sql/pglite';

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

const keepText = (value: string) => value;

/**
 * The types drizzle asks to keep as text on every statement: dates, intervals, and arrays of them
 * and of numerics (PGlite's `types` names no array type: element type → array type below).
 */
const drizzleTextTypes: ReadonlyMap<number, number | undefined> = new Map([
  [types.TIMESTAMP, undefined],
  [types.TIMESTAMPTZ, undefined],
  [types.INTERVAL, undefined],
  [types.DATE, undefined],
  [1231, types.NUMERIC],
  [1115, types.TIMESTAMP],
  [1185, types.TIMESTAMPTZ],
  [1187, types.INTERVAL],
  [1182, types.DATE],
]);

/**
 * PGlite merges a statement's own parsers into a copy of all of its own (one per type and array
 * type, ~320) on every statement: ~0.1 ms each, in the thread that does all of the database's work.
 * So the worker's database keeps drizzle's text types as text itself (`client` must be ready: its
 * array parsers are made then), and a statement that asks for another set passes only the
 * difference, with the database's own parsers for what it does not ask for. Returns what a
 * statement asking to keep `oids` as text passes (nothing for drizzle's set).
 */
export function keepDrizzleTextTypes(client: Pick<PGlite, 'parsers'>): (oids: readonly number[]) => ParserOptions | undefined {
  const own = new Map([...drizzleTextTypes.keys()].map((oid) => [oid, client.parsers[oid]]));
  const parsed = (oid: number): ParserOptions[number] => {
    const element = drizzleTextTypes.get(oid);
    // An array's own parser reads its element's parser from the database's set, which now keeps it as text.
    if (element === undefined) return own.get(oid)!;
    const elementParser = own.get(element) ?? client.parsers[element]!;
    return (value: string) => types.arrayParser(value, elementParser, oid) as unknown;
  };
  for (const oid of drizzleTextTypes.keys()) client.parsers[oid] = keepText;
  const asked = new Map<string, ParserOptions | undefined>();
  return (oids) => {
    const key = oids.join(',');
    if (asked.has(key)) return asked.get(key);
    const differences: ParserOptions = {};
    for (const oid of oids) if (!drizzleTextTypes.has(oid)) differences[oid] = keepText;
    for (const oid of drizzleTextTypes.keys()) if (!oids.includes(oid)) differences[oid] = parsed(oid);
    const parsers = Object.keys(differences).length === 0 ? undefined : differences;
    asked.set(key, parsers);
    return parsers;
  };
}
