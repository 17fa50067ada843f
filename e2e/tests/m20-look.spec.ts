import type { Page } from '@playwright/test';
import type { Character } from '@vitae/core';
import { seedCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkModes, openLooks } from '../support/look.ts';
import { verbena } from '../support/mage.ts';
import { setLevelMode } from '../support/sheet-menu.ts';

/** Opens a wizard step with a draft as the earlier steps would have left it (the wizard reads the draft from the tab's session). */
async function openStep(page: Page, step: string, character: Character, history: Array<{ step: string; character: Character }> = []): Promise<void> {
  const draft = { character, step, state: {}, history: history.map((entry) => ({ ...entry, state: {} })) };
  await page.evaluate((value) => sessionStorage.setItem('vitae:creation-draft', value), JSON.stringify(draft));
  await page.goto(`/editor/${step}`);
  await expect(page).toHaveURL(new RegExp(`/editor/${step}$`));
}

for (const width of [390, 1280]) {
  test(`Mage screens at ${width} px in light and dark mode have no serious accessibility problems`, async ({ page, baseURL }) => {
    // Every wizard step and sheet tab with an axe scan in each mode: a few minutes on a loaded two-core machine.
    test.setTimeout(240_000);
    await openLooks(page, baseURL!, width, 'magus');
    const look = (screen: string) => checkModes(page, `m20-${width}`, screen);
    const mage = verbena({ paradox: 12, healthDamage: ['heavy', 'superficial', ...Array(8).fill('none')] });
    const [id] = await seedCharacters(page, [mage]);

    await page.getByRole('button', { name: 'Neuer Charakter' }).click();
    await page.getByRole('dialog').getByLabel('Spielreihe').selectOption({ label: 'Magus: Die Erleuchtung' });
    await look('create-dialog');
    await page.keyboard.press('Escape');

    const blank = { ...verbena(), spheres: { ...mage.spheres, forces: 0, life: 0, spirit: 0, prime: 0 }, backgrounds: {}, arete: 1, willpower: 5, quintessence: 0, merits: [] };
    await openStep(page, 'tradition', blank);
    await expect(page.getByRole('article', { name: 'Verbena' })).toBeVisible();
    await look('wizard-tradition');
    await openStep(page, 'identity', blank);
    await look('wizard-identity');
    await openStep(page, 'm20-attributes', blank);
    await look('wizard-attributes');
    await openStep(page, 'm20-abilities', blank);
    await look('wizard-abilities');
    await openStep(page, 'm20-finishing-touches', blank, [{ step: 'm20-abilities', character: blank }]);
    await page.getByRole('button', { name: 'Kräfte erhöhen' }).click();
    await page.getByRole('button', { name: 'Kräfte erhöhen' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByText('Attribute mit freien Punkten steigern').click();
    await look('wizard-finishing');

    for (const [tab, ready] of [
      ['profile', 'Gesundheitsstufen'],
      ['attributes', 'Wahrnehmung'],
      ['skills', 'Sechster Sinn'],
      ['tradition', 'Ansichten über die Allianzen'],
      ['traits', 'Wunderwerke'],
      ['inventory', 'Inventar'],
      ['pdf', 'PDF herunterladen'],
    ] as const) {
      await page.goto(`/viewer/${id}/${tab}`);
      await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
      await look(`sheet-${tab}`);
    }
    await page.goto(`/viewer/${id}/attributes`);
    await page.getByRole('button', { name: 'Wahrnehmung', exact: true }).click();
    await setLevelMode(page, true);
    await look('sheet-attributes-leveling');
    await setLevelMode(page, false);
    await page.getByRole('button', { name: 'Magick wirken' }).click();
    await expect(page.getByRole('dialog', { name: 'Magick wirken' })).toBeVisible();
    await look('sheet-magick');
    await page.getByRole('dialog').getByRole('button', { name: /^Wirken/ }).click();
    await expect(page.getByTestId('magick-result')).toBeVisible();
    await look('sheet-magick-result');
    await page.keyboard.press('Escape');

    await page.goto('/?tab=lexicon#lex-m20-section-spheres');
    await expect(page.getByRole('heading', { name: 'Magus: Die Erleuchtung' })).toBeVisible();
    await page.locator('#lex-m20-sphere-forces summary').click();
    await look('lexicon');
  });
}
