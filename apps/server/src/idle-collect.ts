import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Lets contexts made from now on have V8's `gc()`. V8's flags are the process's: set them from the
 * server's thread, before the database worker starts.
 */
export function allowGarbageCollection(): void {
  setFlagsFromString('--expose-gc');
}

/** V8's `gc()` for this thread's heap, from a context of its own (after `allowGarbageCollection`). */
export function garbageCollection(): () => void {
  return runInNewContext('gc') as () => void;
}

/** The share of the time since the last call that this thread's event loop was busy (0–1). */
export function eventLoopBusyShare(): () => number {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    return utilization;
  };
}

export interface IdleCollectOptions {
  intervalMs: number;
  /** Below this share of busy time an interval counts as idle (timers and pings stay under it). */
  idleBelow?: number;
  busyShare?: () => number;
}

/**
 * Collects once a thread has been idle for a whole interval after work. V8's memory reducer did not
 * always give a load's heap back: after a save run the database worker kept 23–26 MB of heap (12 MB
 * before) and after VitaePlay the server's thread 57 MB (34–38 MB before) for as long as the server
 * idled. At most one collection per two intervals, and none while the thread keeps working.
 */
export function collectWhenIdle(collect: () => void, options: IdleCollectOptions): () => void {
  const { intervalMs, idleBelow = 0.01, busyShare = eventLoopBusyShare() } = options;
  let workedSinceCollection = false;
  const timer = setInterval(() => {
    if (busyShare() >= idleBelow) workedSinceCollection = true;
    else if (workedSinceCollection) {
      workedSinceCollection = false;
      collect();
      // The collection is not work to collect after: a slow one would otherwise start another.
      busyShare();
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
