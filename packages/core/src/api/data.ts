import { z } from 'zod';

/**
 * `GET /data/{language}/checksum|bundle`: the language of a per-language content bundle. Any short
 * code passes the schema, so an unknown one is answered 404 with the languages there are.
 */
export const dataLanguageParamsSchema = z.object({ language: z.string().min(1).max(35) });
export type DataLanguageParams = z.infer<typeof dataLanguageParamsSchema>;
