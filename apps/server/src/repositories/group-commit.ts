import type { Database } from '../db/client.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Work<T> = (tx: Transaction) => Promise<T>;

interface Job {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Saves written in one transaction at most; a longer one would hold the database too long. */
export const maxGroupSize = 64;

/**
 * Group commit for the embedded database (one connection, so transactions run one after the
 * other anyway): while one group's transaction runs, the writes that arrive wait and then go in
 * the next one together, each in turn. Everyone is answered only after their group committed.
 * When one write of a group fails, the group is rolled back and each of its writes runs again in
 * a transaction of its own, so only the failing one fails. `work` must therefore be safe to run
 * twice (it only reads and writes the database and computes).
 */
export function createGroupCommit(db: Database, options: { enabled: boolean }) {
  let queue: Job[] = [];
  let running = false;

  const alone = (job: Job) => db.transaction(job.work).then(job.resolve, job.reject);

  async function runGroup(group: Job[]): Promise<void> {
    if (group.length === 1) return alone(group[0]!);
    const results: unknown[] = [];
    try {
      await db.transaction(async (tx) => {
        for (const job of group) results.push(await job.work(tx));
      });
    } catch {
      for (const job of group) await alone(job);
      return;
    }
    group.forEach((job, index) => job.resolve(results[index]));
  }

  async function drain(): Promise<void> {
    running = true;
    // Let the writes that arrived in this event-loop turn join the first group.
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length > 0) {
      const group = queue.slice(0, maxGroupSize);
      queue = queue.slice(group.length);
      await runGroup(group);
    }
    running = false;
  }

  return {
    /** Runs `work` in a transaction, maybe together with other writes (see above). */
    transaction<T>(work: Work<T>): Promise<T> {
      if (!options.enabled) return db.transaction(work);
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
        if (!running) void drain();
      });
    },
  };
}
