import { blankV5Character as blankCharacter } from '@vitae/core/v5';
import { registerThroughUi } from '../support/account.ts';
import { seedCharacters, serverCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';

test('inventory: items from the catalogue, quantity to zero, arithmetic money, and an uncovered withdrawal', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [blankCharacter({ name: 'Inge Inventar', inventory: { carriedItems: [], ownedItems: [], cash: 20, bank: 100 } })]);
  await page.goto(`/viewer/${id}/inventory`);

  const carried = page.getByRole('region', { name: 'Dabei' });
  await carried.getByRole('button', { name: 'Gegenstand hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gegenstand hinzufügen' });
  await expect(dialog.getByLabel('Kategorie').locator('option').first()).toHaveText('Alle Gegenstände');
  await dialog.getByRole('option', { name: 'Weihwasserfläschchen' }).click();
  await dialog.getByRole('button', { name: '„Weihwasserfläschchen“ hinzufügen' }).click();
  await dialog.getByLabel('Name').fill('Omas Brosche');
  await dialog.getByRole('button', { name: 'Eigenen Gegenstand hinzufügen' }).click();
  await page.keyboard.press('Escape');
  await expect(carried.getByTestId('item-carriedItems-Weihwasserfläschchen')).toBeVisible();
  await expect(carried.getByTestId('item-carriedItems-Omas Brosche')).toContainText('Benutzerdefiniert');

  await carried.getByRole('button', { name: 'Weihwasserfläschchen: Anzahl verringern' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Entfernen' }).click();
  await expect(carried.getByTestId('item-carriedItems-Weihwasserfläschchen')).toHaveCount(0);

  await page.getByLabel('Bargeld').fill('20 + 15,5');
  await page.getByLabel('Bargeld').press('Enter');
  await expect(page.getByLabel('Bargeld')).toHaveValue('35,50');

  await page.getByLabel('Betrag').fill('150');
  await page.getByRole('button', { name: 'Abheben' }).click();
  await expect(page.getByText('Bankkonto ist nicht gedeckt!')).toBeVisible();
  await page.getByLabel('Betrag').fill('60');
  await page.getByRole('button', { name: 'Abheben' }).click();
  await expect(page.getByLabel('Bankkonto')).toHaveValue('40,00');
  await expect(page.getByLabel('Bargeld')).toHaveValue('95,50');

  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 5_000 });
  const [stored] = await serverCharacters(page);
  expect((stored as unknown as { inventory: unknown }).inventory).toMatchObject({ cash: 95.5, bank: 40, carriedItems: [{ name: 'Omas Brosche', isCustom: true, quantity: 1 }] });
});
