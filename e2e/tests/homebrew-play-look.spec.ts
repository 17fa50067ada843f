import type { Page } from '@playwright/test';
import type { HomebrewClan, HomebrewDiscipline } from '@vitae/core/homebrew';
import { takeHomebrewSnapshot, toContentClan, toContentDiscipline } from '@vitae/core/homebrew';
import { blankV5Character, clanRecord } from '@vitae/core/v5';
import { seedCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import { authHeaders, seedHomebrew } from '../support/homebrew.ts';
import { checkModes, openLooks } from '../support/look.ts';
import { sheetAction } from '../support/sheet-menu.ts';

/**
 * A vampire of the installed homebrew clan who owns the first power of its discipline, with the
 * snapshot the wizard would take; then the author renames that power, so an update is waiting.
 */
async function seedPlayer(page: Page): Promise<string> {
  await seedHomebrew(page);
  const headers = await authHeaders(page);
  const installed = (await (await page.request.get('/api/homebrew/installed', { headers })).json()) as { clans: HomebrewClan[]; disciplines: HomebrewDiscipline[] };
  const [clan] = installed.clans;
  const [discipline] = installed.disciplines;
  if (!clan || !discipline) throw new Error('nothing installed');
  const content = toContentDiscipline(discipline);
  const vampire = takeHomebrewSnapshot(
    {
      ...blankV5Character({ name: 'Nele Nebel', books: [1, 3021], exp: 20, bloodPotency: 1, generation: 13 }),
      clan: clanRecord(toContentClan(clan, () => true)),
      clanBane: clan.curse,
      disciplines: [{ discipline: { id: content.id, name: content.name }, points: 0, currentLevel: 2, abilities: [{ ...content.powers[0]!, usedLevel: 1 }] }],
    },
    { clans: [clan], disciplines: [discipline] },
  );
  const [id] = await seedCharacters(page, [vampire]);
  const current = (await (await page.request.get(`/api/homebrew/disciplines/${discipline.id}`, { headers })).json()) as HomebrewDiscipline;
  const renamed = { ...current, levels: current.levels.map((level, index) => (index === 0 ? { abilities: level.abilities.map((a) => ({ ...a, name: 'Dunstmantel' })) } : level)) };
  const saved = await page.request.put(`/api/homebrew/disciplines/${discipline.id}`, { headers, data: renamed });
  if (!saved.ok()) throw new Error(await saved.text());
  return id!;
}

for (const width of [390, 1280]) {
  test(`playing with homebrew at ${width} px in light and dark mode: no serious accessibility problems`, async ({ page, baseURL }) => {
    // Many screens with an axe scan in each mode: over a minute on a loaded two-core machine.
    test.setTimeout(180_000);
    const author = await openLooks(page, baseURL!, width);
    const id = await seedPlayer(page);
    const check = (screen: string) => checkModes(page, `homebrew-play-${width}`, screen);

    await page.goto('/');
    await page.getByRole('button', { name: 'Neuer Charakter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neuer Charakter' });
    await dialog.getByLabel('Name').fill('Nora');
    await dialog.getByLabel('Homebrew-Content').check();
    await check('create-dialog');
    await dialog.getByRole('button', { name: 'Erschaffung starten' }).click();
    await page.getByRole('group', { name: 'Clan wählen' }).getByRole('button', { name: 'Kinder des Nebels', exact: true }).click();
    await expect(page.getByRole('article', { name: 'Clan Kinder des Nebels' })).toContainText(`Homebrew von ${author.alias}`);
    await check('wizard-clan');

    await page.goto(`/viewer/${id}/disciplines`);
    await expect(page.locator('[data-testid^="discipline-"]')).toContainText('Dunstschleier');
    await check('sheet-disciplines');
    await sheetAction(page, 'Info');
    const info = page.getByRole('dialog', { name: 'Über Nele Nebel' });
    await expect(info.getByText('„Dunstmantel“ (Stufe 1): Name geändert')).toBeVisible();
    // Only the rename: stored copies of the same power (keys in another order) are not a change.
    await expect(info.getByRole('listitem').filter({ hasText: 'Nebelgestalt' })).toHaveCount(0);
    await check('info-update');
    await info.getByRole('button', { name: 'Homebrew aktualisieren' }).click();
    await expect(info.getByText('Aktualisiert!')).toBeVisible();
    await check('info-updated');

    await page.goto('/?tab=lexicon');
    await page.getByLabel('Im Lexikon suchen').fill('Nebelschritt');
    await page.getByRole('list', { name: 'Suchergebnisse' }).getByRole('link', { name: 'Nebelschritt', exact: true }).click();
    await expect(page.getByText(new RegExp(`^Homebrew von ${author.alias} · Version \\d+$`)).filter({ visible: true })).toHaveCount(1);
    await check('lexicon');
  });
}
