// `npm run bench`: starts the real server on a throwaway embedded database and measures the API
// budgets with autocannon. Prints numbers; it never fails a build.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnServer, useServerBundle } from '../scripts/spawn-server.ts';
import { benchCharacterSaves, benchCharacterList, benchTrackerPatches } from './api-characters.ts';
import { registerViaLog } from '../scripts/register-via-log.ts';
import { benchDiceOdds, benchRageOdds } from './dice-odds.ts';
import { benchM20DiceOdds } from './m20-dice-odds.ts';
import { benchWebBundle } from './web-bundle.ts';
import { benchContentLoad } from './content-load.ts';
import { benchPdf } from './pdf.ts';
import { benchListMemory } from './list-memory.ts';
import { benchSyncLatency } from './sync-latency.ts';
import { benchIdleMemory } from './memory.ts';
import { benchOfflineStart } from './offline-start.ts';
import { benchPlay } from './play.ts';
import { benchHomebrewLibrary } from './homebrew-library.ts';
import { benchStartProfile } from './profile-start.ts';
import { reportDataFolder } from './data-folder.ts';

const seconds = Number(process.env.BENCH_SECONDS || 20);
// Measure the server as `npm start` runs it (bundled JavaScript, not the sources through tsx).
useServerBundle();
const workDir = mkdtempSync(path.join(tmpdir(), 'vitae-bench-'));
// The save benchmark is a write storm by design; quotas stay at their defaults otherwise.
const serverEnv = {
  VITAE_DATA_DIR: path.join(workDir, 'data'),
  AUTH_RATE_LIMIT: '100000',
  AUTH_TARGET_RATE_LIMIT: '100000',
  QUOTA_WRITES_PER_MINUTE: '100000000',
  LOG_LEVEL: 'warn',
};
const only = process.env.BENCH_ONLY;
// The first start creates the database (PostgreSQL's initdb inside PGlite, in a child process);
// every later start opens it. The runs use a restarted server, the state a deployment is in after
// its first day.
const firstStart = await spawnServer(serverEnv);
if (!only || only === 'memory') await benchIdleMemory(firstStart, 'after the first start (new data folder)');
await firstStart.stop();
const server = await spawnServer(serverEnv);

try {
  console.log(`Vitae API benchmarks against ${server.url} (embedded PGlite ${process.env.PGLITE_WORKER === '0' ? 'in the server thread' : 'in a worker thread'}, ${seconds} s per run)\n`);
  if (!only || only === 'memory') await benchIdleMemory(server, 'after a restart');
  if (!only || only === 'dice') {
    benchDiceOdds();
    benchRageOdds();
  }
  if (!only || only === 'dice' || only === 'm20dice') benchM20DiceOdds();
  if (!only || only === 'web') await benchWebBundle(server, await registerViaLog(server, 'bench-web'));
  if (!only || only === 'content') await benchContentLoad(server);
  if (!only || only === 'offline') await benchOfflineStart(server, await registerViaLog(server, 'bench-offline'));
  if (!only || only === 'pdf') await benchPdf(server, await registerViaLog(server, 'bench-pdf'));
  if (!only || only === 'save') {
    const saver = await registerViaLog(server, 'bench-saver');
    const { characters } = await benchCharacterSaves(server.url, saver, { connections: 50, seconds });
    await benchTrackerPatches(server.url, saver, characters, Math.max(5, Math.round(seconds / 2)));
    await benchIdleMemory(server, 'after the save run');
    reportDataFolder(path.join(workDir, 'data'), 'after the save run');
  }
  if (!only || only === 'list') {
    const reader = await registerViaLog(server, 'bench-reader');
    await benchCharacterList(server.url, reader, { characters: 500, connections: 10, seconds: Math.max(5, Math.round(seconds / 2)) });
  }
  if (!only || only === 'sync') await benchSyncLatency(server, await registerViaLog(server, 'bench-sync'));
  if (!only || only === 'listmem') {
    await benchListMemory(server, await registerViaLog(server, 'bench-hoarder'), await registerViaLog(server, 'bench-other'), { characters: 100, concurrent: 8, rounds: 3, minSeconds: 5 });
  }
  if (!only || only === 'play') await benchPlay(server);
  if (!only || only === 'library') await benchHomebrewLibrary(serverEnv, Math.max(5, Math.round(seconds / 2)));
  // Diagnostic only (not a budget): run it on its own.
  if (only === 'profile') await benchStartProfile(server, await registerViaLog(server, 'bench-profile'));
  if (!only) await benchIdleMemory(server, 'after all runs');
} finally {
  await server.stop();
  rmSync(workDir, { recursive: true, force: true });
}
