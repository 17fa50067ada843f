// VitaePlay under a busy evening: 5 sessions × 6 members (a storyteller and five players), each
// member rolling once a second over the socket; measured from the roll leaving a member until the
// server's result has reached all six sockets of its session. Loopback, real server and database.
import { io as connect, type Socket } from 'socket.io-client';
import type { MessageAck, PlayMessage, PlaySession } from '@vitae/core/play';
import type { SpawnedServer } from '../scripts/spawn-server.ts';
import { registerViaLog, type BenchUser } from '../scripts/register-via-log.ts';

const sessionsCount = 5;
const membersPerSession = 6;
const seconds = Number(process.env.BENCH_PLAY_SECONDS || 60);
/** A roll that has not reached every member by then counts as an error. */
const lostAfterMs = 5_000;

async function api<T>(server: SpawnedServer, user: BenchUser, method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}/api/play${url}`, {
    method,
    headers: { authorization: user.authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function openSocket(server: SpawnedServer, user: BenchUser, sessionId: string): Promise<Socket> {
  const socket = connect(server.url, { transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const auth = (await socket.timeout(5_000).emitWithAck('authenticate', user.authorization.slice('Bearer '.length))) as { ok: boolean };
  if (!auth.ok) throw new Error('socket authentication failed');
  const entered = (await socket.timeout(5_000).emitWithAck('play_enter', { sessionId })) as { ok: boolean };
  if (!entered.ok) throw new Error('play_enter failed');
  return socket;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function benchPlay(server: SpawnedServer): Promise<void> {
  console.log(`VitaePlay: ${sessionsCount} sessions × ${membersPerSession} members, 1 roll per second per member for ${seconds} s (socket, loopback): roll until all members of the session have it`);
  const tables: Array<{ sessionId: string; sockets: Socket[] }> = [];
  for (let s = 0; s < sessionsCount; s += 1) {
    const users: BenchUser[] = [];
    for (let m = 0; m < membersPerSession; m += 1) users.push(await registerViaLog(server, `bench-play-${s}-${m}`));
    const { session } = await api<{ session: PlaySession }>(server, users[0]!, 'POST', '/sessions', { name: `Bench ${s}` });
    for (const player of users.slice(1)) await api(server, player, 'POST', '/join', { code: session.code });
    tables.push({ sessionId: session.id, sockets: await Promise.all(users.map((user) => openSocket(server, user, session.id))) });
  }

  // label → when it was sent and how many members have it
  const pending = new Map<string, { sentAt: number; seen: number; members: number }>();
  const latencies: number[] = [];
  let errors = 0;
  let rolls = 0;
  for (const table of tables) {
    for (const socket of table.sockets) {
      socket.on('play_message', (message: PlayMessage) => {
        if (message.body.kind !== 'roll' || !message.body.label) return;
        const entry = pending.get(message.body.label);
        if (!entry) return;
        entry.seen += 1;
        if (entry.seen === entry.members) {
          latencies.push(performance.now() - entry.sentAt);
          pending.delete(message.body.label);
        }
      });
    }
  }

  const endAt = performance.now() + seconds * 1000;
  const timers: NodeJS.Timeout[] = [];
  await new Promise<void>((resolve) => {
    let running = 0;
    for (const table of tables) {
      table.sockets.forEach((socket, index) => {
        running += 1;
        const rollOnce = () => {
          if (performance.now() >= endAt) {
            running -= 1;
            if (running === 0) resolve();
            return;
          }
          const label = `r${rolls++}`;
          pending.set(label, { sentAt: performance.now(), seen: 0, members: table.sockets.length });
          socket
            .timeout(lostAfterMs)
            .emitWithAck('play_roll', { sessionId: table.sessionId, roll: { kind: 'check', pool: 6, difficulty: 3, special: 0 }, label })
            .then((ack: MessageAck) => {
              if (!ack.ok) {
                errors += 1;
                pending.delete(label);
              }
            })
            .catch(() => {
              errors += 1;
              pending.delete(label);
            });
          timers.push(setTimeout(rollOnce, 1000));
        };
        // Members start spread over the first second, as people at a table do.
        timers.push(setTimeout(rollOnce, (index * 1000) / table.sockets.length + Math.random() * 100));
      });
    }
  });
  await new Promise((resolve) => setTimeout(resolve, lostAfterMs));
  timers.forEach(clearTimeout);
  errors += pending.size; // never reached every member
  tables.forEach((table) => table.sockets.forEach((socket) => socket.disconnect()));

  const sorted = [...latencies].sort((a, b) => a - b);
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  console.log(`  rolls sent: ${rolls}, reached all members: ${latencies.length}, errors: ${errors}`);
  console.log(`  roll → all members: p50 ${fmt(percentile(sorted, 50))}, p95 ${fmt(percentile(sorted, 95))}, p99 ${fmt(percentile(sorted, 99))}, max ${fmt(sorted.at(-1) ?? Number.NaN)}\n`);
}
