import type { Page, Request } from '@playwright/test';
import { blankCharacter } from '@vitae/core';
import { registerThroughUi } from '../support/account.ts';
import { seedCharacters } from '../support/characters.ts';
import { secondDevice } from '../support/devices.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkScreen, lookAt } from '../support/look.ts';

// Issue #21 item 2: content per game line. A browser downloads the shared part and the lines its
// characters use; another line comes when a screen needs it.

/** The content parts the page downloads, as `<language>/<part>`. */
function recordPartDownloads(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const match = /\/api\/data\/([^/]+)\/parts\/([^/]+)$/.exec(new URL(request.url()).pathname);
    if (match) seen.push(`${match[1]}/${match[2]}`);
  });
  return seen;
}

const row = (page: Page, name: string) => page.getByTestId(`character-${name}`);

test("a Vampire player's browser holds the shared content and Vampire only; a Werewolf sheet brings its line, and the next start reads what the list shows", async ({ page, browser, baseURL }) => {
  const seen = recordPartDownloads(page);
  await registerThroughUi(page);
  await seedCharacters(page, [{ ...blankCharacter('v5', { name: 'Anna Licht' }), clan: { id: 12, name: 'Tremere' }, generation: 12 }]);
  await page.goto('/');
  await expect(row(page, 'Anna Licht')).toContainText('Clan: Tremere');
  // The row names the clan from the character itself; Vampire's content loads behind the list.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('vitae:content:lines'))).toBe('["v5"]');
  await expect.poll(() => seen).toContain('de-DE/v5');
  expect(seen.filter((part) => !['de-DE/core', 'de-DE/v5'].includes(part))).toEqual([]);

  // A Werewolf sheet opened on a device that holds nothing yet: the shared part, then the line with the sheet; no Vampire.
  const [berndId] = await seedCharacters(page, [{ ...blankCharacter('w5', { name: 'Bernd Wolf' }), tribeName: 'Stille Wanderer', auspiceName: 'Ragabash' }]);
  let phoneSeen: string[] = [];
  const phone = await secondDevice(browser, baseURL!, page, `/viewer/${berndId}/profile`, (fresh) => {
    phoneSeen = recordPartDownloads(fresh);
  });
  await expect(phone.page.getByRole('heading', { level: 1 })).toHaveText('Bernd Wolf');
  await expect(phone.page.getByLabel('Notizen')).toBeVisible();
  await phone.page.getByRole('link', { name: 'Gaben' }).click();
  await expect(phone.page.getByRole('region', { name: 'Riten' })).toBeVisible();
  expect([...phoneSeen].sort()).toEqual(['de-DE/core', 'de-DE/w5']);
  await phone.context.close();

  // The first browser's list now shows both; it loads Werewolf behind the list, and the next start reads both from the browser.
  await page.reload();
  await expect(row(page, 'Bernd Wolf')).toContainText('Stille Wanderer • Ragabash');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('vitae:content:lines'))).toBe('["v5","w5"]');
  seen.length = 0;
  await page.reload();
  await expect(row(page, 'Anna Licht')).toContainText('Clan: Tremere');
  await expect(row(page, 'Bernd Wolf')).toContainText('Stille Wanderer • Ragabash');
  expect(seen).toEqual([]);
});

test('a sheet whose line is still on its way keeps the list with the progress bar until the line is there', async ({ page, browser, baseURL }) => {
  await registerThroughUi(page);
  await seedCharacters(page, [{ ...blankCharacter('w5', { name: 'Bernd Wolf' }), tribeName: 'Stille Wanderer', auspiceName: 'Ragabash' }]);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const phone = await secondDevice(browser, baseURL!, page, '/', async (fresh) => {
    await fresh.route('**/api/data/de-DE/parts/w5', async (route) => {
      await held;
      await route.continue();
    });
  });
  const bernd = row(phone.page, 'Bernd Wolf');
  await expect(bernd).toContainText('Stille Wanderer • Ragabash');
  await bernd.getByRole('link', { name: 'Bernd Wolf' }).click();
  const bar = phone.page.getByRole('progressbar', { name: 'Seite wird geladen …' });
  await expect(bar).toBeVisible();
  // Long after the sheet's code and character: the sheet waits for Werewolf's content; the
  // navigation is a transition that has not finished, so the list stays and the bar says so.
  await phone.page.waitForTimeout(1_500);
  expect(await bar.isVisible()).toBe(true);
  await expect(bernd).toBeVisible();
  release();
  await expect(phone.page.getByRole('heading', { level: 1 })).toHaveText('Bernd Wolf');
  await expect(bar).toHaveCount(0);
  await phone.context.close();
});

test('a line that cannot be loaded says so on the sheet, and a reload once the server answers opens it', async ({ page, browser, baseURL }) => {
  await registerThroughUi(page);
  const [hunterId] = await seedCharacters(page, [{ ...blankCharacter('h5', { name: 'Dora Jagd' }) }]);
  const phone = await secondDevice(browser, baseURL!, page, `/viewer/${hunterId}/profile`, async (fresh) => {
    await fresh.route('**/api/data/de-DE/parts/h5', (route) => route.abort('connectionrefused'));
  });
  const alert = phone.page.getByRole('alert');
  await expect(alert).toContainText('Die Spielinhalte konnten nicht geladen werden: Der Server ist nicht erreichbar.');
  await phone.page.unroute('**/api/data/de-DE/parts/h5');
  await alert.getByRole('button', { name: 'Neu laden' }).click();
  await expect(phone.page.getByRole('heading', { level: 1 })).toHaveText('Dora Jagd');
  await expect(phone.page.getByLabel('Notizen')).toBeVisible();
  await phone.context.close();
});

for (const width of [390, 1280]) {
  for (const mode of ['light', 'dark'] as const) {
    test(`the sheet whose line cannot be loaded at ${width} px, ${mode}: readable, no serious axe finding`, async ({ page, browser, baseURL }) => {
      await registerThroughUi(page);
      const [hunterId] = await seedCharacters(page, [{ ...blankCharacter('h5', { name: 'Dora Jagd' }) }]);
      const phone = await secondDevice(browser, baseURL!, page, `/viewer/${hunterId}/profile`, async (fresh) => {
        await lookAt(fresh, width, mode);
        await fresh.route('**/api/data/de-DE/parts/h5', (route) => route.abort('connectionrefused'));
      });
      await expect(phone.page.getByRole('alert')).toContainText('Die Spielinhalte konnten nicht geladen werden');
      await checkScreen(phone.page, `content-line-failed-${width}-${mode}`);
      await phone.context.close();
    });
  }
}
