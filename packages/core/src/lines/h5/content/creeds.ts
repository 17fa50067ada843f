import { z } from 'zod';
import { completeText, translationText, type TextSchema } from '../../../content/text.ts';
import { edgeCategories, h5IdSchema } from './edges.ts';

function creedShape<T extends TextSchema>(text: T) {
  return z.strictObject({
    id: h5IdSchema,
    name: text,
    description: text,
    /** The creed's field: actions in it may take desperation dice. */
    desperationDomain: text,
    /** Edges the creed suggests. */
    suggestedEdges: z.array(h5IdSchema),
    /** Besides those, any edge of this category (the Faithful: any endowment). */
    suggestedCategory: z.enum(edgeCategories).nullable(),
    /** Drives hunters of this creed often have. */
    commonDrives: z.array(h5IdSchema),
  });
}

function driveShape<T extends TextSchema>(text: T) {
  return z.strictObject({
    id: h5IdSchema,
    name: text,
    description: text,
    /** What ends despair for a hunter with this drive. */
    redemption: text,
  });
}

/** A creed in complete text. */
export const creedSchema = creedShape(completeText);
export const creedTranslationSchema = creedShape(translationText);
/** A drive in complete text. */
export const driveSchema = driveShape(completeText);
export const driveTranslationSchema = driveShape(translationText);
export type Creed = z.infer<typeof creedSchema>;
export type Drive = z.infer<typeof driveSchema>;
