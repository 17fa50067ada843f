import { z } from 'zod';
import { contentId } from './text.ts';

/** Content languages the bundle ships; German is the rules language and the fallback. */
export const bundleLanguages = ['de-DE', 'en-US'] as const;
export type BundleLanguage = (typeof bundleLanguages)[number];
/** The language every other language falls back to, field by field. */
export const baseLanguage = 'de-DE' satisfies BundleLanguage;

export { coreBookId, homebrewBookId } from './book-ids.ts';

/** What every book has: an id and its title per language. Each line adds the content ids a book enables. */
export const bookBaseShape = {
  id: contentId,
  name: z.strictObject({ 'de-DE': z.string().min(1).max(200), 'en-US': z.string().min(1).max(200) }),
} as const;

/** A book of any line, as far as code without the line's rules sees it. */
export interface BookBase {
  id: number;
  name: Record<BundleLanguage, string>;
}
