import type { Page } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rollDice, seededRandomSource } from '@vitae/core/dice';
import { backlash, castMagick, rollM20 } from '@vitae/core/m20';
import { registerThroughUi } from '../support/account.ts';
import { seedCharacters, serverCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import { keepPdfPages, readPdf } from '../support/pdf.ts';
import { verbena } from '../support/mage.ts';
import { setLevelMode } from '../support/sheet-menu.ts';
import { openRollOptions } from '../support/roll-panel.ts';

const outcomeText = (outcome: string, successes: number) => (outcome === 'botch' ? 'Patzer!' : outcome === 'failure' ? 'Fehlschlag' : `Erfolg: ${successes} ${successes === 1 ? 'Erfolg' : 'Erfolge'}`);
const saved = async (page: Page) => expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 5_000 });

test('a vulgar Effect is cast with the odds shown first; its Paradox lands on the wheel and on the server', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [verbena({ quintessence: 19 })]);
  await page.goto(`/viewer/${id}/profile?diceSeed=3`);
  const wheel = page.getByRole('region', { name: 'Quintessenz und Paradox' });
  await expect(wheel.getByRole('img')).toHaveAccessibleName('Rad mit 20 Kästchen: 19 Quintessenz, 0 Paradox, 1 frei');

  await page.getByRole('button', { name: 'Magick wirken' }).click();
  const dialog = page.getByRole('dialog', { name: 'Magick wirken' });
  await dialog.getByLabel('Höchste verwendete Sphäre').selectOption({ label: 'Kräfte (2)' });
  await dialog.getByLabel('Rang des Effekts').selectOption('2');
  await dialog.getByRole('radio', { name: 'Vulgär', exact: true }).check();
  await expect(dialog.getByTestId('magick-difficulty')).toHaveText('Schwierigkeit 6 (Grundwert 6, Modifikatoren 0, Quintessenz −0) · 2 Würfel Arete');
  // Modifiers count at most ±3; Quintessence lowers the difficulty on top.
  await dialog.getByLabel('Modifikatoren (höchstens ±3)').fill('5');
  await expect(dialog.getByTestId('magick-difficulty')).toContainText('Schwierigkeit 9 (Grundwert 6, Modifikatoren 3');
  await expect(dialog.getByText('Modifikatoren zählen zusammen höchstens ±3.')).toBeVisible();
  await dialog.getByLabel('Modifikatoren (höchstens ±3)').fill('0');
  await expect(dialog.getByTestId('magick-odds')).toContainText('Chance auf Erfolg');

  const expected = castMagick({ arete: 2, highestSphere: 2, kind: 'vulgar' }, seededRandomSource(3));
  await dialog.getByRole('button', { name: 'Wirken (2 Würfel)' }).click();
  await expect(dialog.getByTestId('roll-outcome')).toHaveText(outcomeText(expected.roll.outcome, expected.roll.successes));
  await expect(dialog.getByTestId('magick-paradox')).toHaveText(`Paradox: +${expected.paradox} (jetzt ${expected.paradox})`);
  await page.keyboard.press('Escape');

  const quintessence = Math.min(19, 20 - expected.paradox);
  await expect(wheel.getByRole('img')).toHaveAccessibleName(`Rad mit 20 Kästchen: ${quintessence} Quintessenz, ${expected.paradox} Paradox, ${20 - quintessence - expected.paradox} frei`);
  await expect(wheel.getByTestId('wheel-paradox')).toContainText(`Paradox: ${expected.paradox}`);
  await saved(page);
  const [stored] = await serverCharacters(page);
  expect(stored).toMatchObject({ paradox: expected.paradox, quintessence });
});

test('near 20 Paradox the mage is a walking tear in reality; Paradox fades and discharges in a backlash', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [verbena({ quintessence: 3, paradox: 17 })]);
  await page.goto(`/viewer/${id}/profile?diceSeed=11`);
  const wheel = page.getByRole('region', { name: 'Quintessenz und Paradox' });
  await expect(wheel.getByTestId('wheel-state')).toHaveText('Viel Paradox: Ein Rückschlag würde heftig ausfallen.');
  await wheel.getByRole('button', { name: 'Paradox +1' }).click();
  await expect(wheel.getByTestId('wheel-state')).toHaveText(/Ein wandelnder Riss in der Wirklichkeit/);
  await expect(wheel.getByText('Das Paradox hat 1 Punkt Quintessenz vom Rad verdrängt.')).toBeVisible();
  await wheel.getByRole('button', { name: 'Eine Woche ohne Magick (Paradox −1)' }).click();
  await expect(wheel.getByTestId('wheel-paradox')).toContainText('Paradox: 17');

  const expected = backlash(17, rollDice(17, seededRandomSource(11)));
  await wheel.getByRole('button', { name: 'Rückschlag würfeln' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paradox-Rückschlag' });
  await expect(dialog.getByTestId('backlash-band')).toContainText(expected.band === 'none' ? 'Keine Erfolge' : `${expected.successes} Erfolge`);
  await expect(dialog).toContainText(`Entladen: ${expected.discharged}, übrig: ${expected.paradox} Paradox.`);
  await page.keyboard.press('Escape');
  await expect(wheel.getByTestId('wheel-paradox')).toContainText(`Paradox: ${expected.paradox}`);
  await saved(page);
  expect((await serverCharacters(page))[0]).toMatchObject({ paradox: expected.paradox, quintessence: 2 });
});

