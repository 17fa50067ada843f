import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The sheet header's "⋯" menu (issue #45), opened: Info, EXP, Modus, undo, FoundryVTT, Teilen, Synchronisieren, Zustand. */
export async function sheetMenu(page: Page): Promise<Locator> {
  const button = page.getByRole('button', { name: 'Mehr', exact: true });
  const menu = page.getByRole('menu', { name: 'Mehr' });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(menu).toBeVisible();
  return menu;
}

/** Chooses one action of the sheet's menu (a dialog, the undo). */
export async function sheetAction(page: Page, name: string | RegExp): Promise<void> {
  await (await sheetMenu(page)).getByRole('menuitem', { name }).click();
}

/** Whether the sheet's menu offers an action (it closes the menu again). */
export async function sheetOffers(page: Page, name: string | RegExp): Promise<boolean> {
  const menu = await sheetMenu(page);
  const count = await menu.getByRole('menuitem', { name }).count();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return count > 0;
}

/** Switches the leveling mode on or off from the sheet's menu. */
export async function setLevelMode(page: Page, on: boolean): Promise<void> {
  const item = (await sheetMenu(page)).getByRole('menuitemcheckbox', { name: 'Modus: Leveln' });
  if ((await item.getAttribute('aria-checked')) === String(on)) return void (await page.keyboard.press('Escape'));
  await item.click();
  await expect(page.getByRole('banner').getByText('Leveln', { exact: true })).toHaveCount(on ? 1 : 0);
}
