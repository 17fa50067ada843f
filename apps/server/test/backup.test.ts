import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { backupToFile, compactDatabase, restoreFromFile } from '../src/backup/backup.ts';
import { tokenSecretFile } from '../src/auth/token-secret.ts';
import { ensureBackupToken, removeServerFile, writeServerFile } from '../src/backup/files.ts';
import { loadConfig, type ServerConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { startSmtpSink } from './smtp-sink.ts';
import { as, registerUser, type TestContext } from './helper.ts';

const workDir = mkdtempSync(path.join(tmpdir(), 'vitae-backup-test-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

async function start(dataDir: string, smtpUrl: string): Promise<FastifyInstance> {
  const config: ServerConfig = { ...loadConfig({}), dataDir, smtpUrl, webDistDir: undefined, logLevel: 'silent', authMailGapSeconds: 0, authRateLimitPerMinute: 100_000 };
  const app = await buildApp(config);
  await app.ready();
  return app;
}

const folderNames = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `Ordner ${String(i).padStart(3, '0')}` }));

describe('npm run backup / restore', () => {
  it('dumps the embedded database while saves keep coming, and the restore holds every acknowledged save', { timeout: 120_000 }, async () => {
    const smtp = await startSmtpSink();
    const dataDir = path.join(workDir, 'live');
    const app = await start(dataDir, smtp.url);
    await app.listen({ port: 0, host: '127.0.0.1' });
    writeServerFile(dataDir, { pid: process.pid, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` });
    const ctx = { app, smtp } as TestContext;
    const user = await registerUser(ctx, 'Archivar');

    // A storm of writes: new characters, and the folder list replaced in one transaction each
    // time with one more folder. A consistent dump holds some prefix of each, never half a write.
    const acknowledged: string[] = [];
    let storming = true;
    let folderRounds = 0;
    const storm = (async () => {
      for (let i = 0; storming; i += 1) {
        const [created] = await Promise.all([
          app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { name: `Sturm ${i}`, notes: 'n'.repeat(5_000) } })),
          app.inject(as(user, { method: 'PUT', url: '/api/folders', payload: { folders: folderNames(++folderRounds) } })),
        ]);
        if (created.statusCode === 201) acknowledged.push(created.json().id);
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const savedBeforeBackup = [...acknowledged];
    const out = path.join(workDir, 'backups', 'dump.tar.gz');
    const result = await backupToFile(dataDir, out);
    const afterBackup = acknowledged.length;
    // Saves keep being answered after the dump (with the database in its worker they also ran
    // during it, so there is no backlog that lands at once: wait for the next one, not a fixed time).
    for (let waited = 0; acknowledged.length <= afterBackup && waited < 20_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    storming = false;
    await storm;
    expect(result.via).toBe('server');
    expect(result.bytes).toBeGreaterThan(10_000);
    expect(savedBeforeBackup.length).toBeGreaterThan(3);
    expect(acknowledged.length).toBeGreaterThan(afterBackup);

    // Restoring needs the server stopped.
    await expect(restoreFromFile(dataDir, out)).rejects.toThrow(/running/);
    removeServerFile(dataDir);
    await app.close();

    const restoredDir = path.join(workDir, 'restored');
    expect((await restoreFromFile(restoredDir, out)).keptAt).toBeUndefined();
    const restored = await start(restoredDir, smtp.url);
    try {
      const login = await restored.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-user-id': user.id, 'x-user-passkey': user.passkey } });
      expect(login.statusCode).toBe(200);
      const auth = { authorization: `Bearer ${login.json().accessToken}` };
      const list = (await restored.inject({ method: 'GET', url: '/api/characters', headers: auth })).json();
      const ids = new Set(list.characters.map((c: { id: string }) => c.id));
      for (const id of savedBeforeBackup) expect(ids.has(id)).toBe(true);
      expect(ids.size).toBeLessThan(acknowledged.length + 1);
      const folders = (await restored.inject({ method: 'GET', url: '/api/folders', headers: auth })).json().folders;
      expect(folders.length).toBeGreaterThan(0);
      expect(folders.map((f: { name: string }) => f.name)).toEqual(folderNames(folders.length).map((f) => f.name));
    } finally {
      await restored.close();
      await smtp.close();
    }
  });

  it('backs up directly when no server runs, and keeps the replaced database on restore', { timeout: 60_000 }, async () => {
    const smtp = await startSmtpSink();
    const dataDir = path.join(workDir, 'offline');
    const app = await start(dataDir, smtp.url);
    const user = await registerUser({ app, smtp } as TestContext, 'Offline');
    await app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { name: 'Vor dem Backup' } }));
    await app.close();

    const out = path.join(workDir, 'offline.tar.gz');
    expect((await backupToFile(dataDir, out)).via).toBe('direct');
    const reopened = await start(dataDir, smtp.url);
    const login = await reopened.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-user-id': user.id, 'x-user-passkey': user.passkey } });
    await reopened.inject({ method: 'POST', url: '/api/characters', headers: { authorization: `Bearer ${login.json().accessToken}` }, payload: { name: 'Nach dem Backup' } });
    await reopened.close();

    const { keptAt } = await restoreFromFile(dataDir, out);
    expect(keptAt && existsSync(keptAt)).toBeTruthy();
    const restored = await start(dataDir, smtp.url);
    try {
      const again = await restored.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-user-id': user.id, 'x-user-passkey': user.passkey } });
      const names = (await restored.inject({ method: 'GET', url: '/api/characters', headers: { authorization: `Bearer ${again.json().accessToken}` } })).json().characters.map((c: { name: string }) => c.name);
      expect(names).toEqual(['Vor dem Backup']);
    } finally {
      await restored.close();
      await smtp.close();
    }
  });

  // Issue 43, finding 12: the dump held the token-signing secret (row `server_secrets`), so
  // whoever got a backup file could sign access tokens for any account.
  it('leaves the token-signing secret out of the backup; a restore into a fresh folder works and makes everyone log in again', { timeout: 60_000 }, async () => {
    const smtp = await startSmtpSink();
    const dataDir = path.join(workDir, 'secret');
    const app = await start(dataDir, smtp.url);
    const user = await registerUser({ app, smtp } as TestContext, 'Geheim');
    await app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { name: 'Im Backup' } }));
    // Wherever the server keeps it: the file beside the database, or (before) a database row.
    const rows = (await app.database.db.execute(sql`select value from server_secrets where name = 'token-secret'`)) as unknown as { rows: Array<{ value: string }> };
    const secret = existsSync(tokenSecretFile(dataDir)) ? readFileSync(tokenSecretFile(dataDir), 'utf8').trim() : rows.rows[0]!.value;
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const dump = await app.inject({ method: 'POST', url: '/api/admin/backup', headers: { authorization: `Bearer ${ensureBackupToken(dataDir)}` } });
    expect(dump.statusCode).toBe(200);
    await app.close();
    const tar = gunzipSync(dump.rawPayload);
    expect(tar.length).toBeGreaterThan(10_000);
    expect(tar.includes(Buffer.from(secret))).toBe(false);

    const out = path.join(workDir, 'secret.tar.gz');
    writeFileSync(out, dump.rawPayload);
    const freshDir = path.join(workDir, 'secret-restored');
    await restoreFromFile(freshDir, out);
    const restored = await start(freshDir, smtp.url);
    try {
      // The old access token was signed with the secret the backup does not carry.
      expect((await restored.inject({ method: 'GET', url: '/api/users/@me', headers: user.auth })).statusCode).toBe(401);
      const login = await restored.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-user-id': user.id, 'x-user-passkey': user.passkey } });
      expect(login.statusCode).toBe(200);
      const names = (await restored.inject({ method: 'GET', url: '/api/characters', headers: { authorization: `Bearer ${login.json().accessToken}` } })).json().characters.map((c: { name: string }) => c.name);
      expect(names).toEqual(['Im Backup']);
    } finally {
      await restored.close();
      await smtp.close();
    }
  });

  it('refuses the backup endpoint without the folder’s token', async () => {
    const smtp = await startSmtpSink();
    const dataDir = path.join(workDir, 'token');
    const app = await start(dataDir, smtp.url);
    try {
      expect((await app.inject({ method: 'POST', url: '/api/admin/backup' })).statusCode).toBe(401);
      expect((await app.inject({ method: 'POST', url: '/api/admin/backup', headers: { authorization: 'Bearer falsch' } })).statusCode).toBe(401);
      const ok = await app.inject({ method: 'POST', url: '/api/admin/backup', headers: { authorization: `Bearer ${ensureBackupToken(dataDir)}` } });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['content-type']).toBe('application/gzip');
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('compacts a folder that held every old version (npm run compact), keeping the data, and refuses while a server runs', { timeout: 120_000 }, async () => {
    const dataDir = path.join(workDir, 'compact');
    // A folder as one without the housekeeping left it: 300 saves of a 16 KB value, never vacuumed.
    const bloated = await openDatabase({ databaseUrl: undefined, dataDir, embedded: { worker: false, sharedBuffersMB: 16, vacuum: false } });
    await bloated.db.execute(sql`create table scratch (id int primary key, notes text)`);
    await bloated.db.execute(sql`insert into scratch values (1, '')`);
    let notes = '';
    // The live version is written last, behind the dead ones: a plain VACUUM could not cut them off the end.
    for (let i = 0; i < 300; i++) {
      notes = randomBytes(12 * 1024).toString('base64');
      await bloated.db.execute(sql`update scratch set notes = ${notes} where id = 1`);
    }
    await bloated.close();

    writeServerFile(dataDir, { pid: process.pid, url: 'http://127.0.0.1:1' });
    await expect(compactDatabase(dataDir)).rejects.toThrow(/running on this data folder/);
    removeServerFile(dataDir);

    const { before, after } = await compactDatabase(dataDir);
    // The 300 old versions took ~4.8 MB.
    expect(before - after).toBeGreaterThan(3 * 1024 * 1024);
    const reopened = await openDatabase({ databaseUrl: undefined, dataDir, embedded: { worker: false, sharedBuffersMB: 16, vacuum: false } });
    try {
      const rows = (await reopened.db.execute(sql`select notes from scratch`)) as unknown as { rows: Array<{ notes: string }> };
      expect(rows.rows).toEqual([{ notes }]);
    } finally {
      await reopened.close();
    }
  });
});
