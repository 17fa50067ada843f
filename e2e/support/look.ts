import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// Set VITAE_SCREENSHOTS=<folder> to keep a screenshot of every screen checked with `checkLook`.
const screenshotDir = process.env.VITAE_SCREENSHOTS;

/** The screen as it is now has no serious or critical axe findings (WCAG 2.1 A/AA); with VITAE_SCREENSHOTS it is also kept as PNG slices. */
export async function checkLook(page: Page, name: string): Promise<void> {
  // Let fonts, images and the preview settle before looking.
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), name).toEqual([]);
  if (!screenshotDir) return;
  // Long pages in slices a person (and an image viewer) can read.
  const { width, height } = await page.evaluate(() => ({ width: document.documentElement.clientWidth, height: document.documentElement.scrollHeight }));
  for (let top = 0, part = 1; top < height; top += 1200, part += 1) {
    await page.screenshot({ path: path.join(screenshotDir, `${name}-${part}.png`), fullPage: true, clip: { x: 0, y: top, width, height: Math.min(1200, height - top) } });
  }
}

/** A viewport width and colour mode, the app's appearance setting set before the first page loads. */
export async function useLook(page: Page, width: number, mode: 'light' | 'dark'): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.addInitScript((colorMode) => localStorage.setItem('settings:colorMode', colorMode), mode);
  await page.emulateMedia({ colorScheme: mode });
}
