import { blankCharacter, characterSchemaVersion, lineRules } from '@vitae/core';
import { blankV5Character } from '@vitae/core/v5';
import { registerThroughUi } from '../support/account.ts';
import { seedCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';

const titles = { v5: 'Vampire: Die Maskerade', w5: 'Werwolf: Die Apokalypse', m20: 'Magus: Die Erleuchtung', h5: 'Jäger: Die Abrechnung' } as const;

test('the create dialog lists the four game lines by their German titles; the ones still coming cannot be chosen', async ({ page }) => {
  await registerThroughUi(page);
  await page.getByRole('button', { name: 'Neuer Charakter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuer Charakter' });
  const line = dialog.getByLabel('Spielreihe');
  await expect(line.getByRole('option')).toHaveText(['Vampire: Die Maskerade', /^Werwolf: Die Apokalypse/, /^Magus: Die Erleuchtung/, /^Jäger: Die Abrechnung/]);
  for (const [id, title] of Object.entries(titles)) {
    const available = lineRules[id as keyof typeof titles].available;
    await expect(line.getByRole('option', { name: available ? title : `${title} – folgt`, exact: true })).toBeEnabled({ enabled: available });
  }
  // A vampire is asked for its era and generation.
  await expect(dialog.getByLabel('Zeitalter')).toBeVisible();
  await expect(dialog.getByLabel('Generation')).toBeVisible();
});

test('a vampire’s sheet shows the Vampire tabs and none of another line', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [blankV5Character({ name: 'Nur Vampir' })]);
  await page.goto(`/viewer/${id}/profile`);
  const tabs = page.getByRole('navigation', { name: 'Charakterbogen' }).getByRole('link');
  await expect(tabs).toHaveText(['Profil', 'Inventar', 'Attribute', 'Fertigkeiten', 'Disziplinen', 'Rituale', 'Vorzüge und Schwächen', 'PDF']);
  for (const other of ['Gaben', 'Tradition', 'Trümpfe']) await expect(page.getByRole('link', { name: other })).toHaveCount(0);
  // Another line's tab by URL leads back to the profile.
  await page.goto(`/viewer/${id}/gifts`);
  await expect(page).toHaveURL(new RegExp(`/viewer/${id}/profile$`));
});

test('a mage’s sheet shows the Mage tabs and none of another line', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [blankCharacter('m20', { name: 'Nur Magus' })]);
  await page.goto(`/viewer/${id}/profile`);
  const tabs = page.getByRole('navigation', { name: 'Charakterbogen' }).getByRole('link');
  await expect(tabs).toHaveText(['Profil', 'Inventar', 'Attribute', 'Fähigkeiten', 'Tradition', 'Hintergründe und Wunder', 'PDF']);
  for (const other of ['Disziplinen', 'Gaben', 'Trümpfe']) await expect(page.getByRole('link', { name: other })).toHaveCount(0);
  await page.goto(`/viewer/${id}/disciplines`);
  await expect(page).toHaveURL(new RegExp(`/viewer/${id}/profile$`));
});

test('a character stored in an older shape opens in the current one and saves back current', async ({ page }) => {
  await registerThroughUi(page);
  const old = { ...blankV5Character({ name: 'Aus alter Zeit', hunger: 2 }), schemaVersion: 2, werewolf: { rage: 1 }, mage: { arete: 1 }, hunter: { danger: 0 } };
  const [id] = await seedCharacters(page, [old]);
  await page.goto(`/viewer/${id}/profile`);
  await expect(page.getByRole('heading', { name: 'Aus alter Zeit' })).toBeVisible();
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('vitae:session')!) as { accessToken: string }).accessToken);
  const stored = (await (await page.request.get(`/api/characters/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as Record<string, unknown>;
  expect(stored).toMatchObject({ name: 'Aus alter Zeit', gameLine: 'v5', schemaVersion: characterSchemaVersion, hunger: 2 });
  expect(stored).not.toHaveProperty('werewolf');
});
