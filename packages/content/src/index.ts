/**
 * Game content lives here (issue: V5 content and bundle). Until then the package only
 * names the languages the app ships, so the server and web can already depend on it.
 */
export const contentLanguages = ['de-DE', 'en-US'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];
