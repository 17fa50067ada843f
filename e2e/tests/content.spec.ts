import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { registerThroughUi } from '../support/account.ts';
import { expect, test } from '../support/fixtures.ts';
import { lookAt } from '../support/look.ts';

const screenshotDir = process.env.VITAE_SCREENSHOTS;

/** Records every text the loading screen shows, from the very first paint. */
async function recordLoadingStages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { loadingStages: string[] }).loadingStages = seen;
    new MutationObserver(() => {
      // The loading screen at start, and the status over the app while a stored bundle is updated after it.
      const text = document.querySelector('.loading-screen [role="status"], .content-switch [role="status"]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** The server's checksums as if every part had changed. */
const changedChecksums = JSON.stringify({ parts: Object.fromEntries(['core', 'v5', 'w5', 'm20', 'h5'].map((part) => [part, { checksum: 'f'.repeat(64), bytes: 1 }])) });

const stages = (page: Page) => page.evaluate(() => (window as unknown as { loadingStages: string[] }).loadingStages);

test('first start downloads the shared content, a reload reads it from IndexedDB, a new checksum downloads again after the start', async ({ page }) => {
  await recordLoadingStages(page);
  const bundleRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/data/de-DE/parts/')) bundleRequests.push(new URL(request.url()).pathname);
  });

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Neues Konto' })).toBeVisible();
  // No characters yet: the shared part is all the first start needs, no game line.
  expect(bundleRequests).toEqual(['/api/data/de-DE/parts/core']);
  expect(await stages(page)).toEqual(expect.arrayContaining(['Suche nach Aktualisierungen …', 'Spielinhalte werden aktualisiert …', 'Datenbank wird geladen …']));

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Neues Konto' })).toBeVisible();
  expect(bundleRequests).toHaveLength(1);
  expect(await stages(page)).not.toContain('Spielinhalte werden aktualisiert …');

  // A stored bundle starts the app at once; the changed checksum is noticed behind it and the bundle downloaded.
  let releaseChecksum: () => void = () => undefined;
  const checksumHeld = new Promise<void>((resolve) => (releaseChecksum = resolve));
  await page.route('**/api/data/de-DE/parts', async (route) => {
    await checksumHeld;
    await route.fulfill({ status: 200, contentType: 'application/json', body: changedChecksums });
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Neues Konto' })).toBeVisible();
  expect(bundleRequests).toHaveLength(1);
  releaseChecksum();
  await expect.poll(() => bundleRequests.length).toBe(2);
  await expect(page.locator('.content-switch')).toHaveCount(0);
  expect(await stages(page)).toContain('Spielinhalte werden aktualisiert …');
});

test('the content check starts before the app’s entry script has arrived, and is asked for once', async ({ page }) => {
  const checks: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/data\/[^/]+\/parts$/.test(new URL(request.url()).pathname)) checks.push(new URL(request.url()).pathname);
  });
  // The entry arrives late, as on a phone's line.
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Neues Konto' })).toBeVisible();
  const timing = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const find = (path: RegExp) => entries.find((entry) => path.test(new URL(entry.name).pathname));
    return { entryArrived: find(/\/assets\/index-[^/]+\.js$/)?.responseEnd, checkStarted: find(/\/api\/data\/de-DE\/parts$/)?.startTime };
  });
  expect(timing.entryArrived).toBeGreaterThan(1_000);
  expect(timing.checkStarted).toBeLessThan(timing.entryArrived! - 500);
  expect(checks).toEqual(['/api/data/de-DE/parts']);

  // A saved language is the one asked for, also before the entry.
  checks.length = 0;
  await page.evaluate(() => localStorage.setItem('settings:language', 'en-US'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'New account' })).toBeVisible();
  expect(checks).toEqual(['/api/data/en-US/parts']);
});

test('an unreachable checksum counts as different, and the stored bundle is used when the download fails too', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Neues Konto' })).toBeVisible();
  await page.route('**/api/data/**', (route) => route.abort('connectionrefused'));
  const bundleTried = page.waitForRequest((request) => request.url().endsWith('/api/data/de-DE/parts/core'));
  await page.reload();
  await bundleTried;
  await expect(page.getByRole('heading', { name: 'Neues Konto' })).toBeVisible();
});

