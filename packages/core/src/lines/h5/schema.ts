import { z } from 'zod';
import { baseCharacterShape, labelField, rating } from '../../character/base.ts';
import { baseSnapshotShape, xpHistoryEntrySchemaFor } from '../../leveling/history.ts';
import { fifthEditionShape, storedId } from '../../fifth-edition/schema.ts';
import { fifthEditionPurchaseKinds, fifthEditionSnapshotShape } from '../../fifth-edition/leveling.ts';

const edgeSchema = z.strictObject({
  id: storedId,
  name: labelField(),
  perks: z.array(z.strictObject({ id: storedId, name: labelField() })).max(20).default([]),
});

export const h5SnapshotSchema = z.strictObject({ ...baseSnapshotShape, ...fifthEditionSnapshotShape });

/** A Hunter character: the shared base plus the Hunter section (creed, drive, edges and perks, desperation, danger, despair). */
export const h5CharacterSchema = z.strictObject({
  ...baseCharacterShape,
  ...fifthEditionShape,
  gameLine: z.literal('h5'),
  creed: labelField(100),
  drive: labelField(100),
  edges: z.array(edgeSchema).max(50).default([]),
  desperation: rating(5).default(0),
  danger: rating(5).default(0),
  despair: z.boolean().default(false),
  xpHistory: z.array(xpHistoryEntrySchemaFor(h5SnapshotSchema, fifthEditionPurchaseKinds)).max(10_000).default([]),
});
export type H5Character = z.infer<typeof h5CharacterSchema>;
