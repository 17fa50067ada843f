import { z } from 'zod';

/**
 * Every human-readable string in a content record is built from one of two text schemas:
 * complete text (German files and resolved content: always a string, possibly empty while
 * authoring is unfinished) or translation text (en-US files: `null` = not translated yet,
 * the German text is shown instead). Record schemas are factories over this choice so both
 * variants share one definition.
 */
export type TextSchema = z.ZodString | z.ZodNullable<z.ZodString>;

/** Text in a complete record (de-DE file or resolved content). */
export const completeText = z.string().max(20_000);
/** Text in a translation record (en-US file): `null` means "fall back to German". */
export const translationText = z.string().max(20_000).nullable();

/** Whole, non-negative id as used by the reference data. */
export const contentId = z.number().int().nonnegative();
/** Dot level of a trait, ritual or ceremony (1–5). */
export const dotLevel = z.number().int().min(1).max(5);
