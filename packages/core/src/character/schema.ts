import { z } from 'zod';
import {
  attributeKeys,
  categoryNames,
  damageStates,
  damageTrackSlots,
  gameLines,
  generationEras,
  mageAllianceTypes,
  mageAttributes,
  mageEssences,
  mageSpheres,
  markOfCainPaths,
  resilienceExtraSlots,
  sexes,
  skillKeys,
} from './keys.ts';
import { xpHistoryEntrySchema } from '../leveling/history.ts';

/** The `version` field the spec fixes for characters (spec §9). */
export const characterVersion = 2;
/** Our own shape version; bumped with every entry in `characterMigrations`. */
export const characterSchemaVersion = 2;

/** Longest avatar we accept: a data URL of an image of roughly 3.5 MB. */
export const maxAvatarLength = 5_000_000;
const maxTextLength = 100_000;

const text = () => z.string().max(maxTextLength).default('');
const rating = (max: number) => z.number().int().min(0).max(max);

/**
 * Content snapshots (clan, predator type, discipline definitions, rituals, …) are copied into
 * the character when chosen, so a sheet stays readable if content changes. Their exact shapes
 * belong to the content schemas; the character only insists on what it relies on and keeps the rest.
 */
const snapshot = z.looseObject({ id: z.union([z.number(), z.string()]) });

export const damageStateSchema = z.enum(damageStates);
const damageTrack = z
  .array(damageStateSchema)
  .min(damageTrackSlots)
  .max(damageTrackSlots + resilienceExtraSlots)
  .default(() => blankDamageTrack());

export function blankDamageTrack(): Array<(typeof damageStates)[number]> {
  return Array.from({ length: damageTrackSlots }, () => 'none' as const);
}

const allAttributeKeys = [...attributeKeys.physical, ...attributeKeys.social, ...attributeKeys.mental] as const;
const allSkillKeys = [...new Set([...skillKeys.physical, ...skillKeys.social, ...skillKeys.mental])] as [string, ...string[]];

export const attributeSchema = z.object({ key: z.enum(allAttributeKeys), value: rating(10).default(0) });
export const skillSchema = z.object({
  key: z.enum(allSkillKeys),
  value: rating(10).default(0),
  specialization: z.array(z.string().min(1).max(200)).max(50).default([]),
});
export const categorySchema = z.object({
  name: z.enum(categoryNames),
  attributes: z.array(attributeSchema),
  skills: z.array(skillSchema),
});

export function blankCategories(): Array<z.infer<typeof categorySchema>> {
  return categoryNames.map((name) => ({
    name,
    attributes: attributeKeys[name].map((key) => ({ key, value: 0 })),
    skills: skillKeys[name].map((key) => ({ key, value: 0, specialization: [] })),
  }));
}

/** An item the character owns (at home) or carries. Custom items are the player's own. */
export const itemSchema = z.object({
  name: z.string().min(1).max(200),
  description: z.string().max(5_000).default(''),
  quantity: z.number().int().min(0).max(1_000_000).default(1),
  category: z.string().max(100).default(''),
  isCustom: z.boolean().default(false),
});
export const inventorySchema = z.object({
  carriedItems: z.array(itemSchema).default([]),
  ownedItems: z.array(itemSchema).default([]),
  cash: z.number().min(0).default(0),
  bank: z.number().min(0).default(0),
});

export const characterDisciplineSchema = z.looseObject({
  discipline: snapshot,
  points: z.number().int().min(0).default(0),
  /** Stored dots + 1, as in the original data: a fresh selection starts at 1 (zero dots). */
  currentLevel: z.number().int().min(0).default(1),
  abilities: z.array(z.looseObject({ id: z.union([z.number(), z.string()]) })).default([]),
});

const traitPack = z.looseObject({
  pack: snapshot,
  traits: z.array(z.looseObject({})).default([]),
  flawTraits: z.array(z.looseObject({})).default([]),
});
export const traitCollectionSchema = z.object({ packs: z.array(traitPack).default([]) });

export const convictionSchema = z.object({
  conviction: z.string().max(1_000).default(''),
  touchstone: z.string().max(1_000).default(''),
});

const werewolfSchema = z.object({
  auspice: z.string().max(100).default(''),
  tribe: z.string().max(100).default(''),
  patronSpirit: z.string().max(200).default(''),
  renown: z
    .object({ glory: rating(10).default(0), honor: rating(10).default(0), wisdom: rating(10).default(0) })
    .prefault({}),
  tribeFavor: text(),
  tribeBan: text(),
  gifts: z.array(z.looseObject({ id: z.union([z.number(), z.string()]) })).default([]),
  rites: z.array(z.looseObject({ id: z.union([z.number(), z.string()]) })).default([]),
  rage: rating(5).default(1),
  harano: rating(5).default(0),
  hauglosk: rating(5).default(0),
});

/** Exhaustive record of ratings over `keys`, all starting at 0. */
function zeroRecord<K extends string>(keys: readonly [K, ...K[]], max: number) {
  return z
    .record(z.enum(keys), rating(max))
    .default(() => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>);
}

