import { registerThroughUi } from '../support/account.ts';
import { seedCharacters, serverCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import { seededHunter } from '../support/hunter.ts';
import type { Page } from '@playwright/test';
import { roll, seedFor } from '../support/hunter-dice.ts';
import { openRollOptions } from '../support/roll-panel.ts';

async function rollFromEdge(page: Page, seed: number): Promise<void> {
  const [id] = await seedCharacters(page, [seededHunter({ danger: 1 })]);
  await page.goto(`/viewer/${id}/edges?diceSeed=${seed}`);
  await page.getByRole('button', { name: 'Mit Entschlossenheit + Okkultismus würfeln' }).click();
  const panel = page.getByRole('region', { name: 'Würfelwurf' });
  await expect(panel).toContainText('Entschlossenheit (4) + Okkultismus (3)');
  await openRollOptions(panel);
  await panel.getByLabel('Schwierigkeit').fill(String(roll.difficulty));
  await expect(panel.getByTestId('roll-summary')).toHaveText('7 Würfel: 7 aus dem Pool und 0 Verzweiflungswürfel');
  await expect(panel).toContainText('Verzweiflungswürfel nur, wenn die Handlung dem Credo dient: jede direkte Konfrontation mit dem Übernatürlichen.');
  await panel.getByLabel('Verzweiflungswürfel (+2)').check();
  await expect(panel.getByTestId('roll-summary')).toHaveText('9 Würfel: 7 aus dem Pool und 2 Verzweiflungswürfel');
  await expect(panel.getByTestId('roll-odds')).toContainText('Erfolg mit Verzweiflungs-1 (Überreizen oder Hoffnungslosigkeit)');
  await panel.getByRole('button', { name: '9 Würfel werfen' }).click();
}

async function saved(page: Page) {
  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 5_000 });
  const [stored] = await serverCharacters(page);
  return stored as unknown as { danger: number; despair: boolean };
}

test('a desperation 1 on a winning roll asks overreach or despair; overreach keeps the win and raises danger on the server', async ({ page }) => {
  const { seed, result } = seedFor('choose');
  await registerThroughUi(page);
  await rollFromEdge(page, seed);
  const dialog = page.getByRole('dialog', { name: 'Ergebnis' });
  await expect(dialog.getByTestId('roll-outcome')).toHaveText(result.outcome === 'criticalWin' ? 'Kritischer Erfolg' : 'Erfolg');
  await expect(dialog.getByRole('img', { name: /^Verzweiflungswürfel/ })).toHaveCount(2);
  await expect(dialog.getByRole('img', { name: 'Verzweiflungswürfel: 1' }).first()).toBeVisible();
  const choice = dialog.getByRole('group', { name: 'Überreizen oder Hoffnungslosigkeit' });
  await choice.getByRole('button', { name: 'Überreizen (Gefahr +1)' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Überreizt: Der Erfolg bleibt, die Gefahr steigt auf 2.');
  await expect(choice).toHaveCount(0);
  await page.keyboard.press('Escape');
  expect(await saved(page)).toMatchObject({ danger: 2, despair: false });
});

test('choosing despair fails the roll, marks despair, and the profile says what redeems it', async ({ page }) => {
  const { seed } = seedFor('choose');
  await registerThroughUi(page);
  await rollFromEdge(page, seed);
  const dialog = page.getByRole('dialog', { name: 'Ergebnis' });
  await dialog.getByRole('button', { name: 'Hoffnungslosigkeit (der Wurf misslingt)' }).click();
  await expect(dialog.getByTestId('roll-outcome')).toHaveText('Fehlschlag (Hoffnungslosigkeit)');
  await expect(dialog.getByRole('status')).toContainText('Die Zelle fügt der Beute');
  await page.keyboard.press('Escape');
  expect(await saved(page)).toMatchObject({ danger: 1, despair: true });

  // In despair there are no desperation dice, and the profile shows the way out.
  await expect(page.getByRole('region', { name: 'Würfelwurf' }).getByLabel('Verzweiflungswürfel (+2)')).toBeDisabled();
  await page.getByRole('link', { name: 'Profil' }).click();
  const despair = page.getByTestId('despair');
  await expect(despair).toContainText('Hoffnungslosigkeit');
  await expect(despair).toContainText('Erlösung (Rache): Die Zelle fügt der Beute');
  await despair.getByRole('button', { name: 'Erlösung erreicht' }).click();
  await expect(page.getByTestId('despair')).toHaveText(/Nicht in Hoffnungslosigkeit/);
  expect(await saved(page)).toMatchObject({ despair: false });
});

test('a failed roll with a desperation 1 means despair without a choice', async ({ page }) => {
  const { seed } = seedFor('despair');
  await registerThroughUi(page);
  await rollFromEdge(page, seed);
  const dialog = page.getByRole('dialog', { name: 'Ergebnis' });
  await expect(dialog).toContainText('Der Jäger fällt in Hoffnungslosigkeit.');
  await expect(dialog.getByRole('button', { name: /Überreizen/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  expect(await saved(page)).toMatchObject({ danger: 1, despair: true });
});
