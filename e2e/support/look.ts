import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { logInFresh } from './devices.ts';
import { expect } from './fixtures.ts';
import { settle, watchNetwork } from './settle.ts';

// Set VITAE_SCREENSHOTS=<folder> to keep a screenshot of every screen checked.
const screenshotDir = process.env.VITAE_SCREENSHOTS;

/**
 * One screen as a user meets it (the helper of homebrew-look.spec.ts, plus the landmarks): axe with
 * no serious or critical WCAG 2.1 AA finding, one `<main>` and one `h1`, nothing wider than the
 * window; with VITAE_SCREENSHOTS the screen in slices a person can look at.
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await settle(page);
  // Soft: one run reports every screen's findings, not just the first.
  expect.soft(await seriousFindings(page), name).toEqual([]);
  expect.soft(await page.locator('main').count(), `${name}: one main landmark`).toBe(1);
  expect.soft(await page.locator('h1').count(), `${name}: one h1`).toBe(1);
  expect.soft(await overflow(page), `${name}: nothing wider than the window`).toEqual([]);
  // Long pages (the Lexicon) in at most three slices: the top is what a person looks at first.
  await keepScreenshots(page, name, 3600);
}

/**
 * axe-core's serious and critical WCAG 2.1 AA findings on the page as it is now, one line per rule with
 * the elements. Legacy mode runs axe in the page itself: the default opens a blank page for every scan
 * to merge the results of cross-origin frames (the app has no frames at all). Only violations are
 * collected in full (every rule still runs; the passes' nodes were serialised only to be thrown away).
 */
export async function seriousFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  return serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** With VITAE_SCREENSHOTS, the page (down to `depth` px) in slices of 1200 px a person and an image viewer can read. */
export async function keepScreenshots(page: Page, name: string, depth = Infinity): Promise<void> {
  if (!screenshotDir) return;
  const { width, height } = await page.evaluate(() => ({ width: document.documentElement.clientWidth, height: document.documentElement.scrollHeight }));
  for (let top = 0, part = 1; top < Math.min(height, depth); top += 1200, part += 1) {
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

/** axe-core finds no serious or critical problem (soft, named); with `VITAE_SCREENSHOTS` the whole page is kept as screenshots. */
export async function checkLook(page: Page, name: string): Promise<void> {
  await settle(page);
  expect.soft(await seriousFindings(page), name).toEqual([]);
  await keepScreenshots(page, name);
}

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

type Mode = (typeof modes)[number];

/** The appearance the page shows: the root's computed `color-scheme`, which the app's mode sets. */
function shownMode(page: Page): Promise<Mode> {
  return page.evaluate(() => (getComputedStyle(document.documentElement).colorScheme === 'light' ? 'light' : 'dark'));
}

/**
 * Switches the open page to `mode` in place, the app's own way (the setting, then the device's
 * preference changes, which the app listens for), and waits until the page shows it.
 */
export async function showMode(page: Page, mode: Mode): Promise<void> {
  await useMode(page, mode);
  await page.waitForFunction((wanted) => getComputedStyle(document.documentElement).colorScheme === wanted, mode, { polling: 'raf', timeout: 5_000 });
}

/**
 * `checkScreen` in both appearances, switched in place (the one the page shows first): the DOM is the
 * same, the colours (contrast) are not. `${prefix}-${mode}-${screen}` names each in failures and screenshots.
 */
export async function checkModes(page: Page, prefix: string, screen: string): Promise<void> {
  const first = await shownMode(page);
  for (const mode of first === 'light' ? modes : ([...modes].reverse() as Mode[])) {
    if (mode !== first) await showMode(page, mode);
    await checkScreen(page, `${prefix}-${mode}-${screen}`);
  }
}

/**
 * A look spec's start: the window `width` px wide (900 high) or `viewport` in light mode, followed by
 * `settle`, logged in as a fresh account made through the API (registering through the screens is
 * account.spec's subject) on the main screen. Modes are switched in place from here (`checkModes`), so
 * the setting is not preset.
 */
export async function openLooks(page: Page, baseURL: string, viewport: number | { width: number; height: number }, prefix = 'ansicht'): Promise<{ id: string; alias: string; token: string }> {
  watchNetwork(page);
  await page.setViewportSize(typeof viewport === 'number' ? { width: viewport, height: 900 } : viewport);
  await page.emulateMedia({ colorScheme: 'light' });
  return logInFresh(page, baseURL, prefix);
}
