import { z } from 'zod';
import { completeText, translationText, type TextSchema } from '../../../content/text.ts';
import { renownKeys, slugId } from '../keys.ts';

function auspiceShape<T extends TextSchema>(text: T) {
  return z.strictObject({
    id: slugId,
    name: text,
    /** The moon phase of the First Change. */
    moon: text,
    /** The auspice's role in a pack, in a few words. */
    role: text,
    /** The Renown most of its Gifts use: a hint only, no W5 rule ties a Renown to an auspice. */
    favoredRenown: z.enum(renownKeys),
    description: text,
  });
}

export const auspiceSchema = auspiceShape(completeText);
export const auspiceTranslationSchema = auspiceShape(translationText);
export type Auspice = z.infer<typeof auspiceSchema>;

function renownShape<T extends TextSchema>(text: T) {
  return z.strictObject({ id: z.enum(renownKeys), name: text, description: text });
}

/** One kind of Renown (Glory, Honor, Wisdom) with what earns it. */
export const renownInfoSchema = renownShape(completeText);
export const renownInfoTranslationSchema = renownShape(translationText);
export type RenownInfo = z.infer<typeof renownInfoSchema>;
