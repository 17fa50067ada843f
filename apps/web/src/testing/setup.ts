/**
 * Setup of the component tests (vitest project `web-dom`, `*.test.tsx`): i18next with every German
 * text pack of the app, so a test reads the labels a player sees, and a clean DOM after each test.
 */
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, vi } from 'vitest';

// Every German pack (the base file, main, sheet, homebrew and each line's), found by their names
// rather than listed, so a new pack is in the tests as soon as it exists. The app loads them on
// demand; a test gets all of them at once, without the network.
const germanPacks = import.meta.glob<{ default: object }>('../i18n/locales/**/de-DE.json', { eager: true });

await i18next.use(initReactI18next).init({
  lng: 'de-DE',
  fallbackLng: 'de-DE',
  supportedLngs: ['de-DE', 'en-US'],
  resources: {},
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
for (const pack of Object.values(germanPacks)) i18next.addResourceBundle('de-DE', 'translation', pack.default, true, true);

// No test talks to a server by accident: a request fails as if offline (a test that wants answers uses `answerRequests` from render.tsx).
globalThis.fetch = () => Promise.reject(new TypeError('component tests have no network'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});
