import { registerThroughUi } from '../support/account.ts';
import { seedCharacters, serverCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import { verbena } from '../support/mage.ts';

test('a mage adds a rote and casts it from its card: the magick roll opens with its Spheres', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [verbena()]);
  await page.goto(`/viewer/${id}/tradition`);

  const rotes = page.getByRole('region', { name: 'Rotes' });
  await rotes.getByRole('button', { name: 'Rote hinzufügen' }).click();
  const form = page.getByRole('dialog', { name: 'Rote hinzufügen' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Dornenhecke');
  await form.getByRole('combobox', { name: 'Leben', exact: true }).selectOption('2');
  await form.getByRole('combobox', { name: 'Kern', exact: true }).selectOption('1');
  await form.getByRole('combobox', { name: 'Attribut' }).selectOption({ label: 'Geistesschärfe' });
  await form.getByRole('combobox', { name: 'Fähigkeit' }).selectOption({ label: 'Überleben' });
  await form.getByRole('button', { name: 'Hinzufügen' }).click();

  const card = rotes.getByRole('listitem').filter({ hasText: 'Dornenhecke' });
  await expect(card).toContainText('Leben 2, Kern 1');
  await expect(card).toContainText('Wurf: Geistesschärfe + Überleben');
  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 5_000 });
  expect((await serverCharacters(page))[0]).toMatchObject({ rotes: [{ name: 'Dornenhecke', spheres: { life: 2, prime: 1 }, attribute: 'wits', ability: 'survival' }] });

  await card.getByRole('button', { name: '„Dornenhecke“ wirken' }).click();
  const dialog = page.getByRole('dialog', { name: 'Magick wirken' });
  await expect(dialog.getByTestId('magick-rote')).toHaveText('Dornenhecke · Leben 2, Kern 1');
  await expect(dialog.getByLabel('Höchste verwendete Sphäre')).toHaveValue('life');
  await expect(dialog.getByLabel('Rang des Effekts')).toHaveValue('2');
  await expect(dialog.getByTestId('magick-difficulty')).toHaveText('Schwierigkeit 5 (Grundwert 5, Modifikatoren 0, Quintessenz −0) · 2 Würfel Arete');
});
