import { test as base } from '@playwright/test';

/** Every test talks to the server the global setup started. */
export const test = base.extend({
  // Playwright reads the fixtures a fixture needs from this destructuring, so it must stay an (empty) pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.VITAE_E2E_URL;
    if (!url) throw new Error('VITAE_E2E_URL is not set: run the tests through playwright.config.ts');
    await use(url);
  },
});
export { expect } from '@playwright/test';
