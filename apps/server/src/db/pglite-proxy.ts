import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { allowGarbageCollection } from '../idle-collect.ts';
import type { SerializedError, WorkerReply, WorkerRequest, WorkerStart } from './pglite-protocol.ts';

const execFileAsync = promisify(execFile);

type Request = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

/** The worker's error as an `Error` with the database's fields (`code`, `constraint`, …) as before. */
function revive(serialized: SerializedError): Error {
  const error = Object.assign(new Error(serialized.message), serialized.props);
  error.name = serialized.name;
  if (serialized.stack) error.stack = serialized.stack;
  return error;
}

/**
 * The worker thread. Run from source (tsx: `npm start`, tests), the worker registers tsx itself
 * before it loads its `.ts` module: Node 20 does not apply `--import tsx` to a worker's entry.
 */
function startWorker(start: WorkerStart): Worker {
  // The worker's own heap stays small: query results pass through it once, on their way out.
  const resourceLimits = { maxYoungGenerationSizeMb: 6 };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData: start, resourceLimits });
  const source = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./pglite-worker.ts', import.meta.url).href)}); })`;
  return new Worker(source, { eval: true, workerData: start, resourceLimits });
}

/** Creates the database in `dataDir` with `pglite-create` in a child process (run from source: through tsx, like the worker). */
async function createDatabase(dataDir: string, sharedBuffersMB: number): Promise<void> {
  const bundled = !import.meta.url.endsWith('.ts');
  const script = fileURLToPath(new URL(bundled ? './pglite-create.js' : './pglite-create.ts', import.meta.url));
  const args = [...(bundled ? [] : ['--import', import.meta.resolve('tsx')]), script, dataDir, String(sharedBuffersMB)];
  try {
    await execFileAsync(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`creating the embedded database in ${dataDir} failed${stderr ? `:\n${stderr}` : ''}`, { cause: error });
  }
}

/**
 * The part of PGlite's interface that drizzle's `pglite` driver and the migrator use (`query`,
 * `exec`, `transaction`), answered by PGlite in a worker thread. Parsers cannot cross threads:
 * drizzle only ever asks to keep some types' text as it is, so their type ids travel instead.
 */
export class PgliteWorkerClient {
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private failure: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: WorkerReply) => this.settle(reply));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`the database worker stopped (exit ${code})`)));
  }

  /**
   * Starts the worker and waits until the database is open. A new folder is created first, in a
   * process of its own: creating a database (initdb) leaves memory behind in the thread that did it,
   * which a thread's end does not give back (glibc keeps its malloc arena: ~50 MB of idle memory
   * until the next restart); a process's end does.
   */
  static async open(start: WorkerStart, options: { optimizedWasm: boolean }): Promise<PgliteWorkerClient> {
    // V8's flags are the process's: this one decides how the worker compiles PGlite's WebAssembly.
    setFlagsFromString(options.optimizedWasm ? '--no-liftoff-only' : '--liftoff-only');
    // The worker collects its own garbage when idle (`pglite-worker.ts`).
    allowGarbageCollection();
    if (start.dataDir !== undefined && !existsSync(path.join(start.dataDir, 'PG_VERSION'))) await createDatabase(start.dataDir, start.sharedBuffersMB);
    return PgliteWorkerClient.spawn(start);
  }

  private static spawn(start: WorkerStart): Promise<PgliteWorkerClient> {
    const worker = startWorker(start);
    return new Promise((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`the database worker stopped while opening the database (exit ${code})`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.once('message', (reply: WorkerReply) => {
        worker.off('error', reject);
        worker.off('exit', onExit);
        if (!reply.ok) {
          void worker.terminate();
          reject(revive(reply.error));
          return;
        }
        const client = new PgliteWorkerClient(worker);
        client.idle();
        resolve(client);
      });
    });
  }

  private settle(reply: WorkerReply): void {
    const call = this.pending.get(reply.id);
    if (!call) return;
    this.pending.delete(reply.id);
    this.idle();
    if (reply.ok) call.resolve(reply.result);
    else call.reject(revive(reply.error));
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const call of this.pending.values()) call.reject(this.failure);
    this.pending.clear();
  }

  /** The worker keeps the process alive only while an answer is awaited (like a socket would). */
  private idle(): void {
    if (this.pending.size === 0) this.worker.unref();
  }

  call(request: Request): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.ref();
      this.worker.postMessage({ ...request, id });
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<Awaited<ReturnType<PGlite['query']>> & { rows: T[] }> {
    const rawTextTypes = Object.keys(options?.parsers ?? {}).map(Number);
    return this.call({ op: 'query', sql, params, rowMode: options?.rowMode, rawTextTypes, ...(tx === undefined ? {} : { tx }) }) as never;
  }

  exec(sql: string, tx?: number): Promise<Awaited<ReturnType<PGlite['exec']>>> {
    return this.call({ op: 'exec', sql, ...(tx === undefined ? {} : { tx }) }) as never;
  }

  /**
   * Runs `callback` in one transaction held open in the worker. Statements of other callers wait
   * there until it ends (PGlite has one connection), exactly as they do in this thread.
   */
  async transaction<T>(callback: (tx: PgliteWorkerTransaction) => Promise<T>): Promise<T> {
    const id = (await this.call({ op: 'begin' })) as number;
    const tx = new PgliteWorkerTransaction(this, id);
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      tx.closed = true;
      await this.call({ op: 'end', tx: id, commit: false }).catch(() => undefined);
      throw error;
    }
    tx.closed = true;
    await this.call({ op: 'end', tx: id, commit: true });
    return result;
  }

  /** A gzipped tar of the database folder (see `dumpPglite`). */
  async dump(): Promise<Blob> {
    const bytes = (await this.call({ op: 'dump' })) as Uint8Array;
    return new Blob([bytes]);
  }

  /** Closes the database cleanly (a checkpoint), then ends the thread. */
  async close(): Promise<void> {
    if (!this.failure) await this.call({ op: 'close' });
    this.failure ??= new Error('the database is closed');
    await this.worker.terminate();
  }
}

/** The transaction handle drizzle's pglite session gets inside `transaction()`. */
export class PgliteWorkerTransaction {
  closed = false;

  constructor(
    private readonly client: PgliteWorkerClient,
    private readonly id: number,
  ) {}

  query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
    if (this.closed) return Promise.reject(new Error('Transaction is closed'));
    return this.client.query<T>(sql, params, options, this.id);
  }

  exec(sql: string) {
    if (this.closed) return Promise.reject(new Error('Transaction is closed'));
    return this.client.exec(sql, this.id);
  }
}
