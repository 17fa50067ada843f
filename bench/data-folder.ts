import path from 'node:path';
import { folderBytes } from '../apps/server/src/backup/files.ts';

/**
 * The embedded database's folder on disk: its tables (with what vacuuming has not reclaimed yet)
 * and its write-ahead log. Without vacuuming it grew by ~10 KB with every save of a 20 KB sheet.
 */
export function reportDataFolder(dataDir: string, when: string): void {
  const pglite = path.join(dataDir, 'pglite');
  const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);
  console.log(`Embedded database folder ${when}: ${mb(folderBytes(pglite))} MB (tables ${mb(folderBytes(path.join(pglite, 'base')))} MB, write-ahead log ${mb(folderBytes(path.join(pglite, 'pg_wal')))} MB)\n`);
}
