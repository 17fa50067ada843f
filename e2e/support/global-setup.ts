import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnServer, useServerBundle } from '../../scripts/spawn-server.ts';
import { assertChromiumInstalled } from './chromium.ts';
import { startMailbox } from './mailbox.ts';

/**
 * Starts the real server (as `npm start` runs it: bundled, with the built SPA, real database in a throwaway folder, real SMTP to a local
 * mailbox) on a free port for the whole run, and stops it afterwards.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  assertChromiumInstalled();
  useServerBundle();
  const workDir = mkdtempSync(path.join(tmpdir(), 'vitae-e2e-'));
  const mailboxFile = path.join(workDir, 'mailbox.jsonl');
  const mailbox = await startMailbox(mailboxFile);
  const server = await spawnServer({
    VITAE_DATA_DIR: path.join(workDir, 'data'),
    SMTP_URL: mailbox.url,
    AUTH_RATE_LIMIT: '1000',
    // Tests mail one address several times within a minute (register, then recover or set a password).
    AUTH_MAIL_GAP: '0',
    LOG_LEVEL: 'warn',
  });
  process.env.VITAE_E2E_URL = server.url;
  process.env.VITAE_E2E_MAILBOX = mailboxFile;

  return async () => {
    await server.stop();
    await mailbox.close();
    rmSync(workDir, { recursive: true, force: true });
  };
}
