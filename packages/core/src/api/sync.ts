import { z } from 'zod';
import { gameLines } from '../character/keys.ts';
import { decodeBase64Text, syncIdPattern } from '../sync/sync-id.ts';

export const syncIdSchema = z.string().regex(syncIdPattern, 'a sync id is 8 to 200 base64 letters');
export const syncIdParamsSchema = z.object({ syncId: syncIdSchema });

/**
 * `POST /sync/characters/{syncId}` (live) and `…/level`: the fields of that part, as the sender's
 * line declares them (`LineRules.sync`). The server checks them against the line's schema.
 * `gameLine` may be left out, as the spec's client does (docs/product-spec.md §7: the body is
 * "data"): the server then takes the linked character's line, the sync id's earlier one, or
 * Vampire. `syncUploadFromSpec` brings the spec's other body shapes to this one first.
 */
export const syncUploadBodySchema = z.strictObject({ gameLine: z.enum(gameLines).optional(), data: z.record(z.string().max(100), z.unknown()) });
export type SyncUploadBody = z.infer<typeof syncUploadBodySchema>;

/**
 * The body shapes a spec client sends, as `syncUploadBodySchema` reads them
 * (docs/behaviour-notes.md §8.3): `{data}` whose data is the desktop's encoding (JSON, then
 * URI-component escaping, then base64) becomes `{data: <object>}`, and a body that is the data
 * itself (no `data` or `gameLine` field) becomes `{data: body}`. Anything else is left as it
 * came, for the schema to answer.
 */
export function syncUploadFromSpec(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  if (!('data' in record) && !('gameLine' in record)) return { data: record };
  if (typeof record['data'] !== 'string') return body;
  const text = decodeBase64Text(record['data']);
  if (text === undefined) return body;
  try {
    const data: unknown = JSON.parse(decodeURIComponent(text));
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? { ...record, data } : body;
  } catch {
    return body;
  }
}

/** Most sync ids one read may ask for: a player follows a handful; a guesser gets few tries per request. */
export const maxSyncIdsPerFetch = 100;
export const syncFetchBodySchema = z.strictObject({ ids: z.array(syncIdSchema).max(maxSyncIdsPerFetch) });
/** One sync id's latest data: live (`c`) and level (`l`), each when uploaded at least once. */
export const syncEntrySchema = z.object({
  gameLine: z.enum(gameLines),
  c: z.record(z.string(), z.unknown()).optional(),
  l: z.record(z.string(), z.unknown()).optional(),
});
export type SyncEntry = z.infer<typeof syncEntrySchema>;
/** `POST /sync/characters`: map of sync id to its data; unknown ids are left out. */
export const syncFetchResponseSchema = z.record(z.string(), syncEntrySchema);
