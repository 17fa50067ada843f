import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { Worker } from 'node:worker_threads';
import { blankCharacter } from '@vitae/core';
import type { BenchUser } from '../scripts/register-via-log.ts';
import { rssBytes } from './memory.ts';
import type { SpawnedServer } from '../scripts/spawn-server.ts';

/** A character of about `bytes` of JSON: a random (incompressible) avatar plus long texts. */
function bigCharacter(name: string, bytes: number) {
  const text = (n: number) => randomBytes(Math.ceil((n * 3) / 4)).toString('base64').slice(0, n);
  const texts = 4 * 90_000;
  return {
    ...blankCharacter('v5', { name, notes: text(90_000), backstory: text(90_000), desire: text(90_000), ambition: text(90_000) }),
    avatar: `data:image/png;base64,${randomBytes(Math.ceil(((bytes - texts) * 3) / 4)).toString('base64')}`,
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** GETs `url` and reads it to the end without keeping it (the client must not be the bottleneck). */
function drain(url: string, authorization: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { authorization } }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`list failed: ${response.statusCode}`));
        let size = 0;
        response.on('data', (chunk: Buffer) => (size += chunk.length));
        response.on('end', () => resolve(size));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * The other user, in a thread of its own: its timings must measure the server, not this process
 * (which is busy reading 8 × 100 MB at the same time).
 */
const pingerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const pings = [], mes = [];
let running = true;
parentPort.on('message', () => { running = false; });
const timed = async (url, init) => {
  const started = performance.now();
  await (await fetch(url, init)).arrayBuffer();
  return performance.now() - started;
};
(async () => {
  // One untimed pair first (the thread's start, the connection), then 'ready': the storm begins after it.
  await timed(workerData.url + '/api/ping');
  await timed(workerData.url + '/api/users/@me', { headers: { authorization: workerData.authorization } });
  parentPort.postMessage('ready');
  while (running) {
    pings.push(await timed(workerData.url + '/api/ping'));
    mes.push(await timed(workerData.url + '/api/users/@me', { headers: { authorization: workerData.authorization } }));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  parentPort.postMessage({ pings, mes });
})();
`;

/**
 * An account with `characters` sheets of ~1 MB; its list is called `concurrent` times at once, for
 * `rounds` rounds and at least `minSeconds` (so the other user's p99 rests on a hundred pings or
 * more, not the three a light list's 0.3 s storm left), while another user pings (`/api/ping`, and
 * `/api/users/@me`, which needs the database). Twice: the light list the app asks for, and the
 * whole characters (`?full=true`, ~100 MB per answer). Goals: server RSS growth under 200 MB, the
 * other user's ping p99 under 50 ms.
 */
export async function benchListMemory(server: SpawnedServer, reader: BenchUser, other: BenchUser, options: { characters: number; concurrent: number; rounds: number; minSeconds: number }) {
  for (let i = 0; i < options.characters; i += 1) {
    const response = await fetch(`${server.url}/api/characters`, {
      method: 'POST',
      headers: { authorization: reader.authorization, 'content-type': 'application/json' },
      body: JSON.stringify(bigCharacter(`Groß ${String(i).padStart(3, '0')}`, 1024 * 1024)),
    });
    if (response.status !== 201) throw new Error(`create failed: ${response.status} ${await response.text()}`);
  }
  const results = [];
  for (const [label, query] of [['light list', ''], ['whole characters', '?full=true']] as const) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    results.push(await listStorm(server, reader, other, options, label, `${server.url}/api/characters${query}`));
  }
  return results;
}

async function listStorm(server: SpawnedServer, reader: BenchUser, other: BenchUser, options: { characters: number; concurrent: number; rounds: number; minSeconds: number }, label: string, url: string) {
  const baseline = rssBytes(server.pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(server.pid))), 25);

  const pinger = new Worker(pingerSource, { eval: true, workerData: { url: server.url, authorization: other.authorization } });
  const messages: unknown[] = [];
  let arrived = () => undefined as void;
  pinger.on('message', (message: unknown) => {
    messages.push(message);
    arrived();
  });
  const next = async () => {
    while (messages.length === 0) await new Promise<void>((resolve) => (arrived = resolve));
    return messages.shift();
  };
  if ((await next()) !== 'ready') throw new Error('the pinger did not start');

  const durations: number[] = [];
  let size = 0;
  let rounds = 0;
  const started = performance.now();
  while (rounds < options.rounds || performance.now() - started < options.minSeconds * 1000) {
    await Promise.all(
      Array.from({ length: options.concurrent }, async () => {
        const callStarted = performance.now();
        size = await drain(url, reader.authorization);
        durations.push(performance.now() - callStarted);
      }),
    );
    rounds += 1;
  }
  const total = performance.now() - started;
  pinger.postMessage('stop');
  const { pings, mes } = (await next()) as { pings: number[]; mes: number[] };
  await pinger.terminate();
  clearInterval(sampler);
  peak = Math.max(peak, rssBytes(server.pid));

  const size1 = size >= 1024 * 1024 ? mb(size) : `${(size / 1024).toFixed(0)} KB`;
  console.log(`GET /api/characters under load, ${label}  (${options.characters} characters of ~1 MB = ${size1} per response, ${options.concurrent} concurrent calls × ${rounds} rounds, ${(total / 1000).toFixed(1)} s)`);
  console.log(`  list call   p50 ${percentile(durations, 0.5).toFixed(0)} ms   max ${Math.max(...durations).toFixed(0)} ms`);
  console.log(`  server RSS  ${mb(baseline)} before, ${mb(peak)} peak: growth ${mb(peak - baseline)} (target < 200 MB)`);
  console.log(`  other user  /api/ping p50 ${percentile(pings, 0.5).toFixed(1)} ms   p99 ${percentile(pings, 0.99).toFixed(1)} ms   max ${Math.max(...pings).toFixed(1)} ms (target p99 < 50 ms; ${pings.length} pings)`);
  console.log(`              /api/users/@me p50 ${percentile(mes, 0.5).toFixed(1)} ms   p99 ${percentile(mes, 0.99).toFixed(1)} ms   max ${Math.max(...mes).toFixed(1)} ms\n`);
  return { growthBytes: peak - baseline, pingP99: percentile(pings, 0.99) };
}
