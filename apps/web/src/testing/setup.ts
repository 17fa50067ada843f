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

// happy-dom opens a <dialog> with showModal() but leaves Escape alone; a browser sends the topmost
// modal dialog a cancelable `cancel` event and closes it unless that is refused (modal-frame.tsx).
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const topmost = [...document.querySelectorAll('dialog[open]')].at(-1);
  if (topmost instanceof HTMLDialogElement && topmost.dispatchEvent(new Event('cancel', { cancelable: true }))) topmost.close();
});

// No test talks to a server by accident: a request fails as if offline (a test that wants answers uses `answerRequests` from render.tsx).
globalThis.fetch = () => Promise.reject(new TypeError('component tests have no network'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});
