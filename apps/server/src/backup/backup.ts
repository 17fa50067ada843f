import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { dumpPglite, restorePglite } from '../db/client.ts';
import { pgliteOptions } from '../db/pglite-options.ts';
import { ensureBackupToken, folderBytes, runningServer } from './files.ts';

/** `vitae-2026-11-22T12-00-00.tar.gz` beside the data folder, in `backups/`. */
export function defaultBackupFile(dataDir: string, now = new Date()): string {
  return path.join(path.dirname(dataDir), 'backups', `vitae-${now.toISOString().slice(0, 19).replace(/:/g, '-')}.tar.gz`);
}

/**
 * Writes a consistent dump of the embedded database to `out`. With the server running, the
 * server makes it (only one process may open the folder); otherwise this process opens it.
 */
export async function backupToFile(dataDir: string, out: string): Promise<{ bytes: number; via: 'server' | 'direct' }> {
  mkdirSync(path.dirname(out), { recursive: true });
  const server = runningServer(dataDir);
  if (server) {
    const response = await fetch(`${server.url}/api/admin/backup`, { method: 'POST', headers: { authorization: `Bearer ${ensureBackupToken(dataDir)}` } });
    if (!response.ok) throw new Error(`the running server refused the backup: HTTP ${response.status} ${await response.text()}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    writeFileSync(out, bytes);
    return { bytes: bytes.length, via: 'server' };
  }
  const folder = path.join(dataDir, 'pglite');
  if (!existsSync(folder)) throw new Error(`there is no embedded database in ${folder}`);
  const client = new PGlite(folder, pgliteOptions());
  try {
    const bytes = Buffer.from(await (await dumpPglite(client)).arrayBuffer());
    writeFileSync(out, bytes);
    return { bytes: bytes.length, via: 'direct' };
  } finally {
    await client.close();
  }
}

/**
 * Replaces the embedded database with a dump. Refused while a server runs on the folder; the
 * database it replaces is kept beside it (`pglite.before-restore-…`), never deleted.
 */
export async function restoreFromFile(dataDir: string, file: string, now = new Date()): Promise<{ keptAt: string | undefined }> {
  if (runningServer(dataDir)) throw new Error('a Vitae server is running on this data folder; stop it before restoring');
  const dump = new Blob([readFileSync(file)]);
  const folder = path.join(dataDir, 'pglite');
  let keptAt: string | undefined;
  if (existsSync(folder)) {
    keptAt = `${folder}.before-restore-${now.toISOString().slice(0, 19).replace(/:/g, '-')}`;
    renameSync(folder, keptAt);
  }
  await restorePglite(folder, dump);
  return { keptAt };
}

/**
 * Gives the space of old row versions back to the disk (`VACUUM FULL`, which rewrites every
 * table): the running server's housekeeping only makes it reusable, and a folder from before that
 * housekeeping held every sheet ever saved. Answers what the tables took before and after;
 * refused while a server runs on the folder.
 */
export async function compactDatabase(dataDir: string): Promise<{ before: number; after: number }> {
  if (runningServer(dataDir)) throw new Error('a Vitae server is running on this data folder; stop it before compacting');
  const folder = path.join(dataDir, 'pglite');
  if (!existsSync(folder)) throw new Error(`there is no embedded database in ${folder}`);
  // The tables (the write-ahead log beside them keeps its size: its files are reused).
  const tables = path.join(folder, 'base');
  const before = folderBytes(tables);
  const client = new PGlite(folder, pgliteOptions());
  try {
    await client.exec('VACUUM FULL');
    await client.exec('CHECKPOINT');
  } finally {
    await client.close();
  }
  return { before, after: folderBytes(tables) };
}
