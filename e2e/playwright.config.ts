import { defineConfig } from '@playwright/test';
import { chromiumPath } from './support/chromium.ts';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // A flaky test is a bug to fix, not to retry.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    locale: 'de-DE',
    trace: 'retain-on-failure',
    // The app's service worker answers from its cache, out of reach of `page.route`: only the specs
    // about offline start and updates (pwa.spec.ts) let it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath(),
      chromiumSandbox: false,
      // The machine has no internet: without these Chromium keeps dialling out and being refused.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
});
