// The embedded database in a thread of its own (see `pglite-proxy.ts` for the other end). PGlite
// runs PostgreSQL compiled to WebAssembly synchronously: in the server's thread every statement
// held up every other request. Here it only holds up this thread.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { collectWhenIdle, garbageCollection } from '../idle-collect.ts';
import { dumpPglite, keepDrizzleTextTypes, pgliteOptions } from './pglite-options.ts';
import { createPreparedStatements } from './pglite-statements.ts';
import type { WorkerReply, WorkerRequest, WorkerStart, SerializedError } from './pglite-protocol.ts';

const port = parentPort!;
const start = workerData as WorkerStart;

/** Anything that is not plain data is left out: the error crosses a thread boundary. */
function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), props: {} };
  const props: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') props[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, props };
}

const client = start.dataDir === undefined ? new PGlite(pgliteOptions(start.sharedBuffersMB)) : new PGlite(start.dataDir, pgliteOptions(start.sharedBuffersMB));
const statements = createPreparedStatements(client);
/** Made once the database is ready (its array types' parsers are made then). */
const parsersFor = client.waitReady.then(() => keepDrizzleTextTypes(client));

/** Open interactive transactions: the main thread sends their statements one by one. */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }>();
let nextTransaction = 1;
/** Thrown inside PGlite's transaction callback to make it roll back. */
const rollback = Symbol('rollback');

function begin(): Promise<number> {
  const id = nextTransaction++;
  return new Promise((resolve, reject) => {
    let end!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolveEnd) => (end = resolveEnd));
    const done = client
      .transaction(async (tx) => {
        transactions.set(id, { tx, end, done });
        resolve(id);
        if (!(await decided)) throw rollback;
      })
      .then(
        () => undefined,
        (error: unknown) => {
          if (error !== rollback) throw error;
        },
      )
      .finally(() => transactions.delete(id));
    // BEGIN itself failed: the callback never ran.
    done.catch(reject);
  });
}

function transactionOf(id: number) {
  const open = transactions.get(id);
  if (!open) throw new Error(`transaction ${id} is not open`);
  return open;
}

/** V8's memory reducer seldom gives this thread's heap back after a load: it collects itself (`gc` allowed by `PgliteWorkerClient.open`). */
const stopIdleCollection = collectWhenIdle(garbageCollection(), { intervalMs: 5000 });

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? client : transactionOf(request.tx).tx;
      const parsers = (await parsersFor)(request.rawTextTypes);
      const options = parsers ? { rowMode: request.rowMode, parsers } : { rowMode: request.rowMode };
      return statements.query(request.sql, request.params ?? [], options, request.tx !== undefined) ?? target.query(request.sql, request.params, options);
    }
    case 'exec': {
      const target = request.tx === undefined ? client : transactionOf(request.tx).tx;
      return target.exec(request.sql);
    }
    case 'begin':
      return begin();
    case 'end': {
      const open = transactionOf(request.tx);
      open.end(request.commit);
      await open.done;
      return undefined;
    }
    case 'dump': {
      const blob = await dumpPglite(client);
      return new Uint8Array(await blob.arrayBuffer());
    }
    case 'close':
      stopIdleCollection();
      await client.close();
      return undefined;
  }
}

port.on('message', (request: WorkerRequest) => {
  handle(request).then(
    (result) => {
      const reply: WorkerReply = { id: request.id, ok: true, result };
      port.postMessage(reply, result instanceof Uint8Array ? [result.buffer as ArrayBuffer] : []);
    },
    (error: unknown) => {
      const reply: WorkerReply = { id: request.id, ok: false, error: serializeError(error) };
      port.postMessage(reply);
    },
  );
});

parsersFor.then(
  () => port.postMessage({ id: 0, ok: true, result: undefined } satisfies WorkerReply),
  (error: unknown) => port.postMessage({ id: 0, ok: false, error: serializeError(error) } satisfies WorkerReply),
);
