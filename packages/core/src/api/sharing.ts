import { z } from 'zod';
import { gameLines } from '../character/keys.ts';
import { viewerSchema } from '../character/schema.ts';
import { uuidSchema } from './common.ts';

/** A share id (docs/product-spec.md §5): a version-4 UUID, one per account. */
export const shareIdSchema = z.uuidv4({ message: 'a share id is a version-4 UUID' });

export const shareIdBodySchema = z.strictObject({ shareId: shareIdSchema });
/** The caller's own share id, if one is registered. */
export const ownShareIdResponseSchema = z.object({ shareId: shareIdSchema.nullable() });
/** `GET /share/{alias}/id` (docs/product-spec.md §7). */
export const aliasShareIdResponseSchema = z.object({ id: shareIdSchema });
export const aliasParamsSchema = z.object({ alias: z.string().min(1).max(200) });

/** Sending a character to another account (its share id). */
export const sendOfferBodySchema = z.strictObject({ to: shareIdSchema, characterId: z.uuid() });
export const offerSchema = z.object({
  id: z.uuid(),
  /** Alias of the sender. */
  from: z.string(),
  name: z.string(),
  gameLine: z.enum(gameLines),
  createdAt: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;
export const offersResponseSchema = z.object({ offers: z.array(offerSchema) });
/** `recipient`: whom the copy went to, by alias, so the sender reads a name and not the share id typed. */
export const sendOfferResponseSchema = z.object({ id: z.uuid(), recipient: z.object({ alias: z.string() }) });
export const acceptOfferResponseSchema = z.object({ id: z.uuid(), revision: z.number().int() });

/** Adding a viewer to a character: the viewer's share id. */
export const addViewerBodySchema = z.strictObject({ shareId: shareIdSchema });
export const viewersResponseSchema = z.object({ viewers: z.array(viewerSchema) });
/** Adding a viewer answers who was added, so the owner reads a name and not the share id typed. */
export const addViewerResponseSchema = viewersResponseSchema.extend({ added: viewerSchema });
export const viewerParamsSchema = z.object({ id: uuidSchema, userId: uuidSchema });
