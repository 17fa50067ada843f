import type { Page } from '@playwright/test';

// axe and screenshots live with the homebrew screens' helper; the line screens reuse it.
export { checkLook } from './homebrew.ts';

/** Opens pages at `width` in `mode` (the app's appearance setting and `prefers-color-scheme`). */
export async function lookAt(page: Page, width: number, mode: 'light' | 'dark'): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.addInitScript((colorMode) => localStorage.setItem('settings:colorMode', colorMode), mode);
  await page.emulateMedia({ colorScheme: mode });
}
