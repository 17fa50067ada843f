import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where a running server tells `npm run backup` how to reach it (embedded database only). */
export function serverFilePath(dataDir: string): string {
  return path.join(dataDir, 'server.json');
}

/**
 * The secret `npm run backup` shows the running server. Whoever can read the data folder can copy
 * the database anyway, so the file (readable by the owner only) is the right key.
 */
export function ensureBackupToken(dataDir: string): string {
  const file = path.join(dataDir, 'backup-token');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  writeFileSync(file, token, { mode: 0o600 });
  return token;
}

export interface RunningServer {
  pid: number;
  url: string;
}

export function writeServerFile(dataDir: string, server: RunningServer): void {
  writeFileSync(serverFilePath(dataDir), JSON.stringify(server), { mode: 0o600 });
}

export function removeServerFile(dataDir: string): void {
  rmSync(serverFilePath(dataDir), { force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The server that has this data folder open, if one is running. */
export function runningServer(dataDir: string): RunningServer | undefined {
  try {
    const server = JSON.parse(readFileSync(serverFilePath(dataDir), 'utf8')) as RunningServer;
    return typeof server.pid === 'number' && typeof server.url === 'string' && alive(server.pid) ? server : undefined;
  } catch {
    return undefined;
  }
}

/** What a folder and everything under it take on disk (file sizes). */
export function folderBytes(folder: string): number {
  let bytes = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    bytes += entry.isDirectory() ? folderBytes(file) : statSync(file).size;
  }
  return bytes;
}
