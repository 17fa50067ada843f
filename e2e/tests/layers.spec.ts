import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { registerThroughUi } from '../support/account.ts';
import { seedCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import { consoleErrors, desktop, modes, phone, useMode } from '../support/look.ts';
import { seededHunter } from '../support/hunter.ts';
import { verbena } from '../support/mage.ts';
import { richVampire } from '../support/vampire.ts';
import { seededWerewolf } from '../support/werewolf.ts';

// Issue #45: dialogs are native modal <dialog>s in the browser's top layer, above every pinned
// panel and header; their title and × stay in view; and no screen logs a console error (the CSP
// refused the style element the old dialog library injected).

const lines = [
  { line: 'Vampire', seed: () => richVampire() },
  { line: 'Werewolf', seed: () => seededWerewolf() },
  { line: 'Mage', seed: () => verbena() },
  { line: 'Hunter', seed: () => seededHunter() },
];

/**
 * The dialog is topmost by pixels: its box looks the same with every other pinned element (fixed
 * or sticky: panels, headers, toasts) hidden. `elementFromPoint` would not do: it skips the inert
 * page behind a modal and so misses a panel painted over it. The box is taken in by the corner
 * radius, where the dimmed page shows through.
 */
async function expectTopmost(page: Page, dialog: Locator, name: string): Promise<void> {
  await expect(dialog).toBeVisible();
  // In the top layer, the page behind inert and dimmed.
  expect(await dialog.evaluate((element) => element.matches(':modal') && getComputedStyle(element, '::backdrop').backgroundColor), name).toBe('rgba(0, 0, 0, 0.6)');
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  const top = Math.max(box.y, 0) + 12;
  const bottom = Math.min(box.y + box.height, viewport.height) - 12;
  const clip = { x: box.x + 12, y: top, width: box.width - 24, height: bottom - top };
  const shot = () => page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  // Settled first (a scrollbar fading, a text still updating), so only the hiding can differ.
  let before = await shot();
  for (let tries = 0; tries < 10; tries += 1) {
    await page.waitForTimeout(100);
    const again = await shot();
    if (again.equals(before)) break;
    before = again;
  }
  const hidden = await page.evaluate(() => {
    const open = Array.from(document.querySelectorAll('dialog[open]'));
    let count = 0;
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      if (open.some((dialog) => dialog.contains(element))) continue;
      const { position } = getComputedStyle(element);
      if (position !== 'fixed' && position !== 'sticky') continue;
      element.style.setProperty('visibility', 'hidden', 'important');
      element.dataset.layersHidden = '';
      count += 1;
    }
    return count;
  });
  const after = await shot();
  await page.evaluate(() => {
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('[data-layers-hidden]'))) {
      element.style.removeProperty('visibility');
      delete element.dataset.layersHidden;
    }
  });
  if (!before.equals(after)) {
    await test.info().attach(`${name} before`, { body: before, contentType: 'image/png' });
    await test.info().attach(`${name} after`, { body: after, contentType: 'image/png' });
  }
  // VITAE_SCREENSHOTS=<folder> keeps the whole window with the dialog, to look at.
  if (process.env.VITAE_SCREENSHOTS) await page.screenshot({ path: path.join(process.env.VITAE_SCREENSHOTS, `layers-${name.replaceAll(' ', '-')}.png`), animations: 'disabled' });
  expect(hidden, `${name}: something pinned was there to hide`).toBeGreaterThan(0);
  expect(before.equals(after), `${name}: the dialog is painted over by a pinned element`).toBe(true);
}

