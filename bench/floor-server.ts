// The floors the save benchmark is read against, each in a process of its own like the server:
// `FLOOR=http` parses the same JSON body and answers; `FLOOR=db` also writes it with one raw
// PGlite UPDATE of a jsonb row (no validation, no revision log). Prints the port it listens on.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { PGlite } from '@electric-sql/pglite';

const mode = process.env.FLOOR === 'db' ? 'db' : 'http';
const app = Fastify({ bodyLimit: 10 * 1024 * 1024 });
let client: PGlite | undefined;
if (mode === 'db') {
  client = new PGlite(path.join(mkdtempSync(path.join(tmpdir(), 'vitae-floor-')), 'pglite'));
  await client.exec('CREATE TABLE characters (id text PRIMARY KEY, revision integer NOT NULL, data jsonb NOT NULL)');
  await client.query("INSERT INTO characters SELECT 'c' || i, 1, '{}'::jsonb FROM generate_series(0, 199) AS i");
}
app.put<{ Params: { id: string }; Body: Record<string, unknown> }>('/api/characters/:id', async (request) => {
  if (!client) return { revision: Number(request.body.revision) + 1 };
  const { rows } = await client.query<{ revision: number }>('UPDATE characters SET data = $1, revision = revision + 1 WHERE id = $2 RETURNING revision', [request.body, request.params.id]);
  return { revision: rows[0]!.revision };
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`FLOOR_PORT=${typeof address === 'object' && address ? address.port : 0}`);
