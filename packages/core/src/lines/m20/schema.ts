import { z } from 'zod';
import { baseCharacterShape, labelField, maxNameLength, rating, textField } from '../../character/base.ts';
import { baseSnapshotShape, xpHistoryEntrySchemaFor } from '../../leveling/history.ts';
import { xpTableOverridesSchema } from '../../leveling/xp-table.ts';
import { m20PriceKeys } from './leveling/xp-table.ts';
import { mageRecordsShape } from './rotes.ts';
import { mageAllianceTypes, mageAttributes, mageEssences, mageSpheres, type mageAbilityCategories, type MageAttribute, type MageSphere } from './keys.ts';

/** A content id of the line (faction, archetype, ability, background, merit, …): kebab or camel case. */
const traitKey = z.string().min(1).max(50);
const abilityRatings = z.record(traitKey, rating(10)).default({});
const sphere = rating(5).default(0);
const attribute = rating(10).default(1);
/** The 20 boxes Quintessence and Paradox share. */
export const wheelBoxes = 20;

/** A merit or flaw the mage has: its content id (or a custom name), the points it is worth, a note (which sense, which enemy…). */
export const m20TraitSchema = z.strictObject({
  id: traitKey,
  name: labelField(),
  points: z.number().int().min(1).max(10),
  note: labelField(500),
});
export type M20Trait = z.infer<typeof m20TraitSchema>;

/** A Wonder the mage owns: its type from the content, its rank (the Wonder background dots) and the player's notes. */
export const wonderSchema = z.strictObject({
  id: z.string().min(1).max(100),
  type: traitKey,
  name: labelField(),
  rank: z.number().int().min(1).max(5).default(1),
  /** The mage made it and paid permanent Willpower for it (grimoires, principia, primers). */
  selfMade: z.boolean().default(false),
  notes: textField(),
});
export type Wonder = z.infer<typeof wonderSchema>;

const spheresSchema = z
  .strictObject({ correspondence: sphere, entropy: sphere, forces: sphere, life: sphere, matter: sphere, mind: sphere, prime: sphere, spirit: sphere, time: sphere })
  .prefault({});
const attributesSchema = z
  .strictObject({
    strength: attribute, dexterity: attribute, stamina: attribute,
    charisma: attribute, manipulation: attribute, appearance: attribute,
    perception: attribute, intelligence: attribute, wits: attribute,
  })
  .prefault({});

/** The fields a Mage history entry may snapshot: every rating a purchase raises. */
export const m20SnapshotSchema = z.strictObject({
  ...baseSnapshotShape,
  arete: z.number().int().min(0).optional(),
  attributes: z.partialRecord(z.enum(mageAttributes), z.number().int().min(0)).optional(),
  /** `category:abilityId` → rating before or after (0 = not owned). */
  abilities: z.record(z.string().max(100), z.number().int().min(0)).optional(),
  spheres: z.partialRecord(z.enum(mageSpheres), z.number().int().min(0)).optional(),
  backgrounds: z.record(traitKey, z.number().int().min(0)).optional(),
});
export type M20Snapshot = z.infer<typeof m20SnapshotSchema>;
export const m20PurchaseKinds = ['attribute', 'ability', 'sphere', 'arete', 'willpower', 'background'] as const;

/**
 * A Mage character: the shared base plus the Mage section (spec §3). M20 has its own nine
 * attributes (each starting with its free dot) and abilities in talents, skills and knowledges,
 * seven health levels on the shared damage track, and the Quintessence/Paradox wheel of 20 boxes.
 * No Sphere may exceed Arete and the wheel holds at most 20 points, unless the storyteller has
 * switched the sheet to full customization.
 */
export const m20CharacterSchema = z
  .strictObject({
    ...baseCharacterShape,
    gameLine: z.literal('m20'),
    /** Seven health levels, bruised to incapacitated. */
    health: rating(20).default(7),
    /** Permanent Willpower; spent points are the marked boxes of `willpowerDamage`. */
    willpower: rating(10).default(5),
    allianceType: z.enum(mageAllianceTypes).default('traditionCouncil'),
    /** The faction's content id (`verbena`, `iteration-x`, …); empty until chosen. */
    organization: labelField(100),
    initiation: textField(),
    affinitySphere: z.enum(mageSpheres).optional(),
    /** The mage's focus: what they believe, how they work magick, what they work it with. */
    focus: z.strictObject({ paradigm: textField(), practice: textField(), instruments: textField() }).prefault({}),
    /** The mage's own view of the other alliances (the faction's usual opinion comes from the content). */
    opinions: textField(),
    essence: z.enum(mageEssences).optional(),
    /** Archetype ids. */
    nature: labelField(100),
    demeanor: labelField(100),
    arete: z.number().int().min(1).max(10).default(1),
    quintessence: rating(wheelBoxes).default(0),
    paradox: rating(wheelBoxes).default(0),
    spheres: spheresSchema,
    attributes: attributesSchema,
    abilities: z.strictObject({ talents: abilityRatings, skills: abilityRatings, knowledges: abilityRatings }).prefault({}),
    /** Specialties from 4 dots, keyed by attribute key or ability id (the two never share a key). */
    specialties: z.record(traitKey, z.string().min(1).max(maxNameLength)).default({}),
    /** Background ratings by content id. */
    backgrounds: z.record(traitKey, rating(10)).default({}),
    merits: z.array(m20TraitSchema).max(100).default([]),
    flaws: z.array(m20TraitSchema).max(100).default([]),
    wonders: z.array(wonderSchema).max(200).default([]),
    /** Rotes, Resonance, Seekings and Quiet (`rotes.ts`). */
    ...mageRecordsShape,
    xpHistory: z.array(xpHistoryEntrySchemaFor(m20SnapshotSchema, m20PurchaseKinds)).max(10_000).default([]),
    /** The chronicle's changes to the book's XP prices (issue #46); absent = the book's table. */
    xpTable: xpTableOverridesSchema(m20PriceKeys).optional(),
  })
  .superRefine((character, ctx) => {
    if (character.fullCustomization) return;
    for (const sphereKey of mageSpheres) {
      if (character.spheres[sphereKey] > character.arete) {
        ctx.addIssue({ code: 'custom', path: ['spheres', sphereKey], message: `no Sphere may exceed Arete (${sphereKey} ${character.spheres[sphereKey]} > Arete ${character.arete})` });
      }
    }
    if (character.quintessence + character.paradox > wheelBoxes) {
      ctx.addIssue({ code: 'custom', path: ['quintessence'], message: `Quintessence and Paradox share ${wheelBoxes} boxes (${character.quintessence} + ${character.paradox})` });
    }
  });
export type M20Character = z.infer<typeof m20CharacterSchema>;

// The keys of the records above are the lists in keys.ts; a compile-time check keeps them together.
type SameKeys<A, B> = [Exclude<A, B> | Exclude<B, A>] extends [never] ? true : never;
export const sphereKeysMatch: SameKeys<keyof M20Character['spheres'], MageSphere> = true;
export const attributeKeysMatch: SameKeys<keyof M20Character['attributes'], MageAttribute> = true;
export const abilityKeysMatch: SameKeys<keyof M20Character['abilities'], (typeof mageAbilityCategories)[number]> = true;
