import { z } from 'zod';
import { rollRequestMessageBodySchema } from './request-schemas.ts';
import { rollMessageBodySchema } from './roll-schemas.ts';
import { isoDate, userRef, uuid } from './schema-parts.ts';
import { spendMessageBodySchema } from './spends.ts';

/** VitaePlay's messages: who they are for, every kind of body, a session's history, and experience awards. */

export const maxChatTextLength = 2000;
/** An image message is an https URL or a data URL of at most this many characters (~700 kB of picture). */
export const maxImageUrlLength = 1_000_000;
/** A chat picture's bytes by default (the server's `PLAY_IMAGE_BYTES`; 413 `play_image_too_large` above). */
export const maxChatImageBytes = 512 * 1024;
export const maxXpReasonLength = 200;

/** Who a message is for: everyone, the storyteller (players' asides, secret rolls), or one player (from the storyteller). */
export const playAudienceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('everyone') }),
  z.strictObject({ kind: z.literal('storyteller') }),
  z.strictObject({ kind: z.literal('player'), userId: uuid }),
]);
export type PlayAudience = z.infer<typeof playAudienceSchema>;

export const textBodySchema = z.strictObject({ kind: z.literal('text'), text: z.string().trim().min(1).max(maxChatTextLength) });
/** An image: an https URL or a `data:image/…;base64,` URL. */
export const imageBodySchema = z.strictObject({
  kind: z.literal('image'),
  url: z
    .string()
    .max(maxImageUrlLength, { message: 'the image is too large' })
    .regex(/^(https:\/\/\S+|data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+)$/, { message: 'an image is an https URL or a PNG/JPEG/GIF/WebP data URL' }),
});
/** `kicked`: taken out, may rejoin; `removed`: banned (permanent until the storyteller lifts it). */
export const statusEvents = ['joined', 'left', 'kicked', 'removed', 'closed', 'reopened'] as const;
export type StatusEvent = (typeof statusEvents)[number];
export const statusBodySchema = z.strictObject({ kind: z.literal('status'), event: z.enum(statusEvents), user: userRef });
export const xpBodySchema = z.strictObject({
  kind: z.literal('xp'),
  amount: z.number().int(),
  reason: z.string(),
  characters: z.array(z.strictObject({ id: uuid, name: z.string() })),
});
export const messageBodySchema = z.discriminatedUnion('kind', [textBodySchema, imageBodySchema, statusBodySchema, rollMessageBodySchema, rollRequestMessageBodySchema, xpBodySchema, spendMessageBodySchema]);
export type PlayMessageBody = z.infer<typeof messageBodySchema>;

export const playMessageSchema = z.strictObject({
  /** Grows with every message of every session: catch-up asks for what came after the last one seen. */
  id: z.number().int().positive(),
  sessionId: uuid,
  at: isoDate,
  /** `null` for the server's status lines. */
  sender: userRef.nullable(),
  to: playAudienceSchema,
  body: messageBodySchema,
});
export type PlayMessage = z.infer<typeof playMessageSchema>;

/** `GET /play/sessions/{id}/messages?before=&after=&limit=`: oldest first. */
export const historyQuerySchema = z.object({
  /** Older than this message id (paging back). */
  before: z.coerce.number().int().positive().optional(),
  /** Newer than this id (catch-up). */
  after: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const historyResponseSchema = z.object({
  messages: z.array(playMessageSchema),
  /** More messages exist beyond the page (older with `before`/none, newer with `after`). */
  hasMore: z.boolean(),
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

/** Storyteller: experience for some or all brought characters at once. */
export const xpAwardBodySchema = z.strictObject({
  characterIds: z.array(uuid).min(1).max(60),
  amount: z
    .number()
    .int()
    .min(-1000)
    .max(1000)
    .refine((value) => value !== 0, { message: 'award at least 1 XP' }),
  reason: z.string().trim().max(maxXpReasonLength).default(''),
});
export type XpAwardBody = z.input<typeof xpAwardBodySchema>;
export const xpAwardResponseSchema = z.object({
  awarded: z.array(z.object({ characterId: uuid, name: z.string(), revision: z.number().int(), exp: z.number().int() })),
  message: playMessageSchema,
});

export const messageResponseSchema = z.object({ message: playMessageSchema });
/** A request's answer: its (first) message, and with `targets` every player's. */
export const rollRequestResponseSchema = z.object({ message: playMessageSchema, messages: z.array(playMessageSchema) });
