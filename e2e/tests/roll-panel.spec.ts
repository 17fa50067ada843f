import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { registerThroughUi } from '../support/account.ts';
import { seedCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import { seededHunter } from '../support/hunter.ts';
import { checkScreen, consoleErrors, desktop, modes, overflow, phone, useMode } from '../support/look.ts';
import { verbena } from '../support/mage.ts';
import { richVampire } from '../support/vampire.ts';
import { seededWerewolf } from '../support/werewolf.ts';

// Issue #45: the roll panel is a compact bar that leaves most of the screen to the sheet, keeps the
// picked row in view, is a few Tab presses from the picked trait, and its result can be read.

const screenshots = process.env.VITAE_SCREENSHOTS;

const lines = [
  { line: 'Vampire', seed: () => richVampire() },
  { line: 'Werewolf', seed: () => seededWerewolf() },
  { line: 'Mage', seed: () => verbena() },
  { line: 'Hunter', seed: () => seededHunter() },
];

/** The rows of the screen: the sticky sheet header's bottom and the panel's top and height. */
async function layout(page: Page, panel: Locator) {
  const header = (await page.locator('.viewer__top').boundingBox())!;
  const box = (await panel.boundingBox())!;
  return { headerBottom: Math.max(0, header.y + header.height), headerHeight: header.height, panelTop: box.y, panelHeight: box.height };
}

/** Presses Tab until the roll button has the focus; the presses it took (or 99 when it never does). */
async function tabsTo(page: Page, target: Locator): Promise<number> {
  for (let presses = 1; presses <= 10; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  return 99;
}

for (const [device, use] of [
  ['phone', phone],
  ['desktop', desktop],
] as const) {
  test.describe(device, () => {
    test.use(use);

    for (const { line, seed } of lines) {
      test(`${line}: a compact bar leaves the sheet room, keeps the picked row in view and is near by keyboard`, async ({ page }) => {
        const errors = consoleErrors(page);
        await registerThroughUi(page);
        const [id] = await seedCharacters(page, [seed()]);
        const viewport = page.viewportSize()!;
        for (const mode of modes) {
          await useMode(page, mode);
          await page.goto(`/viewer/${id}/attributes?diceSeed=7`);
          const strength = page.getByRole('button', { name: 'Körperkraft', exact: true });
          if (device === 'phone') await strength.tap();
          else await strength.click();
          // The second trait by keyboard, the way a keyboard user picks: the focus stays on it.
          const intelligence = page.getByRole('button', { name: 'Intelligenz', exact: true });
          await intelligence.focus();
          await page.keyboard.press('Enter');
          await expect(intelligence).toHaveAttribute('aria-pressed', 'true');
          await expect(intelligence).toBeFocused();

          const panel = page.getByRole('region', { name: 'Würfelwurf' });
          await expect(panel.locator('.roll-panel__parts')).toContainText('Intelligenz');
          const toggle = panel.getByRole('button', { name: /Optionen/ });
          await expect(toggle).toHaveAttribute('aria-expanded', 'false');

          // At most a quarter of the screen for the bar, at least 55 % for the sheet.
          const row = page.locator('.traits-grid__row', { has: intelligence });
          await expect(async () => {
            const { headerBottom, headerHeight, panelTop, panelHeight } = await layout(page, panel);
            expect(panelHeight, 'panel height').toBeLessThanOrEqual(viewport.height * 0.25);
            expect((viewport.height - headerHeight - panelHeight) / viewport.height, 'share of the sheet').toBeGreaterThanOrEqual(0.55);
            // The picked row between the header's bottom and the panel's top.
            const rowBox = (await row.boundingBox())!;
            expect(rowBox.y, 'row below the header').toBeGreaterThanOrEqual(headerBottom - 1);
            expect(rowBox.y + rowBox.height, 'row above the panel').toBeLessThanOrEqual(panelTop + 1);
          }).toPass({ timeout: 5_000 });
          if (screenshots) await page.screenshot({ path: path.join(screenshots, `roll-panel-${device}-${line}-${mode}-bar.png`) });

          // From the picked trait to the roll button in at most three Tab presses.
          const roll = panel.getByRole('button', { name: /Würfel werfen$/ });
          expect(await tabsTo(page, roll)).toBeLessThanOrEqual(3);

          // The options open on demand and close again.
          await toggle.click();
          await expect(toggle).toHaveAttribute('aria-expanded', 'true');
          await expect(panel.getByLabel('Schwierigkeit')).toBeVisible();
          if (mode === 'light') await checkScreen(page, `roll-panel-${device}-${line}-options`);
          if (screenshots) await page.screenshot({ path: path.join(screenshots, `roll-panel-${device}-${line}-${mode}-options.png`) });
          await toggle.click();
          await expect(toggle).toHaveAttribute('aria-expanded', 'false');

          // The result is on top and readable with the panel where it is.
          await roll.click();
          const result = page.getByRole('dialog', { name: 'Ergebnis' });
          await expect(result).toBeVisible();
          await expect(result.getByTestId('roll-outcome')).toBeInViewport({ ratio: 1 });
          if (screenshots) await page.screenshot({ path: path.join(screenshots, `roll-panel-${device}-${line}-${mode}-result.png`) });
          await page.keyboard.press('Escape');
          await expect(result).toBeHidden();
          await panel.getByRole('button', { name: 'Auswahl leeren' }).click();
          await expect(panel).toBeHidden();
        }
        expect(errors).toEqual([]);
      });
    }
  });
}

test.describe('a narrow phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

  test('the bar and its options fit 320 px, and no keyboard shortcut hint shows on a touch screen', async ({ page }) => {
    await registerThroughUi(page);
    const [id] = await seedCharacters(page, [richVampire()]);
    await page.goto(`/viewer/${id}/skills`);
    await page.getByRole('button', { name: 'Handgemenge', exact: true }).tap();
    await page.getByRole('button', { name: 'Wahrnehmung', exact: true }).tap();
    const panel = page.getByRole('region', { name: 'Würfelwurf' });
    await expect(panel).toBeVisible();
    expect(await overflow(page)).toEqual([]);
    await panel.getByRole('button', { name: /Optionen/ }).tap();
    await expect(panel.getByLabel('Schwierigkeit')).toBeVisible();
    expect(await overflow(page)).toEqual([]);
    if (screenshots) await page.screenshot({ path: path.join(screenshots, 'roll-panel-320-options.png') });
    // "Würfelpool (Strg+Leertaste)" and the sheet search's "(Strg+K)": the keys mean nothing here.
    await expect(page.getByRole('button', { name: /^Würfelpool/ })).toBeVisible();
    for (const hint of await page.locator('.kbd-hint').all()) await expect(hint).toBeHidden();
    const visibleHints = () => page.getByText(/Strg\+/).evaluateAll((found) => found.filter((element) => (element as HTMLElement).offsetParent !== null).length);
    expect(await visibleHints()).toBe(0);
    // The inventory too (where the issue saw one).
    await page.getByRole('link', { name: 'Inventar' }).tap();
    await expect(page.getByRole('region', { name: 'Dabei' })).toBeVisible();
    expect(await visibleHints()).toBe(0);
  });
});
