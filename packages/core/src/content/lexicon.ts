import { z } from 'zod';
import { completeText, translationText, type TextSchema } from './text.ts';

/** Anchor id of a lexicon section: lower-case words joined by dashes. */
export const lexiconIdSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

function lexiconShape<T extends TextSchema>(text: T) {
  const entry = z.strictObject({
    id: lexiconIdSchema,
    title: text,
    subtitle: z.nullable(text).default(null),
    paragraphs: z.array(text),
    /** Bullet lists shown after the paragraphs. */
    lists: z.array(z.array(text)).default([]),
  });
  return z.strictObject({
    /** Sections shown before the generated lexicon sections. */
    prepend: z.array(entry),
    /** Sections shown after them. */
    append: z.array(entry),
  });
}

/** The custom lexicon in complete text. */
export const customLexiconSchema = lexiconShape(completeText);
/** The custom lexicon in an en-US file (`null` text = use German). */
export const customLexiconTranslationSchema = lexiconShape(translationText);
export type CustomLexicon = z.infer<typeof customLexiconSchema>;
export type LexiconEntry = CustomLexicon['prepend'][number];
