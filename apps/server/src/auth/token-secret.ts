import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { inMemoryDataDir, type DatabaseHandle } from '../db/client.ts';
import { serverSecrets } from '../db/schema.ts';

/** Where the embedded database's server keeps its token-signing secret: beside the database, never in it. */
export function tokenSecretFile(dataDir: string): string {
  return path.join(dataDir, 'token-secret');
}

const newSecret = () => randomBytes(48).toString('base64url');

/**
 * The secret that signs access tokens (issue 43, finding 12).
 * - `TOKEN_SECRET` configured: that one.
 * - PostgreSQL: kept in the database (`server_secrets`), generated once, first instance wins, so
 *   every instance signs alike. Its dumps are the operator's (`pg_dump`) and hold it.
 * - Embedded PGlite: a file in the data folder (owner-only), outside the database folder that
 *   `npm run backup` dumps, so a backup file never holds it. A restore into a fresh data folder
 *   makes a new one: every session ends and everyone logs in again (the accounts are unchanged).
 *   A secret of an older version in the database is deleted, not moved: old backup files hold it,
 *   so it is retired (everyone logs in once after the update).
 */
export async function loadTokenSecret(database: DatabaseHandle, configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  if (database.kind === 'postgres') {
    await database.db.insert(serverSecrets).values({ name: 'token-secret', value: newSecret() }).onConflictDoNothing();
    const [row] = await database.db.select().from(serverSecrets).where(sql`${serverSecrets.name} = 'token-secret'`);
    return row!.value;
  }
  await database.db.delete(serverSecrets).where(sql`${serverSecrets.name} = 'token-secret'`);
  // An in-memory database lives as long as the process; so does its secret.
  if (dataDir === inMemoryDataDir) return newSecret();
  const file = tokenSecretFile(dataDir);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = newSecret();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
