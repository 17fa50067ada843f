import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Root } from './app/root.tsx';
import { applyAppTheme, applyColorMode } from './lib/theme.ts';
import './app/fonts.css';
import './app/styles.css';
import { initI18n, startLanguage } from './i18n/i18n.ts';
import { contentLanguageFor, startContentCheck } from './lib/content/sync.ts';
import { registerServiceWorker } from './lib/app-update.ts';
import { registerUnloadHandler } from './lib/lifecycle.ts';
import { storageKeys } from './lib/storage-keys.ts';

const language = startLanguage(localStorage.getItem(storageKeys.language), navigator.languages);
startContentCheck(contentLanguageFor(language));
registerUnloadHandler();
if (import.meta.env.PROD) registerServiceWorker();
applyAppTheme();
const prefersLight = window.matchMedia('(prefers-color-scheme: light)');
function applySavedColorMode(): void {
  const saved = localStorage.getItem(storageKeys.colorMode);
  applyColorMode(saved === 'light' || saved === 'dark' ? saved : prefersLight.matches ? 'light' : 'dark');
}
applySavedColorMode();
// "Wie das Gerät" follows the device when it switches (e.g. at dusk), not only at start.
prefersLight.addEventListener('change', applySavedColorMode);
await initI18n(language);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
}
