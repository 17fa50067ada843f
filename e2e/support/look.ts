import type { Page } from '@playwright/test';

/** A viewport width and colour mode, the app's appearance setting set before the first page loads. */
export async function useLook(page: Page, width: number, mode: 'light' | 'dark'): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.addInitScript((colorMode) => localStorage.setItem('settings:colorMode', colorMode), mode);
  await page.emulateMedia({ colorScheme: mode });
}
