import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import deDE from './locales/de-DE.json';
import enUS from './locales/en-US.json';

export const supportedLanguages = ['de-DE', 'en-US'] as const;
export const defaultLanguage = 'de-DE';

/** German is the default and the fallback for every missing key (spec §9). */
export async function initI18n(language: string = defaultLanguage): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: [...supportedLanguages],
    resources: { 'de-DE': { translation: deDE }, 'en-US': { translation: enUS } },
    interpolation: { escapeValue: false },
  });
  return i18next;
}
