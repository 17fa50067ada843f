import { registerThroughUi } from '../support/account.ts';
import { seedCharacters, serverCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import { consoleErrors, desktop } from '../support/look.ts';
import { seededWerewolf } from '../support/werewolf.ts';

test.use(desktop);

// Issue #47 item 1: each line has its own item catalogue; the dialog searches and groups it.
test('a werewolf finds silver in its own catalogue by search and adds it; the Vampire catalogue is not offered', async ({ page }) => {
  const errors = consoleErrors(page);
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [seededWerewolf({ inventory: { carriedItems: [], ownedItems: [], cash: 0, bank: 0 } })]);
  await page.goto(`/viewer/${id}/inventory`);

  const carried = page.getByRole('region', { name: 'Dabei' });
  await carried.getByRole('button', { name: 'Gegenstand hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gegenstand hinzufügen' });
  const list = dialog.getByRole('listbox', { name: 'Vorgegebene Gegenstände' });
  await expect(dialog.getByLabel('Kategorie').locator('option').first()).toHaveText('Alle Gegenstände');
  await expect(dialog.getByLabel('Kategorie').locator('option', { hasText: 'Vampiritem' })).toHaveCount(0);
  await expect(list.getByRole('option', { name: 'Holzpflock' })).toHaveCount(0);
  await expect(list.getByRole('group', { name: 'Talismane' })).toBeVisible();

  // Tall enough to browse: at least ten items in view at once on a laptop.
  const box = (await list.boundingBox())!;
  const rows = await list.getByRole('option').evaluateAll((options, bottom) => options.filter((option) => option.getBoundingClientRect().bottom <= bottom).length, box.y + box.height);
  expect(rows).toBeGreaterThanOrEqual(10);

  await dialog.getByLabel('Suchen').fill('silberkern');
  await expect(list.getByRole('option')).toHaveCount(1);
  await dialog.getByLabel('Suchen').press('ArrowDown');
  await expect(list).toBeFocused();
  await expect(list.getByRole('option', { name: 'Silbermunition' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByLabel('Anzahl').fill('6');
  await dialog.getByRole('button', { name: '„Silbermunition“ hinzufügen' }).click();
  await expect(dialog.getByRole('status')).toHaveText('6 × „Silbermunition“ hinzugefügt.');
  await page.keyboard.press('Escape');
  await expect(carried.getByTestId('item-carriedItems-Silbermunition')).toContainText('Silber');

  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 5_000 });
  const [stored] = await serverCharacters(page);
  expect((stored as unknown as { inventory: unknown }).inventory).toMatchObject({ carriedItems: [{ name: 'Silbermunition', category: 'Silber', quantity: 6, isCustom: false }] });
  expect(errors).toEqual([]);
});
