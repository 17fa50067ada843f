import { z } from 'zod';
import { baseCharacterShape, labelField, maxNameLength, maxTextLength, rating, textField } from '../../character/base.ts';
import { baseSnapshotShape, xpHistoryEntrySchemaFor } from '../../leveling/history.ts';
import { xpTableOverridesSchema } from '../../leveling/xp-table.ts';
import { v5PriceKeys } from './leveling/xp-table.ts';
import { convictionSchema, fifthEditionShape, storedId } from '../../fifth-edition/schema.ts';
import { fifthEditionSnapshotShape } from '../../fifth-edition/leveling.ts';
import { clanSchema } from './content/clans.ts';
import { disciplineSchema, powerSchema } from './content/disciplines.ts';
import { predatorTypeSchema } from './content/predator-types.ts';
import { bloodRitualSchema, oblivionCeremonySchema } from './content/rituals.ts';
import { homebrewClanSchema, homebrewDisciplineSchema } from './homebrew/schema.ts';
import { generationEras, markOfCainPaths } from './keys.ts';
import { purchaseKinds } from './leveling/purchase.ts';

const count = z.number().int().min(0);

/*
 * Content records as a character keeps them (copied when chosen, so the sheet stays readable
 * when the content changes): every field of the record may be there, only the id must. Older
 * files stored ids as strings, hence `storedId`.
 */
const powerSnapshotSchema = powerSchema.partial().extend({ id: storedId, key: z.string().max(50).optional() });
/** The power a discipline dot bought, with the dot it was bought on. */
export const abilitySnapshotSchema = powerSnapshotSchema.extend({
  usedLevel: z.number().int().min(0).max(20).optional(),
  /**
   * A homebrew power that a newer version of its discipline no longer has: still owned (the
   * experience was spent), shown flagged instead of being taken away silently.
   */
  retired: z.boolean().optional(),
});
const clanSnapshotSchema = clanSchema.partial().extend({ id: storedId });
const predatorTypeSnapshotSchema = predatorTypeSchema.partial().extend({ id: storedId });
const bloodRitualSnapshotSchema = bloodRitualSchema.partial().extend({ id: storedId });
const oblivionCeremonySnapshotSchema = oblivionCeremonySchema.partial().extend({ id: storedId });

export const characterDisciplineSchema = z.strictObject({
  discipline: disciplineSchema.partial().extend({ id: storedId, powers: z.array(powerSnapshotSchema).max(300).optional() }),
  points: z.number().int().min(0).max(20).default(0),
  /** Stored dots + 1, as in the original data: a fresh selection starts at 1 (zero dots). */
  currentLevel: z.number().int().min(0).max(21).default(1),
  abilities: z.array(abilitySnapshotSchema).max(100).default([]),
});
export type CharacterDiscipline = z.infer<typeof characterDisciplineSchema>;

/**
 * The homebrew a character uses (its homebrew clan, the homebrew disciplines it owns or its clan
 * lists), as the server sent them, version included. The sheet reads these instead of whatever
 * the browser has installed, so it still renders when the author edits or deletes an item or
 * another device never installed it; "Homebrew aktualisieren" moves them to a newer version.
 * Clan symbols stay with the installed copy (they are images; the sheet does not show them).
 */
export const homebrewSnapshotSchema = z.strictObject({
  clans: z.array(homebrewClanSchema).max(5).default([]),
  disciplines: z.array(homebrewDisciplineSchema).max(50).default([]),
});
export type HomebrewSnapshot = z.infer<typeof homebrewSnapshotSchema>;

export const markOfCainSchema = z.strictObject({
  path: z.enum(markOfCainPaths).default('undecided'),
  tier: rating(5).default(0),
});

/** What a Vampire history entry may change besides the shared fields. */
export const v5SnapshotSchema = z.strictObject({
  ...baseSnapshotShape,
  ...fifthEditionSnapshotShape,
  bloodPotency: count.optional(),
  /** Humanity and the Mark of Cain, changed by a Mark of Cain step. */
  humanity: count.optional(),
  markOfCain: z.strictObject({ path: z.enum(markOfCainPaths), tier: rating(5) }).optional(),
  disciplines: z.record(z.string().max(20), z.strictObject({ currentLevel: count, abilityKeys: z.array(z.string().max(50)).max(100) }).nullable()).optional(),
  /** Ritual id → owned. */
  bloodRituals: z.record(z.string().max(20), z.boolean()).optional(),
  /** Ceremony id → owned. */
  oblivionCeremonies: z.record(z.string().max(20), z.boolean()).optional(),
  /** A homebrew update: the clan, the homebrew snapshot and the owned homebrew disciplines it changed. */
  homebrew: z
    .strictObject({
      clan: clanSnapshotSchema.nullable(),
      clanBane: z.string().max(maxTextLength),
      snapshot: homebrewSnapshotSchema,
      disciplines: z.array(characterDisciplineSchema).max(50),
    })
    .optional(),
});
export type V5Snapshot = z.infer<typeof v5SnapshotSchema>;

/**
 * A Vampire character: the shared base plus the Vampire section with the spec's field names
 * (spec §3), so files exchanged with the original product keep working.
 */
export const v5CharacterSchema = z.strictObject({
  ...baseCharacterShape,
  ...fifthEditionShape,
  gameLine: z.literal('v5'),
  sire: labelField(),
  resonance: labelField(),
  clan: clanSnapshotSchema.nullable().default(null),
  clanBane: textField(),
  predatorType: predatorTypeSnapshotSchema.nullable().default(null),
  generationEra: z.enum(generationEras).default('children'),
  generation: z.number().int().min(0).max(16).default(0),
  humanity: rating(10).default(7),
  stains: rating(10).default(0),
  hunger: rating(5).default(0),
  bloodPotency: rating(10).default(0),
  bloodRituals: z.array(bloodRitualSnapshotSchema).max(200).default([]),
  oblivionCeremonies: z.array(oblivionCeremonySnapshotSchema).max(200).default([]),
  disciplines: z.array(characterDisciplineSchema).max(50).default([]),
  convictions: z.array(convictionSchema).max(3).default([]),
  markOfCain: markOfCainSchema.prefault({}),
  useAdavancedDisciplines: z.boolean().default(false),
  allowLearningOfAllPowers: z.boolean().default(false),
  homebrew: homebrewSnapshotSchema.prefault({}),
  /** Every experience grant and purchase, newest last, so the newest can be undone. */
  xpHistory: z.array(xpHistoryEntrySchemaFor(v5SnapshotSchema, purchaseKinds)).max(10_000).default([]),
  /** The chronicle's changes to the book's XP prices (issue #46); absent = the book's table. */
  xpTable: xpTableOverridesSchema(v5PriceKeys).optional(),
});
export type V5Character = z.infer<typeof v5CharacterSchema>;
/** What may be given for a new vampire (every field has a default; the line is implied). */
export type V5CharacterInput = Omit<z.input<typeof v5CharacterSchema>, 'gameLine'>;

export { maxNameLength };
