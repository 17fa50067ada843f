import { newIdentity, registerThroughUi } from '../support/account.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkLook as check, seedHomebrew as seed } from '../support/homebrew.ts';

for (const width of [390, 1280]) {
  for (const mode of ['light', 'dark'] as const) {
    test(`homebrew screens at ${width} px in ${mode} mode have no serious accessibility problems`, async ({ page }) => {
      // Seven screens, each with an axe scan of a few seconds on a two-core machine.
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((colorMode) => localStorage.setItem('settings:colorMode', colorMode), mode);
      await page.emulateMedia({ colorScheme: mode });
      await registerThroughUi(page, newIdentity('ansicht'));
      const { disciplineId, clanId } = await seed(page);
      const prefix = `homebrew-${width}-${mode}`;

      await page.goto('/?tab=homebrew&section=installed');
      await expect(page.getByRole('region', { name: 'Installierte Clans' })).toBeVisible();
      await page.getByRole('region', { name: 'Installierte Clans' }).getByText('Kinder des Nebels', { exact: true }).click();
      await check(page, `${prefix}-installed`);
      for (const [section, ready] of [
        ['mine', 'Meine Clans'],
        ['clans', 'Clans suchen'],
        ['disciplines', 'Disziplinen suchen'],
      ] as const) {
        await page.goto(`/?tab=homebrew&section=${section}`);
        await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
        if (section !== 'mine') await expect(page.getByText(/^\d+ Treffer$/)).toBeVisible();
        await check(page, `${prefix}-${section}`);
      }
      await page.getByRole('button', { name: 'Disziplin erstellen' }).click();
      await expect(page.getByRole('dialog', { name: 'Neue Disziplin' })).toBeVisible();
      await check(page, `${prefix}-create-dialog`);
      await page.keyboard.press('Escape');

      await page.goto(`/homebrew/discipline-editor/${disciplineId}`);
      await expect(page.getByRole('heading', { name: 'Disziplin: Nebelschritt' })).toBeVisible();
      await check(page, `${prefix}-discipline-editor`);
      await page.goto(`/homebrew/clan-editor/${clanId}`);
      await expect(page.getByRole('heading', { name: 'Clan: Kinder des Nebels' })).toBeVisible();
      await page.getByLabel('Name', { exact: true }).fill('');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await expect(page.getByText('Bitte ausfüllen.')).toBeVisible();
      await check(page, `${prefix}-clan-editor-error`);
    });
  }
}
