import { z } from 'zod';
import { gameLines } from '../character/keys.ts';
import { syncIdPattern } from '../sync/sync-id.ts';

export const syncIdSchema = z.string().regex(syncIdPattern, 'a sync id is 8 to 200 base64 letters');
export const syncIdParamsSchema = z.object({ syncId: syncIdSchema });

/**
 * `POST /sync/characters/{syncId}` (live) and `…/level`: the fields of that part, as the sender's
 * line declares them (`LineRules.sync`). The server checks them against the line's schema.
 */
export const syncUploadBodySchema = z.strictObject({ gameLine: z.enum(gameLines), data: z.record(z.string().max(100), z.unknown()) });
export type SyncUploadBody = z.infer<typeof syncUploadBodySchema>;

export const syncFetchBodySchema = z.strictObject({ ids: z.array(syncIdSchema).max(500) });
/** One sync id's latest data: live (`c`) and level (`l`), each when uploaded at least once. */
export const syncEntrySchema = z.object({
  gameLine: z.enum(gameLines),
  c: z.record(z.string(), z.unknown()).optional(),
  l: z.record(z.string(), z.unknown()).optional(),
});
export type SyncEntry = z.infer<typeof syncEntrySchema>;
/** `POST /sync/characters`: map of sync id to its data; unknown ids are left out. */
export const syncFetchResponseSchema = z.record(z.string(), syncEntrySchema);
