import type { Page } from '@playwright/test';
import { seedCharacters } from '../support/characters.ts';
import { logInFresh } from '../support/devices.ts';
import { expect, test } from '../support/fixtures.ts';
import { seededHunter, throughToTouchstones } from '../support/hunter.ts';
import { checkScreen, desktop, overflow, phone } from '../support/look.ts';
import { verbena } from '../support/mage.ts';
import { sheetMenu } from '../support/sheet-menu.ts';
import { richVampire } from '../support/vampire.ts';
import { seededWerewolf } from '../support/werewolf.ts';
import { finishButton } from '../support/wizard.ts';

// Issue #45: a sheet header that leaves room — name, save state, tabs and one "⋯" menu.
const lines = [
  { line: 'v5', character: () => richVampire(), name: 'Mara Voss', quick: true },
  { line: 'w5', character: () => seededWerewolf(), quick: false },
  { line: 'm20', character: () => verbena(), quick: false },
  { line: 'h5', character: () => seededHunter(), quick: false },
] as const;

/** Console errors and uncaught exceptions of the page, from now on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function inMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((colorMode) => localStorage.setItem('settings:colorMode', colorMode), mode);
  await page.emulateMedia({ colorScheme: mode });
}

/** Height of everything that stays at the top (header and tabs), measured after scrolling the sheet down. */
async function stickyHeight(page: Page): Promise<{ top: number; height: number }> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const top = page.locator('.viewer__top');
  await expect(top).toBeInViewport();
  const box = (await top.boundingBox())!;
  return { top: Math.round(box.y), height: Math.round(box.height) };
}

for (const [width, use] of [
  [390, phone],
  [1280, desktop],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use(use);
    for (const mode of ['light', 'dark'] as const) {
      test(`every line's sheet header stays compact with one menu, Zustand overlays it, in ${mode} mode`, async ({ page, baseURL }) => {
        test.setTimeout(120_000);
        await inMode(page, mode);
        const errors = watchErrors(page);
        await logInFresh(page, baseURL!);
        await page.waitForLoadState('networkidle');
        const ids = await seedCharacters(page, lines.map(({ character }) => character() as Record<string, unknown>));
        // The list (and the browser's kept copy of it) knows every seeded character before a sheet opens.
        await page.goto('/');
        await expect(page.getByRole('link', { name: 'Jägerin Jo' }).first()).toBeVisible();
        for (const [index, { line, quick }] of lines.entries()) {
          const prefix = `sheet-header-${line}-${width}-${mode}`;
          await page.goto(`/viewer/${ids[index]}/profile`);
          const menuButton = page.getByRole('button', { name: 'Mehr', exact: true });
          await expect(menuButton, line).toBeVisible();
          // Header and tabs are the one sticky block, at the top, ≤ 100 px on a phone; no action block above the tab's content.
          const sticky = await stickyHeight(page);
          expect(sticky.top, line).toBe(0);
          expect(sticky.height, line).toBeLessThanOrEqual(width <= 390 ? 100 : 110);
          await expect(page.locator('.viewer__top').getByRole('navigation')).toBeVisible();
          const gap = await page.evaluate(() => {
            window.scrollTo(0, 0);
            return document.querySelector('main')!.getBoundingClientRect().top - document.querySelector('.viewer__top')!.getBoundingClientRect().bottom;
          });
          expect(gap, `${line}: the tab's content starts under the header`).toBeLessThan(40);
          const cssHeight = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--sheet-header-height'));
          expect(cssHeight, line).toBe(`${sticky.height}px`);
          await checkScreen(page, `${prefix}-sheet`);

          // One menu holds the actions that were a block above every tab.
          const menu = await sheetMenu(page);
          const items = ['Info', 'EXP ändern', 'Modus: Leveln', 'Teilen', 'Synchronisieren', ...(quick ? ['Zustand'] : [])];
          for (const item of items) await expect(menu.getByRole(item === 'Modus: Leveln' ? 'menuitemcheckbox' : 'menuitem', { name: item })).toBeVisible();
          await checkScreen(page, `${prefix}-menu`);
          await menu.getByRole('menuitem', { name: 'Info' }).click();
          await expect(page.getByRole('dialog', { name: /^Über / })).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(0);
          await expect(menuButton).toBeFocused();

          if (quick) {
            // Zustand is a sheet over the page: the header keeps its height, the trackers are in view.
            await (await sheetMenu(page)).getByRole('menuitem', { name: 'Zustand' }).click();
            const trackers = page.getByRole('dialog', { name: /^Zustand:/ });
            await expect(trackers).toBeInViewport({ ratio: 0.99 });
            await expect(trackers.getByRole('group', { name: 'Hunger' })).toBeVisible();
            const during = (await page.locator('.viewer__top').boundingBox())!;
            expect(Math.round(during.height)).toBe(sticky.height);
            const box = (await trackers.boundingBox())!;
            // A bottom sheet on a phone, a side sheet on a wide screen.
            if (width <= 390) expect(Math.round(box.y + box.height)).toBe(844);
            else expect(Math.round(box.x + box.width)).toBe(width);
            await checkScreen(page, `${prefix}-quick`);
            await page.keyboard.press('Escape');
            await expect(trackers).toBeHidden();
            await expect(menuButton).toBeFocused();
          }

          if (width <= 390) {
            await page.setViewportSize({ width: 320, height: 700 });
            expect(await overflow(page), `${line} at 320 px`).toEqual([]);
            await page.setViewportSize(use.viewport);
          }
        }
        expect(errors).toEqual([]);
      });
    }
  });
}

test.describe('a finished wizard', () => {
  test.use(phone);
  test('opens the new sheet at its top, not where the wizard was scrolled to', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await logInFresh(page, baseURL!);
    await throughToTouchstones(page, 'Schwester Agnes');
    await page.getByLabel('Wer ist Prüfstein 1 für den Jäger?').fill('ihr Bruder, Pfarrer in Köln');
    await page.getByLabel('Prüfstein 1', { exact: true }).fill('Markus');
    await page.getByLabel('Ambition').fill('Den Vampir finden, der Lena getötet hat');
    await finishButton(page).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await finishButton(page).tap();
    await expect(page).toHaveURL(/\/viewer\/[^/]+\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Schwester Agnes' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
