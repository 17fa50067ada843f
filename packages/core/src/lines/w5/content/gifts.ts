import { z } from 'zod';
import { completeText, contentId, translationText, type TextSchema } from '../../../content/text.ts';
import { giftGroupKinds, renownKeys, riteTypes, slugId } from '../keys.ts';

/** Where a Gift can be learned and the total Renown it needs there. */
export const giftGroupSchema = z.strictObject({
  kind: z.enum(giftGroupKinds),
  /** Auspice or tribe id; `null` for native Gifts. */
  groupId: slugId.nullable(),
  minTotalRenown: z.number().int().min(1).max(9),
  tier: z.number().int().min(1).max(3),
});
export type GiftGroup = z.infer<typeof giftGroupSchema>;

function giftShape<T extends TextSchema>(text: T) {
  const fact = z.nullable(text).default(null);
  return z.strictObject({
    id: contentId,
    key: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(80),
    name: text,
    /** The Renown its pools use. */
    renown: z.enum(renownKeys),
    groups: z.array(giftGroupSchema).min(1),
    dicePool: fact,
    cost: fact,
    duration: fact,
    /** What it does, in a few sentences. */
    summary: text,
    /** The W5 book it comes from (`Meta.json` ids). */
    book: contentId,
    page: z.number().int().positive().nullable().default(null),
    /** `false` while its facts have not been checked against the book (shown as "ungeprüft", not offered by default). */
    verified: z.boolean().default(true),
  });
}

export const giftSchema = giftShape(completeText);
export const giftTranslationSchema = giftShape(translationText);
export type Gift = z.infer<typeof giftSchema>;

function riteShape<T extends TextSchema>(text: T) {
  return z.strictObject({
    id: contentId,
    key: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(80),
    name: text,
    type: z.enum(riteTypes),
    dicePool: z.nullable(text).default(null),
    duration: z.nullable(text).default(null),
    summary: text,
    book: contentId,
    page: z.number().int().positive().nullable().default(null),
    verified: z.boolean().default(true),
  });
}

export const riteSchema = riteShape(completeText);
export const riteTranslationSchema = riteShape(translationText);
export type Rite = z.infer<typeof riteSchema>;
