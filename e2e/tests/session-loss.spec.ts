import type { Page } from '@playwright/test';
import { blankV5Character } from '@vitae/core/v5';
import { codeFromMail, mailCount, registerThroughUi } from '../support/account.ts';
import { seedCharacters, serverCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';

/** Recovery through the login screen; the code step warns that every other device is logged out. */
async function recover(page: Page, email: string): Promise<void> {
  const before = mailCount(email);
  const form = page.getByRole('form', { name: 'Konto wiederherstellen' });
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByRole('button', { name: 'Code anfordern' }).click();
  await expect(page.getByRole('heading', { name: 'Zugang wiederherstellen' })).toBeVisible();
  await expect(page.getByText('Wichtig: Mit der Bestätigung werden alle anderen Geräte dieses Kontos abgemeldet.', { exact: false })).toBeVisible();
  await page.getByLabel('Bestätigungscode').fill(await codeFromMail(email, before));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
}

test('recovery on a new device warns that other devices are logged out; a device that lost its session keeps its unsaved edit and saves it after the next login', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const identity = await registerThroughUi(page);
  const [id] = await seedCharacters(page, [blankV5Character({ name: 'Festgehalten' })]);
  await page.goto(`/viewer/${id}/profile`);
  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert');

  // The first device loses its connection and keeps writing.
  await page.context().setOffline(true);
  await page.getByLabel('Notizen').fill('unterwegs geschrieben');
  await expect(page.getByTestId('save-status')).toHaveText('offline – wird synchronisiert', { timeout: 5_000 });

  // Meanwhile the account is recovered on a new device (a lost phone, say).
  const other = await browser.newContext({ baseURL, locale: 'de-DE' });
  const phone = await other.newPage();
  await phone.goto('/login');
  await recover(phone, identity.email);
  await expect(phone.getByRole('tablist', { name: 'Bereiche' })).toBeVisible();
  await other.close();

  // Back online, the first device finds its session ended: the edit waits in the browser and the login says so.
  await page.context().setOffline(false);
  await expect(page).toHaveURL(/\/login$/, { timeout: 40_000 });
  await expect(page.getByText('Deine Sitzung wurde beendet. 1 Charakter mit ungespeicherten Änderungen wartet in diesem Browser', { exact: false })).toBeVisible();

  // Logging in again brings the user back to the sheet, and the edit to the server.
  await recover(page, identity.email);
  await expect(page).toHaveURL(new RegExp(`/viewer/${id}/profile$`), { timeout: 10_000 });
  await expect(page.getByLabel('Notizen')).toHaveValue('unterwegs geschrieben');
  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 10_000 });
  const [stored] = await serverCharacters(page);
  expect(stored).toMatchObject({ id, notes: 'unterwegs geschrieben' });
  expect(await page.evaluate(() => localStorage.getItem('vitae:pending-edits'))).toBeNull();
});
