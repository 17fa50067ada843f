import { z } from 'zod';
import { completeText, translationText, type TextSchema } from './text.ts';

/** Slug of an item's German name; stable across languages. */
export const itemKeySchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

function catalogueItemShape<T extends TextSchema>(text: T) {
  return z.strictObject({
    key: itemKeySchema,
    category: text,
    name: text,
    description: text,
    /** Always `false` in the catalogue; the player's own items are custom. */
    isCustom: z.literal(false).default(false),
  });
}

/** An equipment item of the catalogue in complete text. */
export const catalogueItemSchema = catalogueItemShape(completeText);
/** An equipment item in an en-US file (`null` text = use German). */
export const catalogueItemTranslationSchema = catalogueItemShape(translationText);
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;
