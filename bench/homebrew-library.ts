// The public homebrew library (issue #49 item 3): search over 10,000 public items, budget
// p99 ≤ 50 ms. The items are written straight into the embedded database (in bulk, while the
// server is stopped), then a restarted server answers a mix of searches, filters and sorts in
// German and English; `GET /api/health` and a search that finds nothing, in the same run, are the
// floors it is read against.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { PGlite } from '@electric-sql/pglite';
import { spawnServer } from '../scripts/spawn-server.ts';
import { registerViaLog } from '../scripts/register-via-log.ts';

const itemCount = 10_000;
const budgetP99Ms = 50;
const connections = 4;

const german = ['Nebel', 'Schatten', 'Blut', 'Nacht', 'Wald', 'Gassen', 'Spiegel', 'Asche', 'Eisen', 'Rabe', 'Sturm', 'Flamme', 'Stille', 'Hafen', 'Knochen'];
const english = ['mist', 'shadow', 'blood', 'night', 'forest', 'alley', 'mirror', 'ash', 'iron', 'raven', 'storm', 'flame', 'silence', 'harbour', 'bone'];
const pick = (list: string[], n: number) => list[n % list.length]!;

/** One item's stored content: a name, a slogan, a description and two abilities, words varying by `i`. */
function itemData(i: number) {
  const name = `${pick(german, i)}${pick(german, Math.floor(i / 15)).toLowerCase()} ${i}`;
  return {
    kind: i % 3 === 0 ? 'clans' : 'disciplines',
    name,
    data: {
      schemaVersion: 1,
      name,
      slogan: i % 3 === 0 ? `Wir sind ${pick(german, i * 7)} und ${pick(german, i * 11)}` : undefined,
      description: `They walk through ${pick(english, i * 3)} and ${pick(english, i * 5)}. Sie hüten ${pick(german, i * 13)} in den ${pick(german, i * 17)}n.`,
      levels: [{ abilities: [{ id: 1, name: `${pick(german, i * 19)}ruf`, summary: '' }] }, { abilities: [{ id: 2, name: `${pick(english, i * 23)} veil`, summary: '' }] }],
      lastAbilityId: 2,
      disciplines: [],
    },
  };
}

/** Writes the items as public items of `creatorId`, 1,000 a statement, with installs and ratings spread over them. */
async function seed(dataDir: string, creatorId: string): Promise<void> {
  const db = new PGlite(path.join(dataDir, 'pglite'));
  for (let start = 0; start < itemCount; start += 1000) {
    const batch = Array.from({ length: 1000 }, (_, k) => ({ i: start + k, ...itemData(start + k) }));
    await db.query(
      `INSERT INTO homebrew_items (kind, creator_id, name, name_search, public, version, data, created_at, updated_at, installs, rating_count, rating_sum)
       SELECT e->>'kind', $1, e->>'name', lower(e->>'name'), true, 1 + (e->>'i')::int % 5, e->'data',
              now() - ((e->>'i')::int * interval '1 minute'), now() - ((e->>'i')::int * interval '1 minute'),
              ((e->>'i')::int * 7919) % 300, (e->>'i')::int % 11, ((e->>'i')::int % 11) * (1 + (e->>'i')::int % 5)
       FROM jsonb_array_elements($2::jsonb) AS e`,
      [creatorId, JSON.stringify(batch)],
    );
  }
  await db.query('ANALYZE homebrew_items');
  await db.close();
}

function line(title: string, result: autocannon.Result): string {
  const errors = result.errors + result.timeouts + result.non2xx;
  return `${title.padEnd(36)} p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(3)} ms   ${result.requests.average.toFixed(0)} req/s   errors ${errors}`;
}

/** Runs on a server of its own (its data folder is seeded while it is stopped). */
export async function benchHomebrewLibrary(serverEnv: Record<string, string>, seconds: number): Promise<void> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'vitae-bench-library-'));
  const env = { ...serverEnv, VITAE_DATA_DIR: path.join(workDir, 'data') };
  try {
    const first = await spawnServer(env);
    const author = await registerViaLog(first, 'bench-library');
    await first.stop();
    const seededAt = Date.now();
    await seed(env.VITAE_DATA_DIR, author.id);
    const seedMs = Date.now() - seededAt;
    const server = await spawnServer(env);
    try {
      const library = `${server.url}/api/homebrew/library`;
      const queries = [
        '?q=nebel',
        '?q=shadow',
        '?q=blutruf',
        '?q=sturm%20raven',
        '?q=spieg',
        '?q=W%C3%A4ldern',
        '?q=flamme&sort=installs',
        '?sort=newest',
        '?sort=installs&kind=clans',
        '?sort=rating&line=v5',
        '?q=night&page=3',
        '?kind=disciplines&page=40',
      ];
      const check = (await (await fetch(`${library}?q=nebel`)).json()) as { total: number };
      // Warm-up: the first searches read the index from disk.
      for (const query of queries) await fetch(`${library}${query}`);
      const requests = queries.map((query) => ({ method: 'GET' as const, path: `/api/homebrew/library${query}` }));
      // One searcher (the latency a person sees) and several at once (they queue at the one embedded database).
      const alone = await autocannon({ url: library, connections: 1, duration: seconds, requests });
      const together = await autocannon({ url: library, connections, duration: seconds, requests });
      const floor = await autocannon({ url: `${server.url}/api/health`, connections, duration: Math.max(5, Math.round(seconds / 2)) });
      // The same route and one database round trip through the search index, finding nothing: what a search costs before its matches.
      const emptySearch = await autocannon({ url: `${library}?q=zzqxv`, connections, duration: Math.max(5, Math.round(seconds / 2)) });
      const verdict = (result: autocannon.Result) => (result.latency.p99 <= budgetP99Ms ? 'within budget' : 'OVER BUDGET');
      console.log(`Homebrew library: ${itemCount} public items (seeded in ${seedMs} ms), ${queries.length} searches/filters/sorts in turn; budget p99 ≤ ${budgetP99Ms} ms (load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`);
      console.log(`  ${line('library mix, 1 connection', alone)}   ${verdict(alone)}`);
      console.log(`  ${line(`library mix, ${connections} connections`, together)}   ${verdict(together)}`);
      console.log(`  ${line(`floor: GET /api/health, ${connections} conn.`, floor)}`);
      console.log(`  ${line(`floor: a search finding 0, ${connections} conn.`, emptySearch)}`);
      console.log(`  "nebel" matches ${check.total} items\n`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
