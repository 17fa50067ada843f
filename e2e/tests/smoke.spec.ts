import { expect, test } from '../support/fixtures.ts';
import { registerThroughUi } from '../support/account.ts';

test('the app loads from the server in German and sends visitors without a session to /login', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Vitae');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vitae');
  await expect(page.getByRole('heading', { name: 'Neues Konto' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a deep link is answered by the SPA, an unknown API path by JSON', async ({ page, request }) => {
  await page.goto('/homebrew/clan-editor/42');
  // No guard (spec §2): without a login the editor says what it could not find and offers the login.
  await expect(page.getByRole('heading', { name: 'Clan nicht gefunden' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  const response = await request.get('/api/nope');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ message: 'there is no GET /api/nope' });
});

test('the login screen fits a 360 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Neues Konto' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the login screen comes without the texts of the screens behind it, which arrive with the main screen', async ({ page }) => {
  // "Daten synchronisieren" (settings) is one of the main screen's texts.
  const scriptsWith = (text: string) => {
    const found: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script' && (await response.text().catch(() => '')).includes(text)) found.push(response.url());
    });
    return found;
  };
  const mainTexts = scriptsWith('Daten synchronisieren');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Neues Konto' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(mainTexts).toEqual([]);
  await registerThroughUi(page);
  await expect(page.getByRole('tab', { name: 'Einstellungen' })).toBeVisible();
  expect(mainTexts).toHaveLength(1);
  await page.getByRole('tab', { name: 'Einstellungen' }).click();
  await expect(page.getByRole('button', { name: 'Daten synchronisieren' })).toBeVisible();
});
