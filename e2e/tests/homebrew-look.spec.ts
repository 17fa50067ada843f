import { expect, test } from '../support/fixtures.ts';
import { seedHomebrew as seed } from '../support/homebrew.ts';
import { checkModes, openLooks } from '../support/look.ts';

for (const width of [390, 1280]) {
  test(`homebrew screens at ${width} px in light and dark mode have no serious accessibility problems`, async ({ page, baseURL }) => {
    // Seven screens, each with an axe scan in each mode (a few seconds each on a two-core machine).
    test.setTimeout(120_000);
    await openLooks(page, baseURL!, width);
    const { disciplineId, clanId } = await seed(page);
    const check = (screen: string) => checkModes(page, `homebrew-${width}`, screen);

    await page.goto('/?tab=homebrew&section=installed');
    await expect(page.getByRole('region', { name: 'Installierte Clans' })).toBeVisible();
    await page.getByRole('region', { name: 'Installierte Clans' }).getByText('Kinder des Nebels', { exact: true }).click();
    await check('installed');
    for (const [section, ready] of [
      ['mine', 'Meine Clans'],
      ['clans', 'Clans suchen'],
      ['disciplines', 'Disziplinen suchen'],
    ] as const) {
      await page.goto(`/?tab=homebrew&section=${section}`);
      await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
      if (section !== 'mine') await expect(page.getByText(/^\d+ Treffer$/)).toBeVisible();
      await check(section);
    }
    await page.getByRole('button', { name: 'Disziplin erstellen' }).click();
    await expect(page.getByRole('dialog', { name: 'Neue Disziplin' })).toBeVisible();
    await check('create-dialog');
    await page.keyboard.press('Escape');

    await page.goto(`/homebrew/discipline-editor/${disciplineId}`);
    await expect(page.getByRole('heading', { name: 'Disziplin: Nebelschritt' })).toBeVisible();
    await check('discipline-editor');
    await page.goto(`/homebrew/clan-editor/${clanId}`);
    await expect(page.getByRole('heading', { name: 'Clan: Kinder des Nebels' })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Bitte ausfüllen.')).toBeVisible();
    await check('clan-editor-error');
  });
}
