import { z } from 'zod';
import { baseCharacterShape, labelField, rating, textField } from '../../character/base.ts';
import { baseSnapshotShape, xpHistoryEntrySchemaFor } from '../../leveling/history.ts';
import { xpTableOverridesSchema } from '../../leveling/xp-table.ts';
import { w5PriceKeys } from './leveling/xp-table.ts';
import { fifthEditionShape, storedId } from '../../fifth-edition/schema.ts';
import { fifthEditionSnapshotShape } from '../../fifth-edition/leveling.ts';
import { balanceTrackBoxes, formIds, maxRage } from './keys.ts';
import { maxRenown } from './sheet/renown.ts';
import { w5PurchaseKinds } from './leveling/purchase.ts';

/** How a Gift came to the sheet: one of the wizard's three groups, or learned later (`other`). */
export const learnedGiftGroups = ['native', 'auspice', 'tribe', 'other'] as const;

/** A Gift as the character keeps it: the content id, the name it had when learned and the group it was learned through. */
export const learnedGiftSchema = z.strictObject({ id: storedId, name: labelField(), group: z.enum(learnedGiftGroups).optional() });
export type LearnedGift = z.infer<typeof learnedGiftSchema>;
/** A rite as the character keeps it. */
export const learnedRiteSchema = z.strictObject({ id: storedId, name: labelField() });
export type LearnedRite = z.infer<typeof learnedRiteSchema>;

const owned = z.record(z.string().max(20), z.boolean());

/** What a Werewolf history entry may change besides the shared fields: Gift id → owned, rite id → owned. */
export const w5SnapshotSchema = z.strictObject({ ...baseSnapshotShape, ...fifthEditionSnapshotShape, gifts: owned.optional(), rites: owned.optional() });
export type W5Snapshot = z.infer<typeof w5SnapshotSchema>;

/** A Werewolf character: the shared base plus the Werewolf section (spec §3, §4). */
export const w5CharacterSchema = z.strictObject({
  ...baseCharacterShape,
  ...fifthEditionShape,
  gameLine: z.literal('w5'),
  /** Auspice and tribe ids of the content (`ragabash`, `silent-striders`). */
  auspice: labelField(100),
  tribe: labelField(100),
  /** Names, patron, favour and ban are copied when chosen, so the list and the sheet read without content. */
  auspiceName: labelField(),
  tribeName: labelField(),
  patronSpirit: labelField(),
  tribeFavor: textField(),
  tribeBan: textField(),
  renown: z.strictObject({ glory: rating(maxRenown).default(0), honor: rating(maxRenown).default(0), wisdom: rating(maxRenown).default(0) }).prefault({}),
  gifts: z.array(learnedGiftSchema).max(200).default([]),
  rites: z.array(learnedRiteSchema).max(200).default([]),
  rage: rating(maxRage).default(1),
  harano: rating(balanceTrackBoxes).default(0),
  hauglosk: rating(balanceTrackBoxes).default(0),
  /** The voluntary Harano and Hauglosk boxes taken this session (once each per session). */
  sessionMarks: z.strictObject({ harano: z.boolean().default(false), hauglosk: z.boolean().default(false) }).prefault({}),
  /** The form the Garou is in now; its modifiers apply to pools. */
  form: z.enum(formIds).default('homid'),
  /** In frenzy: Rage 5, Crinos, no Gifts or rites. */
  frenzy: z.boolean().default(false),
  /** People, places or things that anchor the Garou (one to three). */
  touchstones: z.array(z.string().max(1_000)).max(3).default([]),
  /** Every experience grant and purchase, newest last, so the newest can be undone. */
  xpHistory: z.array(xpHistoryEntrySchemaFor(w5SnapshotSchema, w5PurchaseKinds)).max(10_000).default([]),
  /** The chronicle's changes to the book's XP prices (issue #46); absent = the book's table. */
  xpTable: xpTableOverridesSchema(w5PriceKeys).optional(),
});
export type W5Character = z.infer<typeof w5CharacterSchema>;
