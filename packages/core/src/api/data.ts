import { z } from 'zod';
import { contentParts } from '../content/parts.ts';

/**
 * `GET /data/{language}/checksum|bundle`: the language of a per-language content bundle. Any short
 * code passes the schema, so an unknown one is answered 404 with the languages there are.
 */
export const dataLanguageParamsSchema = z.object({ language: z.string().min(1).max(35) });
export type DataLanguageParams = z.infer<typeof dataLanguageParamsSchema>;

/**
 * `GET /data/{language}/parts/{part}`: one part of a language's content (`core` or a game line).
 * Any short name passes, so an unknown part is answered 404 with the parts there are.
 */
export const dataPartParamsSchema = z.object({ language: z.string().min(1).max(35), part: z.string().min(1).max(20) });
export type DataPartParams = z.infer<typeof dataPartParamsSchema>;

/** `GET /data/{language}/parts`: every part's checksum and zip size, so a client checks all it keeps in one request. */
export const contentPartsResponseSchema = z.object({
  parts: z.record(z.enum(contentParts), z.object({ checksum: z.string(), bytes: z.number().int().min(0) })),
});
export type ContentPartsResponse = z.infer<typeof contentPartsResponseSchema>;
