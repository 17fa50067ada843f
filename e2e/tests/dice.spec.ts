import { blankV5Character as blankCharacter } from '@vitae/core/v5';
import { seededRandomSource } from '@vitae/core/dice';
import { rollPool, rollWithBloodSurge } from '@vitae/core/v5';
import { registerThroughUi } from '../support/account.ts';
import { seedCharacters, serverCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import { openRollOptions } from '../support/roll-panel.ts';

const outcomeText: Record<string, string> = {
  criticalWin: 'Kritischer Erfolg',
  messyCritical: 'Chaotischer kritischer Erfolg',
  win: 'Erfolg',
  failure: 'Fehlschlag',
  totalFailure: 'Totaler Fehlschlag',
  bestialFailure: 'Bestialisches Versagen',
};

function roller(hunger: number, bloodPotency = 1) {
  const character = blankCharacter({ name: 'Würfel Wanda', hunger, bloodPotency, willpower: 4, health: 5 });
  return {
    ...character,
    categories: character.categories.map((category) => ({
      ...category,
      attributes: category.attributes.map((attribute) => ({ ...attribute, value: attribute.key === 'str' ? 3 : attribute.key === 'dex' ? 2 : 1 })),
    })),
  };
}

test('a roll from the sheet shows the odds first, then the outcome the seeded dice give; a willpower re-roll marks willpower damage', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [roller(2)]);
  await page.goto(`/viewer/${id}/attributes?diceSeed=7`);
  await page.getByRole('button', { name: 'Körperkraft', exact: true }).click();
  await page.getByRole('button', { name: 'Geschicklichkeit', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Würfelwurf' });
  await expect(panel.getByTestId('roll-summary')).toHaveText('5 Würfel, davon 2 Hungerwürfel und 3 normale Würfel');
  await openRollOptions(panel);
  await panel.getByLabel('Schwierigkeit').fill('3');
  await expect(panel.getByTestId('roll-odds')).toContainText('Chance auf Erfolg');

  const expected = rollPool({ pool: 5, hunger: 2, difficulty: 3 }, seededRandomSource(7));
  await panel.getByRole('button', { name: '5 Würfel werfen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ergebnis' });
  await expect(dialog.getByTestId('roll-outcome')).toHaveText(outcomeText[expected.outcome!]!);
  await expect(dialog.getByRole('img', { name: /Hungerwürfel/ })).toHaveCount(2);

  await dialog.getByRole('button', { name: /normaler Würfel/ }).first().click();
  await dialog.getByRole('button', { name: '1 Würfel mit Willenskraft neu würfeln' }).click();
  await expect(dialog.getByRole('button', { name: /mit Willenskraft neu würfeln/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 5_000 });
  const [stored] = await serverCharacters(page);
  expect((stored as unknown as { willpowerDamage: string[] }).willpowerDamage.slice(0, 2)).toEqual(['superficial', 'none']);
});

test('the dice pool calculator (Ctrl+Space) adds up pools and says "nichts gefunden" for a search without match', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [roller(1)]);
  await page.goto(`/viewer/${id}/profile`);
  await expect(page.getByRole('group', { name: 'Gesundheit' })).toBeVisible();
  await page.keyboard.press('Control+Space');
  const dialog = page.getByRole('dialog', { name: 'Würfelpool-Rechner' });
  await dialog.getByRole('listbox', { name: 'Attribut', exact: true }).selectOption({ label: 'Körperkraft (3)' });
  await dialog.getByRole('searchbox').nth(1).fill('Handge');
  await dialog.getByRole('listbox', { name: 'Fertigkeit, Disziplin oder Attribut' }).selectOption({ label: 'Handgemenge (0)' });
  await expect(dialog.getByTestId('pool-result')).toHaveText('3 Würfel, davon 1 Hungerwürfel und 2 normale Würfel');
  await dialog.getByRole('searchbox').nth(1).fill('Quantenphysik');
  await expect(dialog.getByText('nichts gefunden')).toBeVisible();
});

