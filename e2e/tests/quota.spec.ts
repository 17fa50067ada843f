import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { blankCharacter } from '@vitae/core';
import { registerViaLog } from '../../scripts/register-via-log.ts';
import { spawnServer, type SpawnedServer } from '../../scripts/spawn-server.ts';

/**
 * A server of its own with a tiny storage quota (the shared one keeps the defaults), so a real
 * 413 reaches the app: the header says in German why the save failed, and the edit stays.
 */
let server: SpawnedServer;
let workDir: string;

test.beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'vitae-e2e-quota-'));
  server = await spawnServer({ VITAE_DATA_DIR: path.join(workDir, 'data'), QUOTA_TOTAL_BYTES: '60000', LOG_LEVEL: 'warn' });
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

test('a save over the account quota says why in the header and keeps the edit', async ({ page }) => {
  const user = await registerViaLog(server, 'sammlerin');
  const created = await fetch(`${server.url}/api/characters`, {
    method: 'POST',
    headers: { authorization: user.authorization, 'content-type': 'application/json' },
    body: JSON.stringify(blankCharacter('v5', { name: 'Übervoll', notes: 'n'.repeat(30_000) })),
  });
  const { id } = (await created.json()) as { id: string };
  // The spec's login callback, with the sheet as the place to return to (r = base64 of the path).
  const target = `/viewer/${id}/profile`;
  await page.goto(
    `${server.url}/logged-in?s_atk=${encodeURIComponent(user.authorization.slice(7))}&s_rtk=${encodeURIComponent(user.refreshToken)}&s_exp=${user.exp}&r=${encodeURIComponent(Buffer.from(target).toString('base64'))}`,
  );
  await expect(page).toHaveURL(`${server.url}${target}`);
  await page.getByRole('textbox', { name: 'Hintergrund', exact: true }).fill('b'.repeat(40_000));
  await expect(page.getByTestId('save-status')).toHaveText(
    'nicht gespeichert – Der Speicherplatz deines Kontos ist voll. Lösche Charaktere oder verkleinere Bilder.',
  );
  // The refused edit is still there.
  expect(await page.getByRole('textbox', { name: 'Hintergrund', exact: true }).inputValue()).toHaveLength(40_000);
  for (const [width, scheme] of [[390, 'light'], [1280, 'dark']] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme: scheme });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: test.info().outputPath(`quota-${width}-${scheme}.png`) });
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary?.slice(0, 160)}`).join(' | ')}`), `${width} ${scheme}`).toEqual([]);
  }
  // Making room (a smaller text) lets the next save through.
  await page.getByRole('textbox', { name: 'Hintergrund', exact: true }).fill('kurz');
  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert');
});
