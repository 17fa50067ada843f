import { z } from 'zod';
import { contentId } from './text.ts';

/** Content languages the bundle ships; German is the rules language and the fallback. */
export const bundleLanguages = ['de-DE', 'en-US'] as const;
export type BundleLanguage = (typeof bundleLanguages)[number];
/** The language every other language falls back to, field by field. */
export const baseLanguage = 'de-DE' satisfies BundleLanguage;

export { coreBookId, homebrewBookId } from './book-ids.ts';

/** A book and the content ids it enables (behaviour-notes §5.4). A book "contains" exactly the listed ids. */
export const bookSchema = z.looseObject({
  id: contentId,
  /** Book title per language. */
  name: z.object({ 'de-DE': z.string().min(1), 'en-US': z.string().min(1) }),
  clans: z.array(contentId),
  /** Merit pack ids. */
  merits: z.array(contentId),
  /** Background pack ids. */
  backgrounds: z.array(contentId),
  predatorTypes: z.array(contentId),
});
export type Book = z.infer<typeof bookSchema>;

/** `Meta.json`: the languages in the bundle and the books. */
export const metaSchema = z.looseObject({
  languages: z.array(z.enum(bundleLanguages)).min(1),
  books: z.array(bookSchema).min(1),
});
export type Meta = z.infer<typeof metaSchema>;
