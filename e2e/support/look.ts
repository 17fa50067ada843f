import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// Set VITAE_SCREENSHOTS=<folder> to keep a screenshot of every screen checked.
const screenshotDir = process.env.VITAE_SCREENSHOTS;

/** axe-core (WCAG 2.1 A/AA) finds nothing serious or critical; with VITAE_SCREENSHOTS set, the screen is kept as PNGs. */
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
