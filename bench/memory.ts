import { readFileSync } from 'node:fs';
import type { SpawnedServer } from '../scripts/spawn-server.ts';

/** Resident memory of a process, from /proc (Linux). */
export function rssBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
}

const idleGoalMB = 200;

/** Prints the server's resident memory once it has sat idle for a moment (`when` says after what). */
export async function benchIdleMemory(server: SpawnedServer, when: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const mb = rssBytes(server.pid) / 1024 / 1024;
  console.log(`Idle server RSS ${when}: ${mb.toFixed(0)} MB (goal ≤ ${idleGoalMB} MB; ${mb <= idleGoalMB ? 'within' : 'OVER'})\n`);
}
