import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { blankV5Character } from '@vitae/core/v5';
import { registerThroughUi } from '../support/account.ts';
import { seedCharacters, serverCharacters } from '../support/characters.ts';
import { secondDevice } from '../support/devices.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkScreen, lookAt } from '../support/look.ts';

// The other specs block the service worker (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow' });

const hunger = (page: Page) => page.getByRole('group', { name: 'Hunger' });

/** Waits until the service worker has installed the app shell and controls the page. */
async function installed(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // A page still loading when the new worker claimed its clients stays uncontrolled until its next
  // load (as in any browser); on a loaded machine the install outlasts the test's first navigation.
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
}

/**
 * Asks the browser to look for a new worker until `shown` is visible. One check can be folded into
 * a check the app itself started a moment before (its registration on load, or its visibility and
 * interval checks) that fetched the worker before the test changed it; the app asks again later,
 * the test just does not wait that long.
 */
async function lookForUpdateUntil(page: Page, shown: Locator): Promise<void> {
  await expect(async () => {
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    await expect(shown).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
}

test('installable: the manifest is linked and served, with a maskable icon', async ({ page }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await page.request.get(href!);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as { name: string; display: string; start_url: string; icons: Array<{ sizes: string; purpose?: string; src: string }> };
  expect(manifest).toMatchObject({ name: 'Vitae', display: 'standalone', start_url: '/' });
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((candidate) => candidate.sizes === size && candidate.purpose === 'maskable');
    expect(icon, `maskable ${size}`).toBeDefined();
    expect((await page.request.get(icon!.src)).headers()['content-type']).toBe('image/png');
  }
});

test('offline the app starts, opens a cached character and edits it; back online the edit reaches the server and another device', async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [blankV5Character({ name: 'Unterwegs' })]);
  await page.goto('/');
  await expect(page.getByTestId('character-Unterwegs')).toBeVisible();
  await installed(page);
  const phone = await secondDevice(browser, baseURL!, page, `/viewer/${id}/profile`);
  await expect(hunger(phone.page)).toContainText('(0)');

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-indicator')).toHaveText('offline');
  // What needs the server says so instead of failing silently.
  await page.getByRole('button', { name: 'Neuer Charakter' }).click();
  await expect(page.getByText('Nur online möglich')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByTestId('character-Unterwegs').getByRole('link', { name: 'Unterwegs' }).click();
  await page.getByLabel('Notizen').fill('im Funkloch geschrieben');
  await expect(page.getByTestId('save-status')).toHaveText('offline – wird synchronisiert', { timeout: 5_000 });
  // A reload while still offline keeps the unsent edit (it waits in IndexedDB).
  await page.reload();
  await expect(page.getByLabel('Notizen')).toHaveValue('im Funkloch geschrieben');
  await expect(page.getByTestId('save-status')).toHaveText('offline – wird synchronisiert', { timeout: 5_000 });
  // Meanwhile the other device changes another field: both survive, without a dialog.
  await hunger(phone.page).getByRole('button', { name: 'Hunger auf 2 setzen' }).click();
  await expect(phone.page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 5_000 });

  await page.context().setOffline(false);
  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 20_000 });
  await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
  await expect(phone.page.getByLabel('Notizen')).toHaveValue('im Funkloch geschrieben', { timeout: 10_000 });
  await expect(hunger(page)).toContainText('(2)');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const [stored] = await serverCharacters(page);
  expect(stored).toMatchObject({ hunger: 2, notes: 'im Funkloch geschrieben' });
  await phone.context.close();
});

