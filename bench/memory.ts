import { readFileSync } from 'node:fs';
import type { SpawnedServer } from '../scripts/spawn-server.ts';

/** Resident memory of a process, from /proc (Linux). */
export function rssBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
}

const idleGoalMB = 200;
/**
 * How long the server sits idle before its memory counts as idle: V8's memory reducer gives the
 * heap a load grew back only after ~10–15 s without work (measured after the save run: 334 MB at
 * 2 s and at 10 s, 216 MB at 15 s, 210–211 MB from 20 s to 60 s).
 */
const settleSeconds = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Prints the server's resident memory 2 s after `when` and once it has sat idle for `settleSeconds` (the goal applies to that). */
export async function benchIdleMemory(server: SpawnedServer, when: string): Promise<void> {
  await sleep(2_000);
  const early = rssBytes(server.pid) / 1024 / 1024;
  await sleep((settleSeconds - 2) * 1_000);
  const mb = rssBytes(server.pid) / 1024 / 1024;
  console.log(`Idle server RSS ${when}: ${mb.toFixed(0)} MB after ${settleSeconds} s idle, ${early.toFixed(0)} MB after 2 s (goal ≤ ${idleGoalMB} MB idle; ${mb <= idleGoalMB ? 'within' : 'OVER'})\n`);
}
