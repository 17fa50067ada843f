import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { blankV5Character as blankCharacter, type V5Character as Character } from '@vitae/core/v5';
import type { BenchUser } from '../scripts/register-via-log.ts';

/** A realistic, fully filled sheet of about 20 KB of JSON. */
export function twentyKilobyteCharacter(name: string): Character {
  const paragraph = 'Sie erinnert sich an die Nacht in Leipzig, an das Licht über der Pleiße und an den Geschmack von Eisen. ';
  const items = Array.from({ length: 30 }, (_, i) => ({
    name: `Gegenstand ${i + 1}`,
    description: 'Ein abgegriffenes Ding, das sie seit Jahren mit sich trägt.',
    quantity: 1 + (i % 3),
    category: i % 2 ? 'Werkzeug' : 'Waffen',
    isCustom: i % 5 === 0,
  }));
  const character = blankCharacter({
    name,
    concept: 'Nachtschwester',
    backstory: paragraph.repeat(80),
    notes: paragraph.repeat(40),
    inventory: { carriedItems: items.slice(0, 15), ownedItems: items.slice(15), cash: 120, bank: 4000 },
  });
  return character;
}

async function createCharacters(url: string, user: BenchUser, count: number, avatar = ''): Promise<Array<{ id: string; revision: number }>> {
  const created: Array<{ id: string; revision: number }> = [];
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${url}/api/characters`, {
      method: 'POST',
      headers: { authorization: user.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ ...twentyKilobyteCharacter(`Bench ${String(i).padStart(3, '0')}`), avatar }),
    });
    if (response.status !== 201) throw new Error(`create failed: ${await response.text()}`);
    created.push((await response.json()) as { id: string; revision: number });
  }
  return created;
}

function report(title: string, result: autocannon.Result, extra = ''): void {
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(title);
  console.log(`  requests/s  ${result.requests.average.toFixed(0)} (total ${result.requests.total})`);
  console.log(`  latency     p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms`);
  console.log(`  errors      ${errors} (non-2xx ${result.non2xx})${extra}\n`);
}

/**
 * PUTs 20 KB characters at `url` over `connections` connections: every connection saves its own
 * character with the revision its previous save got back, so no two requests ever edit one sheet.
 */
async function saveStorm(url: string, characters: Array<{ id: string; revision: number }>, authorization: string | undefined, seconds: number) {
  const bodies = characters.map((c) => twentyKilobyteCharacter(`Bench ${c.id.slice(0, 4)}`));
  const free = characters.map((_, index) => index);
  const statuses = new Map<number, number>();
  type Slot = { slot?: number };
  const result = await autocannon({
    url,
    connections: characters.length,
    duration: seconds,
    // A save slower than this is a result to report, not a reason to send it again.
    timeout: 60,
    requests: [
      {
        method: 'PUT',
        setupRequest(request, context: Slot) {
          context.slot = free.pop();
          if (context.slot === undefined) throw new Error('more requests in flight than characters');
          const character = characters[context.slot]!;
          const body = bodies[context.slot]!;
          body.hunger = (body.hunger + 1) % 6;
          return {
            ...request,
            path: `/api/characters/${character.id}`,
            headers: { ...(authorization ? { authorization } : {}), 'content-type': 'application/json' },
            body: JSON.stringify({ ...body, revision: character.revision }),
          };
        },
        onResponse(status, body, context: Slot) {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status !== 200 && process.env.BENCH_DEBUG) console.log(status, body.slice(0, 200));
          if (context.slot === undefined) return;
          if (status === 200) characters[context.slot]!.revision = (JSON.parse(body) as { revision: number }).revision;
          free.push(context.slot);
        },
      },
    ],
  });
  if (process.env.BENCH_DEBUG) console.log(statuses);
  return result;
}

/** Starts `bench/floor-server.ts` in its own process (see there). */
async function startFloor(mode: 'http' | 'db'): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'floor-server.ts')], { env: { ...process.env, FLOOR: mode }, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /FLOOR_PORT=(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`floor server ${mode} exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/**
 * PUT /api/characters/{id} beside its floors from the same run: a bare Fastify route that parses
 * the same body, and the same plus one raw PGlite UPDATE of a jsonb row.
 */
export async function benchCharacterSaves(url: string, user: BenchUser, options: { connections: number; seconds: number }) {
  const connections = Number(process.env.BENCH_CONNECTIONS || options.connections);
  const bodyBytes = Buffer.byteLength(JSON.stringify({ ...twentyKilobyteCharacter('Bench 0000'), revision: 1 }));
  const title = `(${connections} connections, ${(bodyBytes / 1024).toFixed(1)} KB bodies)`;
  for (const mode of ['http', 'db'] as const) {
    const floor = await startFloor(mode);
    try {
      const ids = Array.from({ length: connections }, (_, i) => ({ id: `c${i}`, revision: 1 }));
      report(`Floor: ${mode === 'http' ? 'bare Fastify PUT parsing the body' : 'the same + one raw PGlite UPDATE of a jsonb row'} ${title}`, await saveStorm(floor.url, ids, undefined, options.seconds));
    } finally {
      floor.stop();
    }
  }
  const characters = await createCharacters(url, user, connections);
  const result = await saveStorm(url, characters, user.authorization, options.seconds);
  report(`PUT /api/characters/{id} ${title}; goal: at least the raw-database floor, p99 ≤ 50 ms`, result);
  return { result, characters };
}

/** PATCH /api/characters/{id} of one tracker (hunger), each on the revision the previous one got back. */
export async function benchTrackerPatches(url: string, user: BenchUser, characters: Array<{ id: string; revision: number }>, seconds: number) {
  // The saves of an earlier run still in flight when it ended commit without anyone reading the
  // answer: start from the stored revisions once they stopped changing.
  const revisions = async () => {
    const list = (await (await fetch(`${url}/api/characters`, { headers: { authorization: user.authorization } })).json()) as { characters: Array<{ id: string; revision: number }> };
    return JSON.stringify(list.characters.map((character) => [character.id, character.revision]));
  };
  let before = '';
  for (let now = await revisions(); now !== before; now = await revisions()) {
    before = now;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const stored = new Map(JSON.parse(before) as Array<[string, number]>);
  for (const character of characters) character.revision = stored.get(character.id) ?? character.revision;
  const free = characters.map((_, index) => index);
  const hunger = characters.map(() => 0);
  type Slot = { slot?: number };
  const result = await autocannon({
    url,
    connections: characters.length,
    duration: seconds,
    timeout: 60,
    requests: [
      {
        method: 'PATCH',
        setupRequest(request, context: Slot) {
          context.slot = free.pop();
          if (context.slot === undefined) throw new Error('more requests in flight than characters');
          const character = characters[context.slot]!;
          hunger[context.slot] = (hunger[context.slot]! + 1) % 6;
          return {
            ...request,
            path: `/api/characters/${character.id}`,
            headers: { authorization: user.authorization, 'content-type': 'application/json' },
            body: JSON.stringify({ baseRevision: character.revision, patch: [{ path: ['hunger'], value: hunger[context.slot] }] }),
          };
        },
        onResponse(status, body, context: Slot) {
          if (status !== 200 && process.env.BENCH_DEBUG) console.log(status, body.slice(0, 200));
          if (context.slot === undefined) return;
          if (status === 200) characters[context.slot]!.revision = (JSON.parse(body) as { revision: number }).revision;
          free.push(context.slot);
        },
      },
    ],
  });
  report(`PATCH /api/characters/{id}, one tracker (${characters.length} connections)`, result);
  return result;
}

/** GET /api/characters for an account with `characters` sheets of ~20 KB, each with an avatar of ~`avatarBytes`. */
export async function benchCharacterList(url: string, user: BenchUser, options: { characters: number; connections: number; seconds: number; avatarBytes?: number }) {
  const avatar = `data:image/jpeg;base64,${Buffer.alloc(options.avatarBytes ?? 12_000, 7).toString('base64')}`;
  await createCharacters(url, user, options.characters, avatar);
  const raw = await rawBytes(`${url}/api/characters`, user.authorization, 'identity');
  const br = await rawBytes(`${url}/api/characters`, user.authorization, 'br');
  const fullRaw = await rawBytes(`${url}/api/characters?full=true`, user.authorization, 'identity');
  const fullBr = await rawBytes(`${url}/api/characters?full=true`, user.authorization, 'br');
  const result = await autocannon({
    url: `${url}/api/characters`,
    connections: options.connections,
    duration: options.seconds,
    headers: { authorization: user.authorization, 'accept-encoding': 'br' },
  });
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  report(
    `GET /api/characters light list  (${options.characters} characters with avatars, ${options.connections} connections; budget ≤ 300 KB on the wire)`,
    result,
    `\n  bytes       light: ${kb(br)} br on the wire, ${kb(raw)} raw   (whole list ?full=true: ${kb(fullBr)} br, ${kb(fullRaw)} raw)`,
  );
  return result;
}

/** Bytes of a response as sent (content-encoding not undone), via node:http. */
async function rawBytes(target: string, authorization: string, encoding: string): Promise<number> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const call = request(target, { headers: { authorization, 'accept-encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });
}