test('a damaged bundle on first start says what is wrong, and retrying recovers', async ({ page }) => {
  await page.route('**/api/data/de-DE/parts/core', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: btoa('kein zip, nur Text') }));
  await page.goto('/login');
  await expect(page.getByRole('alert')).toContainText('kein gültiges Zip-Archiv (Format nicht erkannt)');
  await page.unroute('**/api/data/de-DE/parts/core');
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('heading', { name: 'Neues Konto' })).toBeVisible();
});

test('the Lexicon shows the Brujah bane and the level-3 Auspex powers in German, and its search jumps', async ({ page }) => {
  await registerThroughUi(page);
  await page.getByRole('tab', { name: 'Lexikon' }).click();
  await expect(page.getByRole('heading', { name: 'Lexikon', level: 2 })).toBeVisible();

  const brujah = page.locator('#lex-clan-2');
  await brujah.locator('summary').click();
  await expect(brujah.getByRole('heading', { name: 'Clansfluch' })).toBeVisible();
  await expect(brujah).toContainText('Fluchstärke');
  await brujah.getByRole('link', { name: 'Stärke' }).click();
  await expect(page.locator('#lex-discipline-8')).toHaveAttribute('open', '');

  const auspex = page.locator('#lex-discipline-1');
  await auspex.locator('summary').click();
  const levelThree = auspex.getByRole('region', { name: 'Stufe 3' });
  for (const power of ['Blick in die Seele', 'Geteilte Sinne']) await expect(levelThree.getByRole('heading', { name: power })).toBeVisible();
  await expect(levelThree).toContainText('Wallungs-Check');

  await page.getByLabel('Im Lexikon suchen').fill('Blutschub');
  const results = page.getByRole('list', { name: 'Suchergebnisse' });
  await expect(results.getByRole('link').first()).toContainText('Blutschub');
  await page.getByLabel('Im Lexikon suchen').press('Enter');
  await expect(page).toHaveURL(/\?tab=lexicon#lex-/);
  await expect(page.locator(':focus')).toContainText('Blutschub');

  await page.getByLabel('Im Lexikon suchen').fill('Quantenphysik');
  await expect(page.getByText('Nichts gefunden.')).toBeVisible();
});

test('a deep link opens the lexicon at its entry', async ({ page }) => {
  await registerThroughUi(page);
  await page.goto('/?tab=lexicon#lex-power-1-3-5');
  const entry = page.locator('#lex-power-1-3-5');
  await expect(entry).toBeVisible();
  await expect(entry).toBeFocused();
  await expect(page.locator('#lex-discipline-1')).toHaveAttribute('open', '');
});

test('"Daten synchronisieren" downloads the content again and confirms it', async ({ page }) => {
  await registerThroughUi(page);
  await page.getByRole('tab', { name: 'Einstellungen' }).click();
  const download = page.waitForRequest((request) => request.url().endsWith('/api/data/de-DE/parts/core'));
  await page.getByRole('button', { name: 'Daten synchronisieren' }).click();
  await download;
  await expect(page.getByText('Die Spielinhalte sind auf dem neuesten Stand.')).toBeVisible();
});

for (const width of [390, 1280]) {
  for (const mode of ['light', 'dark'] as const) {
    test(`the update behind a started app at ${width} px, ${mode}: a status over the screen, no serious axe finding`, async ({ page }) => {
      await lookAt(page, width, mode);
      await registerThroughUi(page);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/data/de-DE/parts', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: changedChecksums }));
      await page.route('**/api/data/de-DE/parts/core', async (route) => {
        await held;
        await route.continue();
      });
      await page.reload();
      await expect(page.getByRole('tab', { name: 'Charaktere' })).toBeVisible();
      const status = page.getByRole('status').filter({ hasText: 'Spielinhalte werden aktualisiert …' });
      await expect(status).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => violation.id)).toEqual([]);
      const box = await page.locator('.content-switch').boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      if (screenshotDir) await page.screenshot({ path: path.join(screenshotDir, `content-update-${width}-${mode}.png`) });
      release();
      await expect(status).toBeHidden();
    });
  }
}
