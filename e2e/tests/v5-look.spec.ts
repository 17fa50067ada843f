import type { Page } from '@playwright/test';
import { seedCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkModes, openLooks } from '../support/look.ts';
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

/** Checks the screen shown now in both modes. */
type Look = (screen: string) => Promise<void>;

async function mainTabs(page: Page, look: Look): Promise<void> {
  for (const [tab, ready] of [
    ['characters', 'Mara Voss'],
    ['play', 'Meine Sitzungen'],
    ['lexicon', 'Blutmacht'],
    ['settings', 'Einstellungen'],
    ['homebrew', 'Homebrew'],
  ] as const) {
    await page.goto(tab === 'characters' ? '/' : `/?tab=${tab}`);
    await expect(page.getByRole('main').getByText(ready).first()).toBeVisible();
    await look(`main-${tab}`);
  }
}

async function wizardSteps(page: Page, look: Look): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Neuer Charakter' }).click();
  await expect(page.getByRole('dialog', { name: 'Neuer Charakter' })).toBeVisible();
  await look('create-dialog');
  await page.keyboard.press('Escape');
  await startCreation(page, { name: 'Lena Look' });
  await chooseClan(page, 'Erzeugerin', 'Brujah');
  await look('wizard-clan');
  await next(page, 'predator-type');
  await page.getByLabel('Raubtiertyp', { exact: true }).selectOption({ label: 'Räuber' });
  await page.getByRole('radio', { name: 'Handgemenge (Ringen)' }).check();
  await page.getByRole('radio', { name: 'Stärke' }).check();
  await look('wizard-predator');
  await next(page, 'attributes');
  await assignAttributes(page, standardAttributes);
  await look('wizard-attributes');
  await next(page, 'skills');
  await assignSpecialistSkills(page);
  await look('wizard-skills');
  await next(page, 'disciplines');
  await chooseClanDisciplines(page, 'Stärke', 'Präsenz');
  await pickPowers(page, 'Stärke', ['Tödlicher Körper']);
  await look('wizard-disciplines');
  await pickPowers(page, 'Stärke', ['Können']);
  await page.getByRole('button', { name: 'Kraft für Stärke wählen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^Brutales Trinken/ }).click();
  await pickPowers(page, 'Präsenz', ['Ehrfurcht']);
  await next(page, 'traits');
  await look('wizard-traits');
  await page.getByRole('button', { name: 'Vorzug oder Hintergrund hinzufügen' }).click();
  await page.getByRole('dialog').getByLabel('Gruppe', { exact: true }).selectOption({ label: 'Aussehen' });
  await look('wizard-trait-picker');
  await page.keyboard.press('Escape');
}

async function sheet(page: Page, id: string, look: Look, width: number): Promise<void> {
  for (const [tab, ready] of sheetTabs) {
    await page.goto(`/viewer/${id}/${tab}`);
    await expect(page.getByRole('main').getByText(ready).first()).toBeVisible();
    await look(`sheet-${tab}`);
  }
  // The storyteller's side: leveling mode with the learn lists, the tracker panel of the header.
  await page.goto(`/viewer/${id}/traits`);
  await setLevelMode(page, true);
  await expect(page.getByRole('region', { name: 'Vorzüge, Hintergründe und Schwächen hinzufügen' })).toBeVisible();
  await look('sheet-traits-leveling');
  await page.getByRole('link', { name: 'Rituale' }).click();
  await expect(page.getByRole('region', { name: 'Blutrituale lernen' })).toBeVisible();
  await look('sheet-rituals-leveling');
  await setLevelMode(page, false);
  await sheetAction(page, 'Zustand');
  await expect(page.getByRole('dialog', { name: /^Zustand:/ })).toBeVisible();
  await look('sheet-quick-trackers');
  await page.keyboard.press('Escape');
  if (width <= 390) {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const tab of ['profile', 'traits', 'disciplines'] as const) {
      await page.goto(`/viewer/${id}/${tab}`);
      await look(`320-${tab}`);
    }
  }
}

for (const width of [390, 1280]) {
  test(`Vampire at ${width} px in light and dark mode: main tabs, create dialog, every wizard step and every sheet tab have no serious accessibility problems`, async ({ page, baseURL }) => {
    test.setTimeout(300_000);
    await openLooks(page, baseURL!, width);
    const [id] = await seedCharacters(page, [richVampire()]);
    const look = (screen: string) => checkModes(page, `v5-${width}`, screen);
    await mainTabs(page, look);
    await sheet(page, id!, look, width);
    await page.setViewportSize({ width, height: 900 });
    await wizardSteps(page, look);
  });
}
