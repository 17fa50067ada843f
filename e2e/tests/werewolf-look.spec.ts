import type { Page } from '@playwright/test';
import { w5Steps } from '@vitae/core/w5';
import { seedCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkModes, openLooks } from '../support/look.ts';
import { seededWerewolf } from '../support/werewolf.ts';
import { setLevelMode } from '../support/sheet-menu.ts';
import { openRollOptions } from '../support/roll-panel.ts';

/** Puts a wizard draft at a step (the wizard keeps its draft in the tab's session storage) and opens it. */
async function openStep(page: Page, step: string): Promise<void> {
  const draft = { character: seededWerewolf({ touchstones: step === 'identity' ? [] : ['Oma Lotte'] }), step, state: {}, history: [] };
  await page.evaluate((value) => sessionStorage.setItem('vitae:creation-draft', JSON.stringify(value)), draft);
  await page.goto(`/editor/${step}`);
  await expect(page.getByRole('heading', { name: new RegExp(`^Schritt ${w5Steps.indexOf(step as never) + 1} von 8`) })).toBeVisible();
}

for (const width of [390, 1280]) {
  test(`Werewolf screens at ${width} px in light and dark mode have no serious accessibility problems`, async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    await openLooks(page, baseURL!, width, 'garou');
    const look = (screen: string) => checkModes(page, `w5-${width}`, screen);
    for (const step of w5Steps) {
      await openStep(page, step);
      await look(`wizard-${step}`);
    }

    const [id] = await seedCharacters(page, [seededWerewolf({ rage: 2, harano: 1, exp: 10 })]);
    await page.goto(`/viewer/${id}/profile`);
    await page.getByLabel('Zorn-Checks beim Wechsel würfeln').uncheck();
    await page.getByRole('group', { name: 'Gestalt wechseln' }).getByRole('button', { name: /^Crinos/ }).click();
    await expect(page.getByTestId('form-message')).toHaveText('Jetzt in Crinos, Zorn 2.');
    await look('sheet-profile');

    await page.goto(`/viewer/${id}/gifts`);
    await expect(page.getByTestId('sheet-gift-1')).toBeVisible();
    await look('sheet-gifts');
    // The same with the wolf lost (Rage 0): everything marked.
    await page.getByRole('link', { name: 'Profil' }).click();
    await page.getByRole('button', { name: 'Zorn auf 2 setzen' }).click();
    await page.getByRole('link', { name: 'Gaben' }).click();
    await expect(page.getByTestId('powers-lost')).toBeVisible();
    await look('sheet-gifts-lost');
    await setLevelMode(page, true);
    await expect(page.getByRole('region', { name: 'Gaben und Riten lernen' })).toBeVisible();
    await look('sheet-gifts-leveling');
    await setLevelMode(page, false);
    await page.getByRole('link', { name: 'Profil' }).click();
    await page.getByRole('button', { name: 'Zorn auf 3 setzen' }).click();

    await page.goto(`/viewer/${id}/attributes?diceSeed=11`);
    await page.getByRole('button', { name: 'Körperkraft', exact: true }).click();
    await page.getByRole('button', { name: 'Geschicklichkeit', exact: true }).click();
    await openRollOptions(page.getByRole('region', { name: 'Würfelwurf' }));
    await page.getByRole('region', { name: 'Würfelwurf' }).getByLabel('Schwierigkeit').fill('2');
    await look('sheet-roll-panel');
    await page.getByRole('region', { name: 'Würfelwurf' }).getByRole('button', { name: /Würfel werfen$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Ergebnis' })).toBeVisible();
    await look('sheet-roll-result');
    await page.keyboard.press('Escape');

    await page.goto(`/?tab=lexicon#lex-w5-gifts-silent-striders`);
    await expect(page.locator('#lex-w5-gift-117')).toBeVisible();
    await look('lexicon');
  });
}