test('a first start installs the shell once the sheet and its line content are here, not beside them', async ({ page, browser, baseURL }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [blankV5Character({ name: 'Erststart' })]);
  const phone = await secondDevice(browser, baseURL!, page, `/viewer/${id}/profile`, async (device) => {
    // When the app asks for its service worker (the shell's download of every file follows).
    await device.addInitScript(() => {
      const container = navigator.serviceWorker;
      const register = container.register.bind(container);
      container.register = (...args: Parameters<ServiceWorkerContainer['register']>) => {
        (window as unknown as { registeredAt: number }).registeredAt = performance.now();
        return register(...args);
      };
    });
  });
  await expect(phone.page.getByLabel('Notizen')).toBeVisible();
  await installed(phone.page);
  const { registeredAt, lineContentAt } = await phone.page.evaluate(() => ({
    registeredAt: (window as unknown as { registeredAt?: number }).registeredAt,
    lineContentAt: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => new URL(entry.name).pathname === '/api/data/de-DE/parts/v5')?.responseEnd,
  }));
  expect(lineContentAt).toBeGreaterThan(0);
  expect(registeredAt).toBeGreaterThan(lineContentAt!);
  await phone.context.close();
});

test('a login callback that leads to a sheet asks for its character, the list and its line’s content before the sheet’s code', async ({ page, browser, baseURL }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [blankV5Character({ name: 'Vorsprung' })]);
  const phone = await secondDevice(browser, baseURL!, page, `/viewer/${id}/profile`, async (device) => {
    // The sheet's code arrives late, as on a phone's line: the requests must not wait for it.
    await device.route(/\/assets\/viewer-guard-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
  });
  await expect(phone.page.getByLabel('Notizen')).toBeVisible();
  const started = await phone.page.evaluate((id) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const find = (path: string | RegExp) => entries.find((entry) => { const pathname = new URL(entry.name).pathname; return typeof path === 'string' ? pathname === path : path.test(pathname); });
    return {
      character: find(`/api/characters/${id}`)?.startTime,
      list: find('/api/characters')?.startTime,
      lineContent: find('/api/data/de-DE/parts/v5')?.startTime,
      sheetCodeArrived: find(/\/assets\/viewer-guard-[^/]+\.js$/)?.responseEnd,
    };
  }, id);
  expect(started.sheetCodeArrived).toBeGreaterThan(0);
  expect(started.character).toBeLessThan(started.sheetCodeArrived!);
  expect(started.list).toBeLessThan(started.sheetCodeArrived!);
  // The character names its line: that line's content does not wait for the sheet's code either.
  expect(started.lineContent).toBeLessThan(started.sheetCodeArrived!);
  await phone.context.close();
});

test('a sheet opened cold asks for its code while the app’s entry script is still on its way, and opens', async ({ page, browser, baseURL }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [blankV5Character({ name: 'Vorab' })]);
  const entry = /\/assets\/index-[^/]+\.js$/;
  const phone = await secondDevice(browser, baseURL!, page, `/viewer/${id}/profile`, async (device) => {
    // The entry arrives late, as on a phone's line: the router, which asks for a route's code, has not run.
    await device.route(entry, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
  });
  await expect(phone.page.getByLabel('Notizen')).toBeVisible();
  const timing = await phone.page.evaluate((entrySource) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const find = (path: RegExp) => entries.filter((entry) => path.test(new URL(entry.name).pathname));
    return {
      entryArrived: find(new RegExp(entrySource))[0]?.responseEnd,
      sheetCode: find(/\/assets\/viewer-route-[^/]+\.js$/).map((entry) => entry.startTime),
      listCode: find(/\/assets\/main-route-[^/]+\.js$/).length,
    };
  }, entry.source);
  expect(timing.entryArrived).toBeGreaterThan(1_500);
  expect(timing.sheetCode).toHaveLength(1);
  expect(timing.sheetCode[0]).toBeLessThan(timing.entryArrived!);
  // Only the route the callback leads to.
  expect(timing.listCode).toBe(0);
  await phone.context.close();
});

