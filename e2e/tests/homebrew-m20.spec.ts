import { seedCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkScreen, consoleErrors } from '../support/look.ts';
import { verbena } from '../support/mage.ts';
import { seat } from '../support/play.ts';

// Issue #49 item 4: a Mage table authors a rote, a player installs it, and a mage whose Spheres reach it casts it from the sheet.
test('a storyteller authors a rote and shares it by code; a player installs it and a mage casts it from the sheet', async ({ browser, baseURL }) => {
  const storyteller = await seat(browser, baseURL!, 'erzaehlerin');
  const errors = consoleErrors(storyteller.page);
  const author = storyteller.page;
  await author.goto('/?tab=homebrew&section=mine');
  await author.getByRole('button', { name: 'Rote erstellen' }).click();
  const dialog = author.getByRole('dialog', { name: 'Neu: Rote' });
  await dialog.getByLabel('Name').fill('Feuerball');
  await dialog.getByRole('button', { name: 'Erstellen und bearbeiten' }).click();
  await expect(author).toHaveURL(/\/homebrew\/edit\/rotes\/\d+$/);

  // The rote: Forces 3 and Prime 2, Dexterity + Athletics, usually vulgar; the preview reads as a sheet will.
  await author.getByRole('combobox', { name: 'Kräfte', exact: true }).selectOption('3');
  await author.getByRole('combobox', { name: 'Kern', exact: true }).selectOption('2');
  await author.getByRole('combobox', { name: 'Attribut' }).selectOption({ label: 'Geschicklichkeit' });
  await author.getByRole('combobox', { name: 'Fähigkeit' }).selectOption({ label: 'Sportlichkeit' });
  await author.getByRole('combobox', { name: 'Wirkt meist' }).selectOption({ label: 'Vulgär' });
  await author.getByLabel('Beschreibung').fill('Eine Kugel aus Feuer fliegt auf das Ziel zu.');
  const preview = author.getByTestId('rote-preview');
  await expect(preview.locator('dd')).toHaveText(['Kräfte 3, Kern 2', 'Geschicklichkeit + Sportlichkeit', 'Vulgär']);
  await author.getByRole('button', { name: 'Speichern' }).click();
  await expect(author.getByText('Alles gespeichert')).toBeVisible();
  await checkScreen(author, 'homebrew-m20-rote-editor');
  await author.getByRole('button', { name: 'Einladungscode erstellen' }).click();
  const codeField = author.getByLabel('Einladungscode');
  await expect(codeField).toHaveValue(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  const code = await codeField.inputValue();
  expect(errors).toEqual([]);

  // A player installs it by the code and has two mages: one whose Spheres reach the rote, one whose do not.
  const player = await seat(browser, baseURL!, 'magier');
  const playerErrors = consoleErrors(player.page);
  const page = player.page;
  await page.goto('/?tab=homebrew');
  await page.getByLabel('Inhaltscode').fill(code);
  await page.getByRole('button', { name: 'Installieren', exact: true }).click();
  await expect(page.getByText(/„Feuerball“ ist installiert/)).toBeVisible();
  const [adept, novice] = await seedCharacters(page, [
    verbena({ name: 'Ilka Rosen', arete: 3, spheres: { ...verbena().spheres, forces: 3, prime: 2 } }),
    verbena({ name: 'Jan Funke', arete: 3 }),
  ]);

  await page.goto(`/viewer/${novice}/tradition`);
  const noviceRote = page.getByRole('region', { name: 'Rotes' }).getByTestId(/^rote-homebrew-\d+$/);
  await expect(noviceRote).toContainText('Feuerball');
  await expect(noviceRote.getByRole('button', { name: '„Feuerball“ wirken' })).toBeDisabled();
  await expect(noviceRote).toContainText('Dafür fehlt: Kräfte 3 (2), Kern 2 (1)');

  await page.goto(`/viewer/${adept}/tradition`);
  const rote = page.getByRole('region', { name: 'Rotes' }).getByTestId(/^rote-homebrew-\d+$/);
  await expect(rote).toContainText('Homebrew');
  await expect(rote).toContainText('Wurf: Geschicklichkeit + Sportlichkeit');
  await checkScreen(page, 'homebrew-m20-rote-card');
  await rote.getByRole('button', { name: '„Feuerball“ wirken' }).click();
  const magick = page.getByRole('dialog', { name: 'Magick wirken' });
  await expect(magick.getByTestId('magick-rote')).toHaveText('Feuerball · Kräfte 3, Kern 2');
  await expect(magick.getByLabel('Höchste verwendete Sphäre')).toHaveValue('forces');
  await expect(magick.getByLabel('Rang des Effekts')).toHaveValue('3');
  await expect(magick.getByRole('radio', { name: 'Vulgär', exact: true })).toBeChecked();
  await magick.getByRole('button', { name: /^Wirken \(\d Würfel\)$/ }).click();
  await expect(magick.getByTestId('magick-result')).toBeVisible();
  await expect(magick.getByTestId('magick-paradox')).toContainText('Paradox');
  expect(playerErrors).toEqual([]);
  await storyteller.context.close();
  await player.context.close();
});
