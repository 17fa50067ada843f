import type { Page } from '@playwright/test';
import { registerThroughUi } from '../support/account.ts';
import { seedCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkScreen } from '../support/look.ts';
import { richVampire } from '../support/vampire.ts';
import { assignAttributes, assignSpecialistSkills, chooseClan, chooseClanDisciplines, next, pickPowers, standardAttributes, startCreation } from '../support/wizard.ts';
import { setLevelMode, sheetAction } from '../support/sheet-menu.ts';

const sheetTabs = [
  ['profile', 'Gesundheit'],
  ['inventory', 'Taschenlampe'],
  ['attributes', 'Körperkraft'],
  ['skills', 'Handgemenge'],
  ['disciplines', 'Tödlicher Körper'],
  ['bloodrituals', 'Wandeln auf den Pfaden des Blutes'],
  ['traits', 'Schön'],
  ['pdf', 'PDF herunterladen'],
] as const;

async function mainTabs(page: Page, prefix: string): Promise<void> {
  for (const [tab, ready] of [
    ['characters', 'Mara Voss'],
    ['play', 'Meine Sitzungen'],
    ['lexicon', 'Blutmacht'],
    ['settings', 'Einstellungen'],
    ['homebrew', 'Homebrew'],
  ] as const) {
    await page.goto(tab === 'characters' ? '/' : `/?tab=${tab}`);
    await expect(page.getByRole('main').getByText(ready).first()).toBeVisible();
    await checkScreen(page, `${prefix}-main-${tab}`);
  }
}

async function wizardSteps(page: Page, prefix: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Neuer Charakter' }).click();
  await expect(page.getByRole('dialog', { name: 'Neuer Charakter' })).toBeVisible();
  await checkScreen(page, `${prefix}-create-dialog`);
  await page.keyboard.press('Escape');
  await startCreation(page, { name: 'Lena Look' });
  await chooseClan(page, 'Erzeugerin', 'Brujah');
  await checkScreen(page, `${prefix}-wizard-clan`);
  await next(page, 'predator-type');
  await page.getByLabel('Raubtiertyp', { exact: true }).selectOption({ label: 'Räuber' });
  await page.getByRole('radio', { name: 'Handgemenge (Ringen)' }).check();
  await page.getByRole('radio', { name: 'Stärke' }).check();
  await checkScreen(page, `${prefix}-wizard-predator`);
  await next(page, 'attributes');
  await assignAttributes(page, standardAttributes);
  await checkScreen(page, `${prefix}-wizard-attributes`);
  await next(page, 'skills');
  await assignSpecialistSkills(page);
  await checkScreen(page, `${prefix}-wizard-skills`);
  await next(page, 'disciplines');
  await chooseClanDisciplines(page, 'Stärke', 'Präsenz');
  await pickPowers(page, 'Stärke', ['Tödlicher Körper']);
  await checkScreen(page, `${prefix}-wizard-disciplines`);
  await pickPowers(page, 'Stärke', ['Können']);
  await page.getByRole('button', { name: 'Kraft für Stärke wählen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^Brutales Trinken/ }).click();
  await pickPowers(page, 'Präsenz', ['Ehrfurcht']);
  await next(page, 'traits');
  await checkScreen(page, `${prefix}-wizard-traits`);
  await page.getByRole('button', { name: 'Vorzug oder Hintergrund hinzufügen' }).click();
  await page.getByRole('dialog').getByLabel('Gruppe', { exact: true }).selectOption({ label: 'Aussehen' });
  await checkScreen(page, `${prefix}-wizard-trait-picker`);
  await page.keyboard.press('Escape');
}

async function sheet(page: Page, id: string, prefix: string, width: number): Promise<void> {
  for (const [tab, ready] of sheetTabs) {
    await page.goto(`/viewer/${id}/${tab}`);
    await expect(page.getByRole('main').getByText(ready).first()).toBeVisible();
    await checkScreen(page, `${prefix}-sheet-${tab}`);
  }
  // The storyteller's side: leveling mode with the learn lists, the tracker panel of the header.
  await page.goto(`/viewer/${id}/traits`);
  await setLevelMode(page, true);
  await expect(page.getByRole('region', { name: 'Vorzüge, Hintergründe und Schwächen hinzufügen' })).toBeVisible();
  await checkScreen(page, `${prefix}-sheet-traits-leveling`);
  await page.getByRole('link', { name: 'Rituale' }).click();
  await expect(page.getByRole('region', { name: 'Blutrituale lernen' })).toBeVisible();
  await checkScreen(page, `${prefix}-sheet-rituals-leveling`);
  await setLevelMode(page, false);
  await sheetAction(page, 'Zustand');
  await expect(page.getByRole('dialog', { name: /^Zustand:/ })).toBeVisible();
  await checkScreen(page, `${prefix}-sheet-quick-trackers`);
  await page.keyboard.press('Escape');
  if (width <= 390) {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const tab of ['profile', 'traits', 'disciplines'] as const) {
      await page.goto(`/viewer/${id}/${tab}`);
      await page.waitForLoadState('networkidle');
      await checkScreen(page, `${prefix}-320-${tab}`);
    }
  }
}

for (const width of [390, 1280]) {
  for (const mode of ['light', 'dark'] as const) {
    test(`Vampire at ${width} px in ${mode} mode: main tabs, create dialog, every wizard step and every sheet tab have no serious accessibility problems`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((colorMode) => localStorage.setItem('settings:colorMode', colorMode), mode);
      await page.emulateMedia({ colorScheme: mode });
      await registerThroughUi(page);
      const [id] = await seedCharacters(page, [richVampire()]);
      const prefix = `v5-${width}-${mode}`;
      await mainTabs(page, prefix);
      await sheet(page, id!, prefix, width);
      await page.setViewportSize({ width, height: 900 });
      await wizardSteps(page, prefix);
    });
  }
}
