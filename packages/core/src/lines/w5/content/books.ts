import { z } from 'zod';
import { bookBaseShape } from '../../../content/books.ts';
import { contentId } from '../../../content/text.ts';

/** A Werewolf book and the Gifts, rites and merit and background packs it enables. */
export const w5BookSchema = z.strictObject({
  ...bookBaseShape,
  gifts: z.array(contentId),
  rites: z.array(contentId),
  merits: z.array(contentId),
  backgrounds: z.array(contentId),
});
export type W5Book = z.infer<typeof w5BookSchema>;

/** The Werewolf part of `Meta.json`. */
export const w5MetaSchema = z.strictObject({ books: z.array(w5BookSchema).min(1) });
export type W5Meta = z.infer<typeof w5MetaSchema>;