test('the hunt calculator at blood potency 3 refuses animal blood and says why; at 5 it explains without internal notes', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [roller(4, 3)]);
  await page.goto(`/viewer/${id}/profile`);
  await page.getByRole('button', { name: 'Jagdrechner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Jagdrechner' });
  await dialog.getByLabel('Beute').selectOption('animal');
  await expect(dialog.getByTestId('hunt-result')).toContainText('Hunger 4 → 4');
  await expect(dialog.getByTestId('hunt-result')).toContainText('Ab Blutmacht 3 stillen Tiere und Konserven keinen Hunger mehr.');
  await dialog.getByLabel('Beute').selectOption('human');
  await dialog.getByLabel('Blutmacht').fill('5');
  await expect(dialog.getByTestId('hunt-result')).toContainText('Ein Mensch stillt 2 Hunger.');
  await expect(dialog.getByTestId('hunt-result')).toContainText('Bei dieser Blutmacht sinkt der Hunger ohne Töten nicht unter 2.');
  await expect(dialog).not.toContainText('Tabelle');
  await dialog.getByLabel('Beute').selectOption('bloodBag');
  await dialog.getByLabel('Blutmacht').fill('1');
  await expect(dialog.getByTestId('hunt-result')).toContainText('Eine Blutkonserve stillt 1 Hunger.');
});

test('a Wallungs-Check beside hunger applies its result to the sheet', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [roller(1)]);
  await page.goto(`/viewer/${id}/profile?diceSeed=3`);
  await page.getByRole('button', { name: 'Wallungs-Check' }).click();
  const message = page.getByRole('status').filter({ hasText: 'Wallungs-Check:' });
  await expect(message).toBeVisible();
  const text = await message.textContent();
  const hunger = text?.includes('steigt') ? 2 : 1;
  await expect(page.getByRole('group', { name: 'Hunger' })).toContainText(`(${hunger})`);
});

test('a blood surge adds the blood potency dice, costs a Wallungs-Check and applies its hunger', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [roller(1, 2)]);
  await page.goto(`/viewer/${id}/attributes?diceSeed=11`);
  await page.getByRole('button', { name: 'Körperkraft', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Würfelwurf' });
  await expect(panel.getByTestId('roll-summary')).toHaveText('3 Würfel, davon 1 Hungerwürfel und 2 normale Würfel');
  // Blood potency 2 surges by 2 dice (V5 corebook).
  await openRollOptions(panel);
  await panel.getByLabel('Blutschub (+2 Würfel, kostet einen Wallungs-Check)').check();
  await expect(panel.getByTestId('roll-summary')).toHaveText('5 Würfel, davon 1 Hungerwürfel und 4 normale Würfel');
  const expected = rollWithBloodSurge({ pool: 3, hunger: 1, bloodPotency: 2 }, seededRandomSource(11));
  await panel.getByRole('button', { name: '5 Würfel werfen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ergebnis' });
  await expect(dialog.getByText(expected.rouse.passed ? 'Blutschub: Wallungs-Check bestanden, Hunger bleibt 1.' : `Blutschub: Wallungs-Check misslungen, Hunger steigt auf ${expected.rouse.hunger}.`)).toBeVisible();
  await expect(dialog.getByRole('img', { name: /Hungerwürfel/ })).toHaveCount(expected.roll.hunger.length);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 5_000 });
  expect((await serverCharacters(page))[0]).toMatchObject({ hunger: expected.rouse.hunger });
});

test('an attribute and a discipline picked on the sheet make one pool', async ({ page }) => {
  await registerThroughUi(page);
  const character = { ...roller(0), disciplines: [{ discipline: { id: 1, name: 'Auspex' }, points: 0, currentLevel: 3, abilities: [{ id: 1, key: '1-1-1' }] }] };
  const [id] = await seedCharacters(page, [character]);
  await page.goto(`/viewer/${id}/attributes`);
  await page.getByRole('button', { name: 'Körperkraft', exact: true }).click();
  await page.getByRole('link', { name: 'Disziplinen' }).click();
  const auspex = page.getByTestId('discipline-1');
  await expect(auspex).toContainText('Geschärfte Sinne');
  await auspex.getByRole('button', { name: 'Auspex' }).click();
  const panel = page.getByRole('region', { name: 'Würfelwurf' });
  await expect(panel).toContainText('Körperkraft (3) + Auspex (2)');
  await expect(panel.getByTestId('roll-summary')).toHaveText('5 Würfel, davon 0 Hungerwürfel und 5 normale Würfel');
});
