/**
 * Test-only: shows a component test's screen in English. Every English text pack is added beside
 * the German ones (setup.ts) and the language switched for this one test; German comes back after it.
 */
import i18next from 'i18next';
import { onTestFinished } from 'vitest';

const englishPacks = import.meta.glob<{ default: object }>('../i18n/locales/**/en-US.json', { eager: true });

/** Every English text beside the German ones, for a test that switches the language itself (the settings). */
export function addEnglishTexts(): void {
  for (const pack of Object.values(englishPacks)) i18next.addResourceBundle('en-US', 'translation', pack.default, true, true);
}

/** Switches i18next (and so every `useTranslation`) to English until the running test ends. */
export async function inEnglish(): Promise<void> {
  addEnglishTexts();
  await i18next.changeLanguage('en-US');
  onTestFinished(async () => {
    await i18next.changeLanguage('de-DE');
  });
}
