import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// Set VITAE_SCREENSHOTS=<folder> to keep a screenshot of every screen checked.
const screenshotDir = process.env.VITAE_SCREENSHOTS;

/**
 * One screen as a user meets it (the helper of homebrew-look.spec.ts, plus the landmarks): axe with
 * no serious or critical WCAG 2.1 AA finding, one `<main>` and one `h1`, nothing wider than the
 * window; with VITAE_SCREENSHOTS the screen in slices a person can look at.
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  // Soft: one run reports every screen's findings, not just the first.
  expect.soft(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), name).toEqual([]);
  expect.soft(await page.locator('main').count(), `${name}: one main landmark`).toBe(1);
  expect.soft(await page.locator('h1').count(), `${name}: one h1`).toBe(1);
  expect.soft(await overflow(page), `${name}: nothing wider than the window`).toEqual([]);
  if (!screenshotDir) return;
  const { width, height } = await page.evaluate(() => ({ width: document.documentElement.clientWidth, height: document.documentElement.scrollHeight }));
  // Long pages (the Lexicon) in at most three slices: the top is what a person looks at first.
  for (let top = 0, part = 1; top < Math.min(height, 3600); top += 1200, part += 1) {
    await page.screenshot({ path: path.join(screenshotDir, `${name}-${part}.png`), fullPage: true, clip: { x: 0, y: top, width, height: Math.min(1200, height - top) } });
  }
}

/** Visible elements that stick out of the window sideways (the page would scroll on a phone). */
export async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > limit + 1) found.push(`page ${document.documentElement.scrollWidth} > ${limit}`);
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= limit + 1) continue;
      // Inside a horizontal scroller (a tab strip, a wide table) or a clipping box, sticking out is the point.
      let parent = element.parentElement;
      let contained = false;
      while (parent && parent !== document.body) {
        if (getComputedStyle(parent).overflowX !== 'visible') contained = true;
        parent = parent.parentElement;
      }
      if (contained) continue;
      found.push(`${element.tagName.toLowerCase()}.${element.className || '-'} ends at ${Math.round(box.right)}`);
      if (found.length > 5) break;
    }
    return found;
  });
}

// axe and screenshots of the homebrew screens' helper, for the line screens that use it.
export { checkLook } from './homebrew.ts';

/** Opens pages at `width` in `mode` (the app's appearance setting and `prefers-color-scheme`). */
export async function lookAt(page: Page, width: number, mode: 'light' | 'dark'): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.addInitScript((colorMode) => localStorage.setItem('settings:colorMode', colorMode), mode);
  await page.emulateMedia({ colorScheme: mode });
}

/** A phone at the table (390×844, touch) and a laptop (1280×900), as `test.use` takes them. */
export const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
export const desktop = { viewport: { width: 1280, height: 900 } };
/** The app's two appearances. */
export const modes = ['light', 'dark'] as const;

/** Console errors and uncaught exceptions of a page, collected from now on (a screen must log none). */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Switches an open page to `mode` (the appearance setting and `prefers-color-scheme`). */
export async function useMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((colorMode) => localStorage.setItem('settings:colorMode', colorMode), mode);
  await page.emulateMedia({ colorScheme: mode });
}
