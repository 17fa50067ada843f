import { z } from 'zod';
import { baseCharacterShape, labelField, rating, textField } from '../../character/base.ts';
import { baseSnapshotShape, xpHistoryEntrySchemaFor } from '../../leveling/history.ts';
import { fifthEditionShape, storedId } from '../../fifth-edition/schema.ts';
import { fifthEditionPurchaseKinds, fifthEditionSnapshotShape } from '../../fifth-edition/leveling.ts';

/** A gift or rite as the character keeps it: the content id and the name it had when learned. */
const learnedSchema = z.strictObject({ id: storedId, name: labelField() });

export const w5SnapshotSchema = z.strictObject({ ...baseSnapshotShape, ...fifthEditionSnapshotShape });

/** A Werewolf character: the shared base plus the Werewolf section (spec §3). */
export const w5CharacterSchema = z.strictObject({
  ...baseCharacterShape,
  ...fifthEditionShape,
  gameLine: z.literal('w5'),
  auspice: labelField(100),
  tribe: labelField(100),
  patronSpirit: labelField(),
  renown: z.strictObject({ glory: rating(10).default(0), honor: rating(10).default(0), wisdom: rating(10).default(0) }).prefault({}),
  tribeFavor: textField(),
  tribeBan: textField(),
  gifts: z.array(learnedSchema).max(200).default([]),
  rites: z.array(learnedSchema).max(200).default([]),
  rage: rating(5).default(1),
  harano: rating(5).default(0),
  hauglosk: rating(5).default(0),
  xpHistory: z.array(xpHistoryEntrySchemaFor(w5SnapshotSchema, fifthEditionPurchaseKinds)).max(10_000).default([]),
});
export type W5Character = z.infer<typeof w5CharacterSchema>;
