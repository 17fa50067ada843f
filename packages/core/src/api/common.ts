import { z } from 'zod';

/** Every 4xx and 5xx answer of the API carries a readable sentence, nothing more. */
export const errorResponseSchema = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

export const uuidSchema = z.uuid({ message: 'must be a UUID' });
export const idParamsSchema = z.object({ id: uuidSchema });
