import { z } from 'zod';
import { errorCodes } from '../api/common.ts';
import { imageBodySchema, playAudienceSchema, playMessageSchema, textBodySchema } from './message-schemas.ts';
import { uuid } from './schema-parts.ts';
import { playSessionSchema } from './session-schemas.ts';

/** VitaePlay's socket payloads and acknowledgements (`play_roll` lives with the rolls in `roll-schemas.ts`). */

/** `play_enter`: join the session's live room; `after` is the last message id this tab saw (catch-up). */
export const enterPayloadSchema = z.strictObject({ sessionId: uuid, after: z.number().int().min(0).nullable().default(null) });
export const exitPayloadSchema = z.strictObject({ sessionId: uuid });
/** `play_send`: text or an image to an audience. Players may send to everyone or the storyteller; the host to anyone. */
export const sendPayloadSchema = z.strictObject({ sessionId: uuid, to: playAudienceSchema, body: z.discriminatedUnion('kind', [textBodySchema, imageBodySchema]) });
export type SendPayload = z.input<typeof sendPayloadSchema>;
/** `POST /play/sessions/{id}/messages`: as `play_send` without the session id. */
export const sendBodySchema = sendPayloadSchema.omit({ sessionId: true });

const failure = z.strictObject({ ok: z.literal(false), code: z.enum(errorCodes), message: z.string() });
export type PlayFailure = z.infer<typeof failure>;
export const enterAckSchema = z.union([
  z.strictObject({ ok: z.literal(true), session: playSessionSchema, messages: z.array(playMessageSchema), hasMore: z.boolean() }),
  failure,
]);
export type EnterAck = z.infer<typeof enterAckSchema>;
export const messageAckSchema = z.union([z.strictObject({ ok: z.literal(true), message: playMessageSchema }), failure]);
export type MessageAck = z.infer<typeof messageAckSchema>;
export type ExitAck = { ok: true } | PlayFailure;
