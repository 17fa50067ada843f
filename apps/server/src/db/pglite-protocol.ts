/** What the main thread and the database worker (`pglite-worker.ts`) say to each other. */

export interface WorkerStart {
  /** The database folder; `undefined` keeps the database in memory. */
  dataDir: string | undefined;
  sharedBuffersMB: number;
}

type Params = unknown[] | undefined;

export type WorkerRequest = { id: number } & (
  | { op: 'query'; tx?: number; sql: string; params: Params; rowMode: 'array' | 'object' | undefined; rawTextTypes: number[] }
  | { op: 'exec'; tx?: number; sql: string }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'dump' }
  | { op: 'close' }
);

export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  /** The database error's fields (`code`, `constraint`, `detail`, …). */
  props: Record<string, string | number | boolean>;
}

/** `id` 0 is the worker's first message: ready or failed. */
export type WorkerReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: SerializedError };
