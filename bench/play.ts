// VitaePlay under a busy evening: 5 sessions × 6 members (a storyteller and five players), each
// member posting once a second over the socket; measured from the post leaving a member until the
// server's message has reached all six sockets of its session. Loopback, real server and database.
// Three runs on the same tables: a plain structured roll; a sheet roll (issue #48: a character
// brought to the table, its special dice read from the database, the title in words; budget
// p99 ≤ 300 ms); and chat lines, the floor the sheet roll is read against.
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

/** The sheet roll's budget from issue #48: p99 from the roll leaving the sheet to the last member's screen. */
const sheetRollBudgetMs = 300;

interface Table {
  sessionId: string;
  sockets: Socket[];
  /** Per socket, the character it rolls from the sheet (players their own; the storyteller any brought one). */
  characterIds: string[];
}

/** What one member sends, and how its message is known when it arrives (`key`). */
interface Post {
  event: 'play_roll' | 'play_send';
  payload: Record<string, unknown>;
  key: string;
}

/** The key a delivered message is matched by: a roll's label, a chat line's text. */
function keyOf(message: PlayMessage): string | undefined {
  if (message.body.kind === 'roll') return message.body.label ?? undefined;
  if (message.body.kind === 'text') return message.body.text;
  return undefined;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function benchPlay(server: SpawnedServer): Promise<void> {
  console.log(`VitaePlay: ${sessionsCount} sessions × ${membersPerSession} members, 1 post per second per member for ${seconds} s per run (socket, loopback): post until all members of the session have it`);
  const tables: Table[] = [];
  for (let s = 0; s < sessionsCount; s += 1) {
    const users: BenchUser[] = [];
    for (let m = 0; m < membersPerSession; m += 1) users.push(await registerViaLog(server, `bench-play-${s}-${m}`));
    const { session } = await api<{ session: PlaySession }>(server, users[0]!, 'POST', '/sessions', { name: `Bench ${s}` });
    const characterIds: string[] = [];
    for (const [index, player] of users.slice(1).entries()) {
      await api(server, player, 'POST', '/join', { code: session.code });
      const created = await fetch(`${server.url}/api/characters`, {
        method: 'POST',
        headers: { authorization: player.authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Bench ${s}-${index}`, hunger: 2 }),
      });
      if (created.status !== 201) throw new Error(`creating a character: ${created.status} ${await created.text()}`);
      const { id } = (await created.json()) as { id: string };
      await api(server, player, 'PUT', `/sessions/${session.id}/characters`, { characterIds: [id] });
      characterIds.push(id);
    }
    // The storyteller rolls for the first player's character (a host may roll any brought one).
    tables.push({ sessionId: session.id, sockets: await Promise.all(users.map((user) => openSocket(server, user, session.id))), characterIds: [characterIds[0]!, ...characterIds] });
  }
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  const line = (title: string, sorted: number[]) => `  ${title}: p50 ${fmt(percentile(sorted, 50))}, p95 ${fmt(percentile(sorted, 95))}, p99 ${fmt(percentile(sorted, 99))}, max ${fmt(sorted.at(-1) ?? Number.NaN)}`;

  const plain = await storm(tables, 'roll', (table, _socket, n) => ({ event: 'play_roll', payload: { sessionId: table.sessionId, roll: { kind: 'check', pool: 6, difficulty: 3, special: 0 }, label: `r${n}` }, key: `r${n}` }));
  console.log(line('roll → all members', plain.sorted) + '\n');

  const sheet = await storm(tables, 'sheet roll', (table, index, n) => {
    // As the sheet sends it: the character, its pool with its special dice, the title in words.
    const label = `Geschicklichkeit + Heimlichkeit, Schwierigkeit 3 #${n}`;
    return { event: 'play_roll', payload: { sessionId: table.sessionId, characterId: table.characterIds[index], roll: { kind: 'check', pool: 6, difficulty: 3, special: 'character' }, label, secret: false }, key: label };
  });
  const chat = await storm(tables, 'chat', (table, _index, n) => ({ event: 'play_send', payload: { sessionId: table.sessionId, to: { kind: 'everyone' }, body: { kind: 'text', text: `Zug ${n}` } }, key: `Zug ${n}` }));
  const sheetP99 = percentile(sheet.sorted, 99);
  console.log(line(`sheet roll → all members (budget p99 ≤ ${sheetRollBudgetMs} ms: ${sheetP99 <= sheetRollBudgetMs ? 'within' : 'OVER'})`, sheet.sorted));
  console.log(line('floor, chat line → all members (same run)', chat.sorted));
  console.log(`  sheet roll p99 ${fmt(sheetP99)} beside chat p99 ${fmt(percentile(chat.sorted, 99))}\n`);
  tables.forEach((table) => table.sockets.forEach((socket) => socket.disconnect()));
}

/** Every member posts once a second for `seconds`; returns the sorted times until all members had each post. */
async function storm(tables: Table[], title: string, post: (table: Table, member: number, n: number) => Post): Promise<{ sorted: number[] }> {
  // key → when it was sent and how many members have it
  const pending = new Map<string, { sentAt: number; seen: number; members: number }>();
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const listeners: Array<() => void> = [];
  for (const table of tables) {
    for (const socket of table.sockets) {
      const onMessage = (message: PlayMessage) => {
        const key = keyOf(message);
        const entry = key === undefined ? undefined : pending.get(key);
        if (!entry) return;
        entry.seen += 1;
        if (entry.seen === entry.members) {
          latencies.push(performance.now() - entry.sentAt);
          pending.delete(key!);
        }
      };
      socket.on('play_message', onMessage);
      listeners.push(() => socket.off('play_message', onMessage));
    }
  }

  const endAt = performance.now() + seconds * 1000;
  const timers: NodeJS.Timeout[] = [];
  await new Promise<void>((resolve) => {
    let running = 0;
    for (const table of tables) {
      table.sockets.forEach((socket, index) => {
        running += 1;
        const postOnce = () => {
          if (performance.now() >= endAt) {
            running -= 1;
            if (running === 0) resolve();
            return;
          }
          const { event, payload, key } = post(table, index, sent++);
          pending.set(key, { sentAt: performance.now(), seen: 0, members: table.sockets.length });
          socket
            .timeout(lostAfterMs)
            .emitWithAck(event, payload)
            .then((ack: MessageAck) => {
              if (!ack.ok) {
                errors += 1;
                pending.delete(key);
              }
            })
            .catch(() => {
              errors += 1;
              pending.delete(key);
            });
          timers.push(setTimeout(postOnce, 1000));
        };
        // Members start spread over the first second, as people at a table do.
        timers.push(setTimeout(postOnce, (index * 1000) / table.sockets.length + Math.random() * 100));
      });
    }
  });
  await new Promise((resolve) => setTimeout(resolve, lostAfterMs));
  timers.forEach(clearTimeout);
  listeners.forEach((off) => off());
  errors += pending.size; // never reached every member
  console.log(`  ${title}: sent ${sent}, reached all members: ${latencies.length}, errors: ${errors}`);
  return { sorted: [...latencies].sort((a, b) => a - b) };
}
