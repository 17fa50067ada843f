import { z } from 'zod';
import { avatarDataUrlPattern, maxAvatarLength } from './avatar.ts';
import { damageStates, damageTrackSlots, extraDamageSlots, sexes } from './keys.ts';
import { characterSchemaVersion, characterVersion } from './version.ts';
import { heldKindItemsShape } from '../homebrew-kinds/held.ts';

import { maxNameLength, maxTextLength } from './limits.ts';

export { characterSchemaVersion, characterVersion };
export { maxAvatarLength };
export { maxNameLength, maxTextLength };

/** A free text field, empty by default. */
export const textField = () => z.string().max(maxTextLength).default('');
/** A short label (a name, a tag), empty by default. */
export const labelField = (max = maxNameLength) => z.string().max(max).default('');
/** A whole rating from 0 to `max`. */
export const rating = (max: number) => z.number().int().min(0).max(max);

export const damageStateSchema = z.enum(damageStates);
export function blankDamageTrack(): Array<(typeof damageStates)[number]> {
  return Array.from({ length: damageTrackSlots }, () => 'none' as const);
}
const damageTrack = z
  .array(damageStateSchema)
  .min(damageTrackSlots)
  .max(damageTrackSlots + extraDamageSlots)
  .default(() => blankDamageTrack());

/** An item the character owns (at home) or carries. Custom items are the player's own. */
export const itemSchema = z.strictObject({
  name: z.string().min(1).max(maxNameLength),
  description: z.string().max(5_000).default(''),
  quantity: z.number().int().min(0).max(1_000_000).default(1),
  category: z.string().max(100).default(''),
  isCustom: z.boolean().default(false),
  /** The catalogue item it was added from (issue #47), so its name and text show in the reader's language. */
  key: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(100)
    .optional(),
});
export const inventorySchema = z.strictObject({
  carriedItems: z.array(itemSchema).max(1_000).default([]),
  ownedItems: z.array(itemSchema).max(1_000).default([]),
  cash: z.number().min(0).max(1e15).default(0),
  bank: z.number().min(0).max(1e15).default(0),
});

export const viewerSchema = z.strictObject({ id: z.string().max(100), alias: z.string().max(maxNameLength) });

/** A dice pool the player keeps for quick rolls (spec §3 "dice"): named traits plus a bonus. */
export const savedPoolSchema = z.strictObject({
  name: z.string().min(1).max(maxNameLength),
  traits: z.array(z.string().min(1).max(100)).max(10).default([]),
  bonus: z.number().int().min(-20).max(20).default(0),
});

/**
 * What every character has, whatever its game line: identity, texts, avatar, books, folder,
 * health and willpower with their damage tracks, experience, inventory and the online fields.
 * Each line adds exactly one section (`lines/<line>/schema.ts`); no line carries another's fields.
 */
export const baseCharacterShape = {
  id: z.string().max(100).optional(),
  /** Our shape version; see `characterMigrations`. */
  schemaVersion: z.number().int().min(0).default(characterSchemaVersion),
  /** The shape version of the line's own section (its `lines/<line>/migrations.ts`); missing counts as 0. */
  lineSchemaVersion: z.number().int().min(0).optional(),
  version: z.number().int().default(characterVersion),
  /** Optimistic-concurrency counter: the server refuses a save based on an older revision. */
  revision: z.number().int().min(0).max(2_147_483_647).default(0),

  name: labelField(),
  concept: textField(),
  ambition: textField(),
  desire: textField(),
  chronicle: textField(),
  chroniclePrinciples: textField(),
  anchorsAndBeliefs: textField(),
  backstory: textField(),
  notes: textField(),
  avatar: z
    .union([
      z.literal(''),
      z.string().max(maxAvatarLength, 'avatar image is too large').regex(avatarDataUrlPattern, 'avatar must be a PNG, JPEG, WebP or GIF image (data:image/…;base64,…)'),
    ])
    .default(''),
  sex: z.enum(sexes).default('d'),
  books: z.array(z.number().int().min(0).max(1_000_000)).max(100).default([]),

  health: rating(20).default(0),
  healthDamage: damageTrack,
  willpower: rating(20).default(0),
  willpowerDamage: damageTrack,
  exp: z.number().int().min(0).max(10_000_000).default(0),
  usedExp: z.number().int().min(0).max(10_000_000).default(0),

  directory: z.string().min(1).max(maxNameLength).optional(),
  justViewing: z.boolean().optional(),
  /** Storyteller switch: every part of the sheet may be edited freely. */
  fullCustomization: z.boolean().default(false),

  inventory: inventorySchema.prefault({}),
  dice: z.array(savedPoolSchema).max(100).default([]),
  /** The outgoing sync id (spec §4). Kept when sync goes off, so switching on again keeps the id a storyteller linked. */
  syncHash: z.string().max(maxNameLength).optional(),
  /** Outgoing sync is on: the server publishes every saved change under `syncHash`, whichever device made it. */
  syncOut: z.boolean().optional(),
  viewers: z.array(viewerSchema).max(1_000).default([]),
  /** Copies of the homebrew items (of every line's listed kinds) the character uses, in the versions it took (issue #49). */
  ...heldKindItemsShape,
  tabletop: z.strictObject({ id: z.string().max(maxNameLength), difficulty: rating(20).optional() }).optional(),
  bonusCode: z.string().max(maxNameLength).optional(),
} as const;
