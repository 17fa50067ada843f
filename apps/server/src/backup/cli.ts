// `npm run backup [-- --out file.tar.gz]`, `npm run restore -- file.tar.gz` and `npm run compact`, on the data folder
// the server uses (VITAE_DATA_DIR, default ./data).
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { backupToFile, compactDatabase, defaultBackupFile, restoreFromFile } from './backup.ts';

const [command, ...args] = process.argv.slice(2);
const config = loadConfig();
// npm runs workspace scripts in the workspace folder; paths given by the user mean where they typed them.
const fromUser = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (config.databaseUrl) {
  fail('DATABASE_URL is set: back up and maintain the PostgreSQL server with its own tools (pg_dump / pg_restore, autovacuum).');
}

try {
  if (command === 'backup') {
    const outAt = args.indexOf('--out');
    const out = outAt >= 0 && args[outAt + 1] ? fromUser(args[outAt + 1]!) : defaultBackupFile(config.dataDir);
    const result = await backupToFile(config.dataDir, out);
    console.log(`Backup written to ${out} (${(result.bytes / 1024 / 1024).toFixed(1)} MB, ${result.via === 'server' ? 'made by the running server' : 'server not running'})`);
  } else if (command === 'restore') {
    const file = args[0];
    if (!file) fail('usage: npm run restore -- <backup file>');
    const result = await restoreFromFile(config.dataDir, fromUser(file));
    console.log(`Restored ${file} into ${config.dataDir}${result.keptAt ? `; the previous database is kept in ${result.keptAt}` : ''}`);
  } else if (command === 'compact') {
    const { before, after } = await compactDatabase(config.dataDir);
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    console.log(`Compacted the database in ${config.dataDir}: its tables took ${mb(before)} MB, now ${mb(after)} MB`);
  } else {
    fail('usage: backup [--out file] | restore <file> | compact');
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
