import path from 'node:path';
import type { Page } from '@playwright/test';
import type { DamageState } from '@vitae/core';
import { seedCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import { seededHunter } from '../support/hunter.ts';
import { checkScreen, consoleErrors, desktop, modes, openLooks, overflow, phone, showMode } from '../support/look.ts';
import { startMageCreation, verbena } from '../support/mage.ts';
import { richVampire } from '../support/vampire.ts';
import { seededWerewolf, startWerewolf } from '../support/werewolf.ts';
import { startCreation } from '../support/wizard.ts';

// Issue #45: tracker marks you can read. Every dot and box outline and every mark keeps 3:1 against
// what it sits on (WCAG 1.4.11), in both modes and all four lines, measured in the browser; each
// damage kind is its own shape (5e: "/" superficial, "X" aggravated; M20: "/" bashing, "X" lethal,
// "✱" aggravated). Each line's emblem (our own SVG) stands beside the sheet's name and the wizard's
// step title, set in the display face. Screenshots with VITAE_SCREENSHOTS=<folder>.

const screenshotDir = process.env.VITAE_SCREENSHOTS;

const none = (count: number): DamageState[] => Array.from({ length: count }, () => 'none');
const fifthEditionDamage: { healthDamage: DamageState[]; willpowerDamage: DamageState[] } = { healthDamage: ['superficial', 'heavy', 'full', ...none(7)], willpowerDamage: ['superficial', 'heavy', ...none(8)] };

const lines = [
  { line: 'v5', seed: () => richVampire(fifthEditionDamage), tracker: 'Gesundheit', marks: ['slash', 'cross', 'filled'] },
  { line: 'w5', seed: () => seededWerewolf(fifthEditionDamage), tracker: 'Gesundheit', marks: ['slash', 'cross', 'filled'] },
  { line: 'm20', seed: () => verbena({ healthDamage: ['full', 'heavy', 'superficial', ...none(7)], willpowerDamage: ['superficial', 'superficial', ...none(8)] }), tracker: 'Gesundheitsstufen', marks: ['star', 'cross', 'slash'] },
  { line: 'h5', seed: () => seededHunter(fifthEditionDamage), tracker: 'Gesundheit', marks: ['slash', 'cross', 'filled'] },
];

/**
 * Every usable dot and box on the page with its outline and mark contrast against the first opaque
 * background behind it, as the browser computed the colours.
 */
async function pipContrasts(page: Page): Promise<Array<{ mark: string; line: number; ink: number }>> {
  return page.evaluate(() => {
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (colour: string) => {
      const [r, g, b] = rgb(colour).map((value) => {
        const channel = value / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return Math.round(((light! + 0.05) / (dark! + 0.05)) * 100) / 100;
    };
    const backgroundOf = (element: Element) => {
      for (let at: Element | null = element.parentElement; at; at = at.parentElement) {
        const colour = getComputedStyle(at).backgroundColor;
        const alpha = rgb(colour)[3];
        if (alpha === undefined || alpha > 0.9) return colour;
      }
      return getComputedStyle(document.documentElement).backgroundColor;
    };
    return Array.from(document.querySelectorAll('.pip'))
      .filter((pip) => pip.getBoundingClientRect().width > 0 && !pip.closest('.tracker__box--unusable'))
      .map((pip) => {
        const style = getComputedStyle(pip);
        const behind = backgroundOf(pip);
        const mark = pip.getAttribute('data-mark') ?? '';
        const ink = mark === 'filled' ? style.backgroundColor : style.color;
        return { mark, line: contrast(style.borderTopColor, behind), ink: contrast(ink, behind) };
      });
  });
}

for (const [device, settings] of [['phone', phone], ['desktop', desktop]] as const) {
  test.describe(`trackers on a ${device}`, () => {
    test.use(settings);
    test('damage of every kind reads at 3:1 and by shape in all four lines, light and dark mode', async ({ page, baseURL }) => {
      test.setTimeout(150_000);
      const errors = consoleErrors(page);
      await openLooks(page, baseURL!, settings.viewport);
      const ids = await seedCharacters(page, lines.map(({ seed }) => seed() as Record<string, unknown>));
      // The list knows the seeded characters before a sheet opens (a start right after seeding
      // sometimes found none and went back to the list: see the report of issue #45's look part).
      await page.goto('/?tab=characters');
      await expect(page.getByRole('link', { name: 'Jägerin Jo' })).toBeVisible();
      for (const [index, { line, tracker, marks }] of lines.entries()) {
        await page.goto(`/viewer/${ids[index]}/profile`);
        await expect(page.locator(`.viewer__header svg.line-emblem[data-line="${line}"]`)).toBeVisible();
        for (const mode of modes) {
          await showMode(page, mode);
          const name = `trackers-${line}-${settings.viewport.width}-${mode}`;
          const health = page.getByRole(line === 'm20' ? 'region' : 'group', { name: tracker, exact: true }).first();
          await health.scrollIntoViewIfNeeded();
          const drawn = await health.locator('.pip').evaluateAll((pips) => pips.map((pip) => pip.getAttribute('data-mark')));
          expect.soft(drawn.slice(0, 3), `${name}: the damage kinds`).toEqual(marks);

          const measured = await pipContrasts(page);
          expect.soft(measured.length, `${name}: dots and boxes on the profile`).toBeGreaterThan(5);
          const faint = measured.filter((pip) => pip.line < 3 || (pip.mark !== 'empty' && pip.ink < 3));
          expect.soft(faint, `${name}: outlines and marks under 3:1`).toEqual([]);

          if (screenshotDir) {
            await health.screenshot({ path: path.join(screenshotDir, `${name}-health.png`) });
            await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
          }
          await checkScreen(page, name);
          await page.setViewportSize({ width: 320, height: 800 });
          expect.soft(await overflow(page), `${name}: nothing wider than 320 px`).toEqual([]);
          await page.setViewportSize(settings.viewport);
        }
      }
      expect(errors).toEqual([]);
    });
  });
}

const wizards = [
  { line: 'v5', start: (page: Page) => startCreation(page, { name: 'Emblem Ella' }) },
  { line: 'w5', start: (page: Page) => startWerewolf(page, 'Emblem Wanda') },
  { line: 'm20', start: (page: Page) => startMageCreation(page, 'Emblem Mira') },
  { line: 'h5', start: (page: Page) => startCreation(page, { name: 'Emblem Hanna', line: 'Jäger: Die Abrechnung', firstStep: 'creed' }) },
];

for (const [device, settings] of [['phone', phone], ['desktop', desktop]] as const) {
  test.describe(`the wizard's title on a ${device}`, () => {
    test.use(settings);
    test("wears its line's emblem and the display face, light and dark mode", async ({ page, baseURL }) => {
      test.setTimeout(90_000);
      const errors = consoleErrors(page);
      await openLooks(page, baseURL!, settings.viewport);
      for (const { line, start } of wizards) {
        await start(page);
        const title = page.locator('#wizard-title');
        for (const mode of modes) {
          await showMode(page, mode);
          await expect.soft(title.locator(`svg.line-emblem[data-line="${line}"]`), `${line}, ${mode} mode`).toBeVisible();
          expect.soft(await title.evaluate((element) => getComputedStyle(element).fontFamily), `${line}, ${mode} mode`).toContain('Cormorant Garamond');
          // The face is really loaded (self-hosted, not a fallback).
          await expect
            .poll(() =>
              page.evaluate(() => {
                let loaded = false;
                document.fonts.forEach((face) => {
                  if (face.family.includes('Cormorant Garamond') && face.status === 'loaded') loaded = true;
                });
                return loaded;
              }),
            )
            .toBe(true);
          if (screenshotDir) await page.locator('.wizard__header').screenshot({ path: path.join(screenshotDir, `wizard-${line}-${settings.viewport.width}-${mode}.png`) });
        }
        await page.getByRole('button', { name: 'Abbrechen' }).click();
        await page.getByRole('dialog', { name: 'Erschaffung abbrechen?' }).getByRole('button', { name: 'Entwurf verwerfen' }).click();
        await expect(page).toHaveURL(/\/\?tab=characters$/);
      }
      expect(errors).toEqual([]);
    });
  });
}
