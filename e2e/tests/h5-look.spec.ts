import { seedCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import { seededHunter, throughToTouchstones } from '../support/hunter.ts';
import { checkModes, openLooks } from '../support/look.ts';
import { next } from '../support/wizard.ts';
import { seedFor } from '../support/hunter-dice.ts';
import { setLevelMode } from '../support/sheet-menu.ts';
import { openRollOptions } from '../support/roll-panel.ts';

for (const width of [390, 1280]) {
  test(`Hunter screens at ${width} px in light and dark mode have no serious accessibility problems`, async ({ page, baseURL }) => {
    // Every wizard step and sheet tab with an axe scan in each mode: over a minute on a loaded two-core machine.
    test.setTimeout(180_000);
    await openLooks(page, baseURL!, width, 'jaeger');
    const look = (screen: string) => checkModes(page, `h5-${width}`, screen);

    // The wizard: creed (with a creed and drive chosen), edges, merits and flaws, touchstones.
    await throughToTouchstones(page, 'Agnes Look');
    await look('wizard-identity');
    await page.getByRole('button', { name: 'Zurück', exact: true }).click();
    await look('wizard-traits');
    await page.getByRole('button', { name: 'Zurück', exact: true }).click();
    await page.getByLabel('Ergänzungsbände zeigen (ungeprüft, mit der Spielleitung absprechen)').check();
    await look('wizard-edges');
    for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Zurück', exact: true }).click();
    await expect(page).toHaveURL(/\/editor\/creed$/);
    await look('wizard-creed');
    await next(page, 'attributes');

    // The sheet: profile in despair, edges with leveling, the roll with its choice, the Lexicon.
    const [id, roller] = await seedCharacters(page, [seededHunter({ despair: true, exp: 12 }), seededHunter({ name: 'Würfel Wilma' })]);
    await page.goto(`/viewer/${id}/profile`);
    await expect(page.getByTestId('despair')).toContainText('Hoffnungslosigkeit');
    await look('profile');
    await page.goto(`/viewer/${id}/edges`);
    await page.getByRole('button', { name: 'Mit Entschlossenheit + Okkultismus würfeln' }).click();
    await expect(page.getByRole('region', { name: 'Würfelwurf' })).toBeVisible();
    await look('edges');
    await setLevelMode(page, true);
    await expect(page.getByRole('region', { name: 'Trümpfe lernen' })).toBeVisible();
    await look('edges-leveling');
    await setLevelMode(page, false);
    await page.goto(`/viewer/${roller}/edges?diceSeed=${seedFor('choose').seed}`);
    await page.getByRole('button', { name: 'Mit Entschlossenheit + Okkultismus würfeln' }).click();
    const panel = page.getByRole('region', { name: 'Würfelwurf' });
    await openRollOptions(panel);
    await panel.getByLabel('Schwierigkeit').fill('3');
    await panel.getByLabel('Verzweiflungswürfel (+2)').check();
    await panel.getByRole('button', { name: '9 Würfel werfen' }).click();
    await expect(page.getByRole('group', { name: 'Überreizen oder Hoffnungslosigkeit' })).toBeVisible();
    await look('roll-choice');
    await page.keyboard.press('Escape');
    await page.goto('/?tab=lexicon#lex-h5-section-edges');
    await expect(page.getByRole('heading', { name: 'Alle Trümpfe' })).toBeVisible();
    await look('lexicon');
  });
}
