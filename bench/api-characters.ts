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

async function createCharacters(url: string, user: BenchUser, count: number): Promise<Array<{ id: string; revision: number }>> {
  const created: Array<{ id: string; revision: number }> = [];
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${url}/api/characters`, {
      method: 'POST',
      headers: { authorization: user.authorization, 'content-type': 'application/json' },
      body: JSON.stringify(twentyKilobyteCharacter(`Bench ${String(i).padStart(3, '0')}`)),
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

/** PUT /api/characters/{id}: every connection saves its own character with the revision it got back. */
export async function benchCharacterSaves(url: string, user: BenchUser, options: { connections: number; seconds: number }) {
  const characters = await createCharacters(url, user, options.connections);
  const bodies = characters.map((c) => twentyKilobyteCharacter(`Bench ${c.id.slice(0, 4)}`));
  // A connection has one request in flight, so a free character always exists: no two requests
  // ever edit the same sheet, and every save carries the revision its previous save got back.
  const free = characters.map((_, index) => index);
  const statuses = new Map<number, number>();
  const bodyBytes = Buffer.byteLength(JSON.stringify({ ...bodies[0], revision: 1 }));
  type Slot = { slot?: number };
  const result = await autocannon({
    url,
    connections: Number(process.env.BENCH_CONNECTIONS || options.connections),
    duration: options.seconds,
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
            headers: { authorization: user.authorization, 'content-type': 'application/json' },
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
  report(`PUT /api/characters/{id}  (${options.connections} connections, ${(bodyBytes / 1024).toFixed(1)} KB bodies; target p99 ≤ 20 ms at ≥ 1000 saves/s)`, result);
  return result;
}

/** GET /api/characters for an account with `characters` sheets of ~20 KB. */
export async function benchCharacterList(url: string, user: BenchUser, options: { characters: number; connections: number; seconds: number }) {
  await createCharacters(url, user, options.characters);
  const probe = await fetch(`${url}/api/characters`, { headers: { authorization: user.authorization } });
  const size = (await probe.arrayBuffer()).byteLength;
  const result = await autocannon({
    url: `${url}/api/characters`,
    connections: options.connections,
    duration: options.seconds,
    headers: { authorization: user.authorization },
  });
  report(`GET /api/characters  (${options.characters} characters, ${(size / 1024 / 1024).toFixed(1)} MB response, ${options.connections} connections)`, result);
  return result;
}