test('health levels take damage and set the wound penalty the roll panel applies; a roll shows its odds, then the seeded outcome', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [verbena()]);
  await page.goto(`/viewer/${id}/profile?diceSeed=5`);
  const health = page.getByRole('region', { name: 'Gesundheitsstufen' });
  await expect(health.getByTestId('wound-penalty')).toHaveText('Unverletzt: kein Wundabzug.');
  await health.getByRole('button', { name: '+1 Schlagschaden' }).click();
  await health.getByRole('button', { name: '+1 Tödlicher Schaden' }).click();
  await expect(health.getByRole('button', { name: 'Angeschlagen: Tödlicher Schaden' })).toBeVisible();
  await expect(health.getByRole('button', { name: 'Verletzt: Schlagschaden' })).toBeVisible();
  await expect(health.getByTestId('wound-penalty')).toHaveText('Verletzt: −1 Würfel auf jeden Wurf.');

  await page.getByRole('link', { name: 'Attribute' }).click();
  await page.getByRole('button', { name: 'Wahrnehmung', exact: true }).click();
  await page.getByRole('link', { name: 'Fähigkeiten' }).click();
  await page.getByRole('button', { name: 'Sechster Sinn', exact: true }).click();
  // The sheet's own links drop the query; put the seed back without leaving the page (the pool stays).
  await page.evaluate(() => history.replaceState(history.state, '', `${location.pathname}?diceSeed=5`));
  const panel = page.getByRole('region', { name: 'Würfelwurf' });
  // Perception 4 + Awareness 3 − 1 for the wounds.
  await expect(panel.getByTestId('roll-summary')).toHaveText('6 Würfel gegen Schwierigkeit 6');
  await openRollOptions(panel);
  await panel.getByLabel('Spezialisierung (10 zählt doppelt)').check();
  await expect(panel.getByTestId('roll-odds')).toContainText('Patzer');
  const expected = rollM20(6, { difficulty: 6, specialty: true }, seededRandomSource(5));
  await panel.getByRole('button', { name: '6 Würfel werfen' }).click();
  const result = page.getByRole('dialog', { name: 'Ergebnis' });
  await expect(result.getByTestId('roll-outcome')).toHaveText(outcomeText(expected.outcome, expected.successes));
  await expect(result.getByRole('img', { name: /^Würfel/ })).toHaveCount(6);
  await page.keyboard.press('Escape');

  // Willpower buys a success and marks a box.
  await panel.getByLabel(/^Willenskraft: \+1 Erfolg/).check();
  await panel.getByRole('button', { name: '6 Würfel werfen' }).click();
  await page.keyboard.press('Escape');
  await saved(page);
  const [stored] = (await serverCharacters(page)) as unknown as Array<{ healthDamage: string[]; willpowerDamage: string[] }>;
  expect(stored!.healthDamage.slice(0, 3)).toEqual(['heavy', 'superficial', 'none']);
  expect(stored!.willpowerDamage.slice(0, 2)).toEqual(['superficial', 'none']);
});

test('leveling: a Sphere above Arete is refused with its reason; Arete and the affinity Sphere are bought at the M20 prices', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [verbena({ exp: 40 })]);
  await page.goto(`/viewer/${id}/tradition`);
  await setLevelMode(page, true);
  await page.getByRole('button', { name: 'Kräfte steigern für 16 EXP' }).click();
  await expect(page.getByText('Keine Sphäre kann über Arete steigen: Steigere zuerst Arete.')).toBeVisible();

  await page.getByRole('link', { name: 'Profil' }).click();
  await page.getByRole('button', { name: 'Arete steigern für 16 EXP' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Für 16 EXP kaufen' }).click();
  await expect(page.getByTestId('exp')).toHaveText('EXP: 24');
  await page.getByRole('link', { name: 'Tradition' }).click();
  await expect(page.getByTestId('sphere-cap')).toHaveText('Keine Sphäre kann über Arete (3) steigen.');
  // Life is the affinity: current × 7.
  await page.getByRole('button', { name: 'Leben steigern für 14 EXP' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Für 14 EXP kaufen' }).click();
  await expect(page.getByTestId('exp')).toHaveText('EXP: 10');
  await expect(page.getByTestId('sphere-life').getByRole('img')).toHaveAccessibleName('3 von 5');
  await expect(page.getByTestId('sphere-life')).toContainText('Jünger');
  await saved(page);
  const [stored] = await serverCharacters(page);
  expect(stored).toMatchObject({ arete: 3, spheres: { life: 3, forces: 2 }, exp: 10, usedExp: 30 });
  expect((stored as unknown as { xpHistory: Array<{ purchase: { kind: string; name: string } }> }).xpHistory.map((entry) => [entry.purchase.kind, entry.purchase.name])).toEqual([
    ['arete', 'Arete'],
    ['sphere', 'Leben'],
  ]);
});

test('a Wonder written by the mage costs permanent Willpower: a primer 2', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [verbena()]);
  await page.goto(`/viewer/${id}/traits`);
  await expect(page.getByRole('region', { name: 'Hintergründe' })).toContainText('Mentor');
  await page.getByRole('button', { name: 'Wunderwerk hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wunderwerk hinzufügen' });
  await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(dialog.getByText('Bitte wähle die Art.')).toBeVisible();
  await expect(dialog.getByText('Bitte gib einen Namen ein.')).toBeVisible();
  await dialog.getByLabel('Art').selectOption({ label: 'Fibel' });
  await dialog.getByLabel('Name').fill('Das Buch der Wurzeln');
  await dialog.getByLabel('Selbst verfasst: kostet 2 Punkte permanenter Willenskraft').check();
  await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Wunderwerke' })).toContainText('Das Buch der Wurzeln – Fibel, Rang 1 (selbst verfasst)');
  await saved(page);
  expect((await serverCharacters(page))[0]).toMatchObject({ willpower: 4, wonders: [{ type: 'primer', name: 'Das Buch der Wurzeln', selfMade: true }] });
});

