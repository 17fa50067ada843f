import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { registerViaLog } from '../../../scripts/register-via-log.ts';
import { spawnServer, type SpawnedServer } from '../../../scripts/spawn-server.ts';

const workDir = mkdtempSync(path.join(tmpdir(), 'vitae-shutdown-'));
// The real server process on a real data folder; mails go to its log (no SMTP_URL).
const env = {
  VITAE_DATA_DIR: path.join(workDir, 'data'),
  WEB_DIST_DIR: '',
  SMTP_URL: '',
  AUTH_RATE_LIMIT: '100000',
  AUTH_TARGET_RATE_LIMIT: '100000',
  QUOTA_WRITES_PER_MINUTE: '100000000',
  LOG_LEVEL: 'info',
};
let server: SpawnedServer | undefined;

afterAll(async () => {
  await server?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

interface Acked {
  revision: number;
  concept: string;
}

/** Saves one character again and again, each save on the revision the last one answered, until the server stops answering. */
async function saveUntilRefused(url: string, authorization: string, stored: Record<string, unknown>, acked: Acked[]): Promise<void> {
  let current = stored;
  for (let n = 1; ; n += 1) {
    const concept = `Nacht ${n}`;
    let response: Response;
    try {
      response = await fetch(`${url}/api/characters/${String(stored.id)}`, {
        method: 'PUT',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ ...current, concept }),
      });
    } catch {
      return; // the connection was refused or dropped: this save was never acknowledged
    }
    if (response.status !== 200) return;
    const { revision } = (await response.json()) as { revision: number };
    acked.push({ revision, concept });
    current = { ...current, concept, revision };
  }
}

describe('graceful shutdown', () => {
  it('keeps every acknowledged save across SIGTERM and exits 0', { timeout: 120_000 }, async () => {
    server = await spawnServer(env);
    const user = await registerViaLog(server, 'shutdown');
    const headers = { authorization: user.authorization, 'content-type': 'application/json' };
    for (let index = 0; index < 6; index += 1) {
      const created = await fetch(`${server.url}/api/characters`, { method: 'POST', headers, body: JSON.stringify({ name: `Figur ${index}` }) });
      expect(created.status).toBe(201);
    }
    const list = (await (await fetch(`${server.url}/api/characters?full=true`, { headers })).json()) as { characters: Array<Record<string, unknown>> };
    expect(list.characters).toHaveLength(6);

    const acked = list.characters.map((): Acked[] => []);
    const running = list.characters.map((stored, index) => saveUntilRefused(server!.url, user.authorization, stored, acked[index]!));
    // Let the saves run until every character has some acknowledged, then stop mid-stream.
    while (acked.some((saves) => saves.length < 3)) await new Promise((resolve) => setTimeout(resolve, 20));
    const exitCode = await server.stop();
    await Promise.all(running);
    const log = server.output();
    server = undefined;

    expect(exitCode).toBe(0);
    expect(log).toContain('SIGTERM received, closing');
    expect(log).toContain('closed, exit 0');

    server = await spawnServer(env);
    const after = (await (await fetch(`${server.url}/api/characters`, { headers })).json()) as { characters: Array<{ id: string; revision: number; concept: string }> };
    for (const [index, stored] of list.characters.entries()) {
      const last = acked[index]!.at(-1)!;
      const now = after.characters.find((character) => character.id === stored.id)!;
      // A save whose answer was lost on the way may have landed too, but never one that was answered without landing.
      expect(now.revision).toBeGreaterThanOrEqual(last.revision);
      if (now.revision === last.revision) expect(now.concept).toBe(last.concept);
    }
  });
});
