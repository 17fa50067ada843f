import { z } from 'zod';
import { bookBaseShape } from '../../../content/books.ts';
import { contentId } from '../../../content/text.ts';

/** A Vampire book and the content ids it enables (behaviour-notes §5.4). A book "contains" exactly the listed ids. */
export const v5BookSchema = z.strictObject({
  ...bookBaseShape,
  clans: z.array(contentId),
  /** Merit pack ids. */
  merits: z.array(contentId),
  /** Background pack ids. */
  backgrounds: z.array(contentId),
  predatorTypes: z.array(contentId),
});
export type V5Book = z.infer<typeof v5BookSchema>;

/** The Vampire part of `Meta.json`. */
export const v5MetaSchema = z.strictObject({ books: z.array(v5BookSchema).min(1) });
export type V5Meta = z.infer<typeof v5MetaSchema>;

/**
 * Elder Vampires: the optional discipline levels 6–10. A label the create dialog offers beside the
 * bundle's books (packages/content/README.md, decision 8), not a book of `Meta.json`.
 */
export const elderVampiresBookId = 666;
