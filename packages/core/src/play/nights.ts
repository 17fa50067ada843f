import { z } from 'zod';

const uuid = z.uuid({ message: 'must be a UUID' });

/** Limits of a game night's texts (README, Limits). */
export const maxNightTitleLength = 100;
export const maxNightNotesLength = 4_000;
/** A night's Markdown export holds at most this many messages (the newest are cut with a note). */
export const maxNightExportMessages = 5_000;

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'a date is YYYY-MM-DD' });

/**
 * A game night of a session (issue #48): its title, date and notes. Rolls, XP and chat of the
 * session between its start and its end are filed under it.
 */
export const playNightSchema = z.strictObject({
  id: uuid,
  title: z.string(),
  date: dateSchema,
  notes: z.string(),
  startedAt: z.iso.datetime(),
  /** `null` while the night runs. */
  endedAt: z.iso.datetime().nullable(),
  /** How many messages of the log the caller may see belong to it. */
  messageCount: z.number().int().min(0),
});
export type PlayNight = z.infer<typeof playNightSchema>;

export const startNightBodySchema = z.strictObject({
  title: z.string().trim().min(1).max(maxNightTitleLength),
  /** The night's date (the storyteller's calendar day); the server's day when left out. */
  date: dateSchema.optional(),
  notes: z.string().max(maxNightNotesLength).default(''),
});
export type StartNightBody = z.input<typeof startNightBodySchema>;

export const updateNightBodySchema = z.strictObject({
  title: z.string().trim().min(1).max(maxNightTitleLength).optional(),
  date: dateSchema.optional(),
  notes: z.string().max(maxNightNotesLength).optional(),
});
export type UpdateNightBody = z.input<typeof updateNightBodySchema>;

export const nightParamsSchema = z.object({ id: uuid, nightId: uuid });
export const nightResponseSchema = z.object({ night: playNightSchema });
export const nightsResponseSchema = z.object({ nights: z.array(playNightSchema) });
