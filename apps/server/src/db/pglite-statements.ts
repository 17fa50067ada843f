import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Data statements: drizzle sends the same text for every call of a query shape, values as parameters. */
const preparable = /^\s*(select|insert|update|delete|with)\b/i;

/** Names stay unique in the session even if two of these share a database (tests). */
let nextName = 1;

interface Prepared {
  name: string;
  /** The parameters' types, for PGlite's serializers (what `query()` asks the database on every call). */
  paramTypes: number[];
}

/**
 * Data statements as named prepared statements of the database's one session. PGlite's `query()`
 * parses and plans every statement again and calls into the database six times for it; a save's
 * statement took 1.26 ms that way and 0.9 ms prepared once and then bound, described and executed
 * in one message (PGlite alone, the worker's compiler). The same locks, parameter serializers,
 * result parsers and errors as `query()`. The `limit` most recently used texts stay prepared (a
 * list of ids of varying length makes a new text each time).
 */
export function createPreparedStatements(client: PGlite, limit = 100) {
  const statements = new Map<string, Prepared>();

  async function prepare(sql: string): Promise<Prepared> {
    const kept = statements.get(sql);
    if (kept) {
      // Most recently used last: the map's order is the eviction order.
      statements.delete(sql);
      statements.set(sql, kept);
      return kept;
    }
    const evicted = statements.size >= limit ? statements.entries().next().value : undefined;
    const closing = evicted ? [serialize.close({ type: 'S', name: evicted[1].name })] : [];
    if (evicted) statements.delete(evicted[0]);
    const name = `vitae_${nextName++}`;
    const { messages } = await client.execProtocol(Buffer.concat([...closing, serialize.parse({ name, text: sql, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()]), { syncToFs: false });
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(sql, prepared);
    return prepared;
  }

  async function run<T>(sql: string, params: unknown[], options: QueryOptions, inTransaction: boolean): Promise<Results<T>> {
    try {
      const { name, paramTypes } = await prepare(sql);
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const type = paramTypes[index]!;
        const serializer = options.serializers?.[type] ?? client.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await client.execProtocol(Buffer.concat([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]), { syncToFs: false });
      if (!inTransaction) await client.syncToFs();
      return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
    } catch (error) {
      // As PGlite's `query()` does: the statement travels with the database's error.
      if (error instanceof Error && 'code' in error) Object.assign(error, { query: sql });
      throw error;
    }
  }

  return {
    /**
     * Runs `sql` prepared, or answers `undefined` for a statement that is not a data statement
     * (the caller runs it with `query()`). Inside a transaction only the statement lock is taken
     * (the transaction holds the other), as PGlite's transaction handle does.
     */
    query<T>(sql: string, params: unknown[], options: QueryOptions, inTransaction: boolean): Promise<Results<T>> | undefined {
      if (!preparable.test(sql)) return undefined;
      const statement = () => client._runExclusiveQuery(() => run<T>(sql, params, options, inTransaction));
      return inTransaction ? statement() : client._runExclusiveTransaction(statement);
    },
    /** How many statements are kept prepared (tests). */
    get size() {
      return statements.size;
    },
  };
}