/** Title and × of the dialog inside the window, also once its content is scrolled to the end. */
async function expectHeadInView(page: Page, dialog: Locator, title: string): Promise<void> {
  const viewport = page.viewportSize()!;
  await dialog.locator('.modal__body').evaluate((body) => body.scrollTo(0, body.scrollHeight));
  for (const part of [dialog.getByRole('heading', { name: title }), dialog.getByRole('button', { name: 'Schließen' })]) {
    const box = (await part.boundingBox())!;
    expect(box.y, title).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, title).toBeLessThanOrEqual(viewport.height);
  }
  // Nothing sticks out of the window: the dialog fits, its body scrolls.
  const box = (await dialog.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

for (const [device, use] of [
  ['phone', phone],
  ['desktop', desktop],
] as const) {
  test.describe(`${device}`, () => {
    test.use(use);

    for (const { line, seed } of lines) {
      test(`${line}: the roll result is above the roll panel and the header, light and dark`, async ({ page }) => {
        const errors = consoleErrors(page);
        await registerThroughUi(page);
        const [id] = await seedCharacters(page, [seed()]);
        for (const mode of modes) {
          await useMode(page, mode);
          await page.goto(`/viewer/${id}/attributes?diceSeed=11`);
          const trait = page.getByRole('button', { name: 'Körperkraft', exact: true });
          if (device === 'phone') await trait.tap();
          else await trait.click();
          const roll = page.getByRole('button', { name: /Würfel werfen$/ });
          await expect(roll).toBeVisible();
          await roll.click();
          const result = page.getByRole('dialog', { name: 'Ergebnis' });
          await expectTopmost(page, result, `${line} ${device} ${mode} result`);
          await page.keyboard.press('Escape');
          await expect(result).toBeHidden();
          // The focus goes back to the roll button, the pool is still there.
          await expect(roll).toBeFocused();
        }
        expect(errors).toEqual([]);
      });
    }
  });
}

test.describe('tall dialogs', () => {
  test('on a phone "Gegenstand hinzufügen" keeps its title and × in view and stays above the header', async ({ page }) => {
    await page.setViewportSize(phone.viewport);
    const errors = consoleErrors(page);
    await registerThroughUi(page);
    const [id] = await seedCharacters(page, [richVampire()]);
    for (const mode of modes) {
      await useMode(page, mode);
      await page.goto(`/viewer/${id}/inventory`);
      await page.getByRole('region', { name: 'Dabei' }).getByRole('button', { name: 'Gegenstand hinzufügen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Gegenstand hinzufügen' });
      await expectHeadInView(page, dialog, 'Gegenstand hinzufügen');
      await expectTopmost(page, dialog, `inventory ${mode}`);
      await dialog.getByRole('button', { name: 'Schließen' }).click();
      await expect(dialog).toBeHidden();
    }
    expect(errors).toEqual([]);
  });

  test('at 1280 px "Magick wirken" keeps its title and × in view with a long form', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    const errors = consoleErrors(page);
    await registerThroughUi(page);
    const [id] = await seedCharacters(page, [verbena({ quintessence: 19 })]);
    for (const mode of modes) {
      await useMode(page, mode);
      await page.goto(`/viewer/${id}/profile`);
      await page.getByRole('button', { name: 'Magick wirken' }).click();
      const dialog = page.getByRole('dialog', { name: 'Magick wirken' });
      await dialog.getByRole('radio', { name: 'Vulgär', exact: true }).check();
      await expectHeadInView(page, dialog, 'Magick wirken');
      await expectTopmost(page, dialog, `magick ${mode}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    expect(errors).toEqual([]);
  });
});

for (const [device, use] of [
  ['phone', phone],
  ['desktop', desktop],
] as const) {
  test.describe(`${device}: no console errors`, () => {
    test.use(use);

    // Dialogs on the sheet are in the roll tests above (each also expects no console error).
    test('on the login, the main tabs, the create dialog, the wizard and every sheet tab of each line', async ({ page }) => {
      test.setTimeout(120_000);
      const errors = consoleErrors(page);
      const visited: string[] = [];
      const visit = async (url: string) => {
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        visited.push(url);
      };
      await visit('/login');
      await registerThroughUi(page);
      for (const tab of ['characters', 'play', 'lexicon', 'settings', 'homebrew']) await visit(`/?tab=${tab}`);

      // The create dialog, then the wizard's first step.
      await visit('/');
      await page.getByRole('button', { name: 'Neuer Charakter' }).click();
      const create = page.getByRole('dialog', { name: 'Neuer Charakter' });
      await create.getByLabel('Name').fill('Lena Layer');
      await create.getByRole('button', { name: 'Erschaffung starten' }).click();
      await expect(page).toHaveURL(/\/editor\//);
      await page.waitForLoadState('networkidle');

      const ids = await seedCharacters(page, lines.map(({ seed }) => seed()));
      for (const id of ids) {
        await visit(`/viewer/${id}`);
        const tabs = await page.locator(`a[href^="/viewer/${id}/"]`).evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))]);
        expect(tabs.length, `tabs of ${id}`).toBeGreaterThan(3);
        for (const tab of tabs) await visit(tab);
      }
      expect(visited.length).toBeGreaterThan(20);
      expect(errors).toEqual([]);
    });
  });
}
