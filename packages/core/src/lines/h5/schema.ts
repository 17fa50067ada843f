import { z } from 'zod';
import { baseCharacterShape, labelField, rating } from '../../character/base.ts';
import { baseSnapshotShape, xpHistoryEntrySchemaFor } from '../../leveling/history.ts';
import { xpTableOverridesSchema } from '../../leveling/xp-table.ts';
import { h5PriceKeys } from './leveling/xp-table.ts';
import { fifthEditionShape, storedId } from '../../fifth-edition/schema.ts';
import { fifthEditionSnapshotShape } from '../../fifth-edition/leveling.ts';
import { edgeSchema } from './content/edges.ts';
import { h5PurchaseKinds, touchstonesAtCreation } from './keys.ts';

/*
 * An edge and its perks as the character keeps them: copied when chosen, so the sheet stays
 * readable when the content changes. Only the id must be there; texts come from the content.
 */
const perkSnapshotSchema = edgeSchema.shape.perks.element.pick({ name: true, core: true }).partial().extend({ id: storedId });
export const ownedEdgeSchema = edgeSchema
  .pick({ name: true, category: true, pools: true, core: true })
  .partial()
  .extend({ id: storedId, perks: z.array(perkSnapshotSchema).max(20).default([]) });
export type OwnedEdge = z.infer<typeof ownedEdgeSchema>;

/** Someone the hunter holds on to; without any, the hunter cannot recover willpower and stays in despair. */
export const touchstoneSchema = z.strictObject({
  name: labelField(),
  /** Who they are to the hunter. */
  description: z.string().max(1_000).default(''),
});
export type Touchstone = z.infer<typeof touchstoneSchema>;

/** What a Hunter history entry may change besides the shared fields: the edges with their perks. */
export const h5SnapshotSchema = z.strictObject({ ...baseSnapshotShape, ...fifthEditionSnapshotShape, edges: z.array(ownedEdgeSchema).max(50).optional() });
export type H5Snapshot = z.infer<typeof h5SnapshotSchema>;

/**
 * A Hunter character: the shared base plus the Hunter section: creed and drive (content ids),
 * edges with their perks, touchstones, and the cell's desperation and danger (kept on the sheet
 * until a chronicle table shares them) and the hunter's own despair.
 */
export const h5CharacterSchema = z.strictObject({
  ...baseCharacterShape,
  ...fifthEditionShape,
  gameLine: z.literal('h5'),
  creed: labelField(100),
  drive: labelField(100),
  edges: z.array(ownedEdgeSchema).max(50).default([]),
  touchstones: z.array(touchstoneSchema).max(touchstonesAtCreation.max).default([]),
  desperation: rating(5).default(0),
  danger: rating(5).default(0),
  despair: z.boolean().default(false),
  xpHistory: z.array(xpHistoryEntrySchemaFor(h5SnapshotSchema, h5PurchaseKinds)).max(10_000).default([]),
  /** The chronicle's changes to the book's XP prices (issue #46); absent = the book's table. */
  xpTable: xpTableOverridesSchema(h5PriceKeys).optional(),
});
export type H5Character = z.infer<typeof h5CharacterSchema>;
/** What may be given for a new hunter (every field has a default; the line is implied). */
export type H5CharacterInput = Omit<z.input<typeof h5CharacterSchema>, 'gameLine'>;