test('the PDF tab prints the mage on two A4 pages as text', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [
    verbena({
      exp: 7,
      backstory: 'Aufgewachsen am Rand von Jena. '.repeat(20),
      rotes: [{ id: 'r1', name: 'Heilende Hände', spheres: { life: 2, prime: 1 }, attribute: 'dexterity', ability: 'medicine', notes: '' }],
      resonance: [{ id: 'x1', kind: 'dynamic', description: 'blühend', rating: 2 }],
      quiet: { rating: 3, kind: 'morbidity', notes: '' },
    }),
  ]);
  await page.goto(`/viewer/${id}/pdf`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF herunterladen' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Ilka Rosen.pdf');
  const target = path.join(tmpdir(), `vitae-m20-${Date.now()}.pdf`);
  await file.saveAs(target);
  await keepPdfPages(target, 'pdf-m20');
  const { pages, text } = await readPdf(target);
  // The sheet's two pages; the inventory and the experience log may go on.
  expect(pages).toBeGreaterThanOrEqual(2);
  expect(text).toMatch(/Erfahrung: \d+ insgesamt, \d+ ausgegeben, 7 frei/);
  // Wheel, damage legend and current Willpower are printed; an empty experience log is left out.
  for (const expected of ['Paradox: 0', 'Willenskraft (aktuell)', '/ Schlag · X tödlich · * schwer']) expect(text).toContain(expected);
  expect(text).not.toContain('Erfahrungsverlauf');
  // Rotes with their Spheres and pool, Resonance and Quiet.
  for (const expected of ['Heilende Hände – Leben 2, Kern 1 – Wurf: Geschicklichkeit + Medizin', 'Resonanz: Dynamisch 2 (blühend)', 'Stille 3 von 10 – Art der Stille: Morbidität']) expect(text).toContain(expected);
  for (const expected of ['Ilka Rosen', 'Magus: Die Erleuchtung', 'Verbena', 'Fürsorger', 'Kräfte', 'Arete', 'Wahrnehmung', 'Kräuter erkennen', 'Sechster Sinn', 'Gesundheitsstufen', 'Übel zugerichtet', 'Quintessenz: 5', 'Mentor', 'Geschärfte Sinne (1) – Geruch']) {
    expect(text).toContain(expected);
  }
});

test('the Mage sheet and Lexicon speak English when the app does', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [verbena()]);
  await page.getByRole('tab', { name: 'Einstellungen' }).click();
  await page.getByLabel('Sprache').selectOption('en-US');
  await expect(page.getByRole('tab', { name: 'Characters' })).toBeVisible();
  // The list was loaded before the mage was seeded through the API.
  await page.goto('/?tab=characters');
  // The card: the line's facts on their own line, then who the mage is.
  const card = page.getByRole('listitem').filter({ hasText: 'Ilka Rosen' });
  await expect(card.getByText('Verbena • Arete 2')).toBeVisible();
  await expect(card).toContainText('Kräuterhexe');
  await page.goto(`/viewer/${id}/tradition`);
  const tabs = page.getByRole('navigation', { name: 'Character sheet' }).getByRole('link');
  await expect(tabs).toHaveText(['Profile', 'Inventory', 'Attributes', 'Abilities', 'Tradition', 'Backgrounds and Wonders', 'PDF']);
  await expect(page.getByTestId('affinity')).toHaveText('Affinity Sphere: Life');
  await expect(page.getByRole('region', { name: 'Views of the alliances' })).toContainText('Council of Nine Traditions');
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('region', { name: 'Health levels' })).toContainText('Mauled');
  await page.goto('/?tab=lexicon');
  await expect(page.getByRole('heading', { name: 'Mage: The Ascension' })).toBeVisible();
  await page.getByLabel('Search the lexicon').fill('Primal Utility');
  await page.getByRole('link', { name: 'Prime', exact: true }).click();
  await expect(page.locator('#lex-m20-sphere-prime')).toHaveAttribute('open', '');
});
