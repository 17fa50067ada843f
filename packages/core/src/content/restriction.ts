import { z } from 'zod';
import { contentId } from './text.ts';

const ids = z.array(contentId);

/**
 * A restriction on a predator type, a predator-action choice, a trait pack or a trait
 * (docs/product-spec.md §5, docs/behaviour-notes.md §2.8). One member per restriction type.
 */
export const restrictionSchema = z.discriminatedUnion('type', [
  /** Passes when the character's clan id is listed. */
  z.strictObject({ type: z.literal('only_clans'), data: ids }),
  /** Passes when the character's clan id is not listed. */
  z.strictObject({ type: z.literal('exclude_clans'), data: ids }),
  /** Passes when the numeric character value under `key` is at least `value`. */
  z.strictObject({ type: z.literal('minimum_character_value'), data: z.strictObject({ key: z.string().min(1), value: z.number() }) }),
  /** Passes when at least one listed book is activated for the character. */
  z.strictObject({ type: z.literal('book_activated'), data: ids }),
  /** Passes when the character's generation is at most this number (this generation or older). */
  z.strictObject({ type: z.literal('max_generation'), data: z.number().int() }),
  /** Passes when the character's blood potency is at most this number. */
  z.strictObject({ type: z.literal('max_blood_potency'), data: z.number().int() }),
]);
export type Restriction = z.infer<typeof restrictionSchema>;
export type RestrictionType = Restriction['type'];

/** The six restriction types in spec order. */
export const restrictionTypes = [
  'only_clans',
  'exclude_clans',
  'minimum_character_value',
  'book_activated',
  'max_generation',
  'max_blood_potency',
] as const satisfies readonly RestrictionType[];

/** A field that may carry a restriction; `null` = unrestricted. */
export const optionalRestriction = restrictionSchema.nullable().default(null);