test('the same field changed offline here and online elsewhere ends in the conflict dialog, not an overwrite', async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [blankV5Character({ name: 'Zwiespalt' })]);
  await page.goto(`/viewer/${id}/profile`);
  await expect(page.getByLabel('Notizen')).toBeVisible();
  await installed(page);
  await page.context().setOffline(true);
  await page.reload();
  await page.getByLabel('Notizen').fill('offline: Hafen');
  await expect(page.getByTestId('save-status')).toHaveText('offline – wird synchronisiert', { timeout: 5_000 });
  const phone = await secondDevice(browser, baseURL!, page, `/viewer/${id}/profile`);
  await phone.page.getByLabel('Notizen').fill('online: Kirche');
  await expect(phone.page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 5_000 });

  await page.context().setOffline(false);
  const dialog = page.getByRole('dialog', { name: '„Zwiespalt“ wurde auch woanders geändert' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('radio', { name: /Dieses Gerät/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 10_000 });
  const [stored] = await serverCharacters(page);
  expect(stored).toMatchObject({ notes: 'offline: Hafen' });
  await phone.context.close();
});

const swFile = fileURLToPath(new URL('../../apps/web/dist/sw.js', import.meta.url));

test('a new version waits: "Neue Version verfügbar – neu laden" appears, and only the click swaps and reloads', async ({ page }) => {
  test.setTimeout(60_000);
  await registerThroughUi(page);
  await expect(page.getByRole('tablist', { name: 'Bereiche' })).toBeVisible();
  await installed(page);
  await expect(page.getByTestId('update-prompt')).toHaveCount(0);
  const original = readFileSync(swFile, 'utf8');
  try {
    // A new build: the server serves a changed worker (files are looked up per request).
    writeFileSync(swFile, `${original}\n// next build\n`);
    const prompt = page.getByRole('button', { name: 'Neue Version verfügbar – neu laden' });
    await lookForUpdateUntil(page, prompt);
    // Nothing swapped yet: the page still runs, marked, under the old worker.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.waiting?.state))).toBe('installed');
    await prompt.click();
    // While the reload is under way the page has no context to ask: that counts as not yet.
    await expect.poll(() => page.evaluate(() => (window as unknown as { marker?: number }).marker ?? 'reloaded').catch(() => 'navigating'), { timeout: 15_000 }).toBe('reloaded');
    await expect(page.getByRole('tablist', { name: 'Bereiche' })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.waiting ?? null))).toBeNull();
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
  } finally {
    writeFileSync(swFile, original);
  }
});

for (const width of [390, 1280]) {
  for (const mode of ['light', 'dark'] as const) {
    test(`offline state and update prompt look right at ${width} px, ${mode}`, async ({ page }) => {
      test.setTimeout(60_000);
      await lookAt(page, width, mode);
      await registerThroughUi(page);
      const [id] = await seedCharacters(page, [blankV5Character({ name: 'Nachtschicht' })]);
      await page.goto('/');
      await expect(page.getByTestId('character-Nachtschicht')).toBeVisible();
      await installed(page);
      await page.context().setOffline(true);
      await page.reload();
      await expect(page.getByTestId('offline-indicator')).toBeVisible();
      await page.goto(`/viewer/${id}/profile`);
      await page.getByLabel('Notizen').fill('offline');
      await expect(page.getByTestId('save-status')).toHaveText('offline – wird synchronisiert', { timeout: 5_000 });
      await checkScreen(page, `pwa-offline-sheet-${width}-${mode}`);
      await page.goto('/');
      await expect(page.getByTestId('character-Nachtschicht').getByText('offline – wird synchronisiert')).toBeVisible();
      await checkScreen(page, `pwa-offline-list-${width}-${mode}`);
      await page.context().setOffline(false);
      await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 20_000 });
      const original = readFileSync(swFile, 'utf8');
      try {
        writeFileSync(swFile, `${original}\n// next build\n`);
        await lookForUpdateUntil(page, page.getByTestId('update-prompt'));
        await checkScreen(page, `pwa-update-prompt-${width}-${mode}`);
      } finally {
        writeFileSync(swFile, original);
      }
    });
  }
}
