/** The languages Vitae speaks; no imports, so the build's start script can name them too (build/start-script.ts). */
export const supportedLanguages = ['de-DE', 'en-US'] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = 'de-DE';
