import { z } from 'zod';

/**
 * Machine-readable reasons, so a client can say what went wrong in its own language; the
 * `message` beside them is a readable English sentence for logs and API users.
 */
export const errorCodes = [
  'invalid_request',
  'not_logged_in',
  'not_found',
  'too_large',
  'rate_limited',
  'alias_taken',
  'email_taken',
  'code_invalid',
  'code_used',
  'code_expired',
  'email_unknown',
  'invalid_credentials',
  'wrong_password',
  'password_required',
  'session_ended',
  'mail_failed',
  'revision_conflict',
  'schema_too_new',
  'forbidden',
  'server_error',
  /** A text holds a NUL character or half of a surrogate pair. */
  'invalid_text',
  /** JSON nested deeper than the server reads. */
  'too_deep',
  'too_many_characters',
  'character_too_large',
  'storage_full',
  'write_rate_limited',
  /** An account mail went to this address a moment ago. */
  'mail_too_soon',
  /** A code was guessed wrong too often and no longer works. */
  'code_dead',
  /** Setting or changing the password needs the current one or a code mailed now. */
  'proof_required',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** Every 4xx and 5xx answer of the API carries a readable sentence and, where useful, a code. */
export const errorResponseSchema = z.object({ message: z.string(), code: z.enum(errorCodes).optional() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

export const uuidSchema = z.uuid({ message: 'must be a UUID' });
export const idParamsSchema = z.object({ id: uuidSchema });

/** `GET /api/health`: 200 when the server and its database answer, 503 (same shape) when not. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'error']),
  message: z.string().optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
