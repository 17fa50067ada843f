import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { registerThroughUi, newIdentity } from '../support/account.ts';
import { expect, test } from '../support/fixtures.ts';

/** Screens this work changed, in both widths and both colour schemes: no serious or critical axe finding. */
const looks = [
  { width: 390, height: 844, scheme: 'light' },
  { width: 1280, height: 900, scheme: 'dark' },
  { width: 390, height: 844, scheme: 'dark' },
  { width: 1280, height: 900, scheme: 'light' },
] as const;

async function check(page: Page, name: string): Promise<void> {
  for (const look of looks) {
    await page.setViewportSize({ width: look.width, height: look.height });
    await page.emulateMedia({ colorScheme: look.scheme });
    await page.screenshot({ path: test.info().outputPath(`${name}-${look.width}-${look.scheme}.png`), fullPage: true });
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(bad.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), `${name} ${look.width} ${look.scheme}`).toEqual([]);
  }
}

test('settings with the password proof, export and deletion pass axe in all looks', async ({ page }) => {
  await registerThroughUi(page);
  await page.getByRole('tab', { name: 'Einstellungen' }).click();
  await page.getByRole('button', { name: 'Code per E-Mail anfordern' }).click();
  await page.getByRole('button', { name: 'Code zum Löschen anfordern' }).click();
  await expect(page.getByLabel('Code aus der E-Mail')).toBeVisible();
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Gib dein aktuelles Passwort oder den Code aus der E-Mail ein.').first()).toBeVisible();
  await check(page, 'settings');
});

test('the recovery code step says "Falls ein Konto … existiert" and passes axe', async ({ page }) => {
  await page.goto('/login');
  const recover = page.getByRole('form', { name: 'Konto wiederherstellen' });
  await recover.getByLabel('E-Mail-Adresse').fill(newIdentity('unbekannt').email);
  await recover.getByRole('button', { name: 'Code anfordern' }).click();
  await expect(page.getByText(/Falls ein Konto mit der Adresse .* existiert/)).toBeVisible();
  await check(page, 'recover-code');
});