const mageSchema = z.object({
  allianceType: z.enum(mageAllianceTypes).default('traditionCouncil'),
  organization: z.string().max(200).default(''),
  initiation: text(),
  affinitySphere: z.enum(mageSpheres).optional(),
  focus: text(),
  opinions: text(),
  essence: z.enum(mageEssences).optional(),
  nature: z.string().max(200).default(''),
  demeanor: z.string().max(200).default(''),
  arete: rating(10).default(1),
  willpower: rating(10).default(5),
  quintessence: rating(20).default(0),
  paradox: rating(20).default(0),
  spheres: zeroRecord(mageSpheres, 5),
  attributes: zeroRecord(mageAttributes, 10),
  abilities: z
    .object({
      talents: z.record(z.string(), rating(10)).default({}),
      skills: z.record(z.string(), rating(10)).default({}),
      knowledges: z.record(z.string(), rating(10)).default({}),
    })
    .prefault({}),
});

const hunterSchema = z.object({
  creed: z.string().max(100).default(''),
  drive: z.string().max(100).default(''),
  edges: z.array(z.looseObject({ id: z.union([z.number(), z.string()]) })).default([]),
  desperation: rating(5).default(0),
  danger: rating(5).default(0),
  despair: z.boolean().default(false),
});

export const markOfCainSchema = z.object({
  path: z.enum(markOfCainPaths).default('undecided'),
  tier: rating(5).default(0),
});

export const viewerSchema = z.object({ id: z.string(), alias: z.string() });

/** A character sheet as stored and exchanged (spec §3). Every field has a default. */
export const characterSchema = z.object({
  id: z.string().max(100).optional(),
  schemaVersion: z.number().int().min(0).default(characterSchemaVersion),
  version: z.number().int().default(characterVersion),
  /** Optimistic-concurrency counter: the server refuses a save based on an older revision. */
  revision: z.number().int().min(0).default(0),
  gameLine: z.enum(gameLines).default('v5'),

  name: z.string().max(200).default(''),
  concept: text(),
  ambition: text(),
  desire: text(),
  chronicle: text(),
  chroniclePrinciples: text(),
  anchorsAndBeliefs: text(),
  backstory: text(),
  notes: text(),
  avatar: z.string().max(maxAvatarLength, 'avatar image is too large').default(''),
  sire: z.string().max(200).default(''),
  resonance: z.string().max(200).default(''),
  clan: snapshot.nullable().default(null),
  clanBane: text(),
  predatorType: snapshot.nullable().default(null),
  skillspread: snapshot.nullable().default(null),
  sex: z.enum(sexes).default('d'),
  generationEra: z.enum(generationEras).default('children'),
  generation: z.number().int().min(0).max(16).default(0),

  health: rating(20).default(0),
  healthDamage: damageTrack,
  willpower: rating(20).default(0),
  willpowerDamage: damageTrack,
  humanity: rating(10).default(7),
  stains: rating(10).default(0),
  hunger: rating(5).default(0),
  bloodPotency: rating(10).default(0),
  exp: z.number().int().min(0).default(0),
  usedExp: z.number().int().min(0).default(0),

  directory: z.string().min(1).max(200).optional(),
  justViewing: z.boolean().optional(),

  requiredPointSpreads: z.array(z.looseObject({})).default([]),
  bloodRituals: z.array(snapshot).default([]),
  oblivionCeremonies: z.array(snapshot).default([]),
  books: z.array(z.number().int()).default([]),
  disciplines: z.array(characterDisciplineSchema).default([]),
  merits: traitCollectionSchema.prefault({}),
  backgrounds: traitCollectionSchema.prefault({}),
  convictions: z.array(convictionSchema).max(3).default([]),
  markOfCain: markOfCainSchema.prefault({}),

  useAdavancedDisciplines: z.boolean().default(false),
  allowLearningOfAllPowers: z.boolean().default(false),
  fullCustomization: z.boolean().default(false),

  inventory: inventorySchema.prefault({}),
  categories: z.array(categorySchema).length(3).default(() => blankCategories()),

  werewolf: werewolfSchema.prefault({}),
  mage: mageSchema.prefault({}),
  hunter: hunterSchema.prefault({}),

  /** Every experience grant and purchase, newest last, so the newest can be undone (issue #7). */
  xpHistory: z.array(xpHistoryEntrySchema).default([]),
  dice: z.array(z.looseObject({})).default([]),
  syncHash: z.string().max(200).optional(),
  viewers: z.array(viewerSchema).default([]),
  tabletop: z.object({ id: z.string().max(200), difficulty: rating(20).optional() }).optional(),
  bonusCode: z.string().max(200).optional(),
});

export type Character = z.infer<typeof characterSchema>;
export type CharacterInput = z.input<typeof characterSchema>;
export type Category = z.infer<typeof categorySchema>;
export type Item = z.infer<typeof itemSchema>;
