import { z } from 'zod';
import { completeText, translationText, type TextSchema } from '../../../content/text.ts';
import { mageAbilityCategories, mageAllianceTypes, mageAttributeCategoryNames, mageAttributes, mageEssences, mageSpheres } from '../keys.ts';

/** A content id of the line: `verbena`, `order-of-hermes`, `martialArts`, … */
export const m20ContentId = z.string().regex(/^[a-z][a-zA-Z0-9]*(?:-[a-z0-9]+)*$/).max(50);
const sphereId = z.enum(mageSpheres);

function factionShape<T extends TextSchema>(text: T) {
  return z.strictObject({
    id: m20ContentId,
    alliance: z.enum(mageAllianceTypes),
    name: text,
    /** The Spheres a new member may take as affinity; `any` = free choice. */
    affinitySpheres: z.union([z.array(sphereId).min(1), z.literal('any')]),
    /** Other Spheres are allowed too, with a hint (the Order of Hermes: the House decides). */
    otherAffinityAllowed: z.boolean().default(false),
    organization: text,
    /** The faction's usual focus, in our words: what it believes, how it works, with what. */
    paradigm: text,
    practice: text,
    instruments: text,
    description: text,
    /** What the faction usually thinks of each alliance. */
    opinions: z.strictObject({ traditionCouncil: text, technocraticUnion: text, disparateAlliance: text }),
  });
}

function sphereShape<T extends TextSchema>(text: T) {
  return z.strictObject({
    id: sphereId,
    name: text,
    /** What the Technocracy calls it (the same name for six of the nine). */
    technocraticName: text,
    description: text,
    /** What a mage can do at ranks 1–5. */
    ranks: z.array(text).length(5),
  });
}

function spheresFileShape<T extends TextSchema>(text: T) {
  return z.strictObject({
    spheres: z.array(sphereShape(text)),
    /** The titles of the ranks 1–5 (Initiate … Master). */
    rankTitles: z.array(text).length(5),
  });
}

function essenceShape<T extends TextSchema>(text: T) {
  return z.strictObject({ id: z.enum(mageEssences), name: text, description: text });
}

function archetypeShape<T extends TextSchema>(text: T) {
  return z.strictObject({
    id: m20ContentId,
    name: text,
    description: text,
    /** When the archetype regains Willpower. */
    willpower: text,
    /** Listed in the M20 core book (the others come from W20 and Book of Secrets). */
    inM20Core: z.boolean(),
  });
}

function attributeShape<T extends TextSchema>(text: T) {
  return z.strictObject({ id: z.enum(mageAttributes), category: z.enum(mageAttributeCategoryNames), name: text, description: text });
}

function abilityShape<T extends TextSchema>(text: T) {
  return z.strictObject({
    id: m20ContentId,
    category: z.enum(mageAbilityCategories),
    name: text,
    description: text,
    specialties: z.array(text).default([]),
    /** One of the optional secondary abilities (with the storyteller's permission). */
    secondary: z.boolean().default(false),
  });
}

function backgroundShape<T extends TextSchema>(text: T) {
  return z.strictObject({
    id: m20ContentId,
    name: text,
    technocraticName: z.nullable(text).default(null),
    description: text,
    max: z.number().int().min(1).max(10),
    /** Costs two points per dot at creation (Enhancement, Sanctum, Totem). */
    doubleCost: z.boolean(),
    /** Several mages may pool their dots (a shared Chantry). */
    pooled: z.boolean().default(false),
    /** Only Technocrats take it. */
    technocracyOnly: z.boolean().default(false),
    /** What some dot values mean. */
    levels: z.array(z.strictObject({ level: z.number().int().min(1).max(10), text })).default([]),
  });
}

function meritShape<T extends TextSchema>(text: T) {
  return z.strictObject({
    id: m20ContentId,
    name: text,
    technocraticName: z.nullable(text).default(null),
    category: z.enum(['physical', 'social', 'mental', 'supernatural']),
    /** Freebie points (merit cost, flaw bonus): the lowest and highest value. */
    cost: z.strictObject({ min: z.number().int().min(1).max(10), max: z.number().int().min(1).max(10) }),
    /** The only allowed values where the range has gaps (`null` = every value from min to max). */
    costOptions: z.array(z.number().int().min(1).max(10)).nullable().default(null),
    repeatable: z.boolean().default(false),
    description: text,
  });
}

function meritsFileShape<T extends TextSchema>(text: T) {
  return z.strictObject({ merits: z.array(meritShape(text)), flaws: z.array(meritShape(text)) });
}

function wonderShape<T extends TextSchema>(text: T) {
  return z.strictObject({
    id: m20ContentId,
    name: text,
    technocraticName: z.nullable(text).default(null),
    description: text,
    /** Permanent Willpower its maker pays (spec §9: grimoires and principia 1, primers 2). */
    permanentWillpower: z.number().int().min(0).max(5).default(0),
    backgroundCost: z.nullable(text).default(null),
  });
}

/** The results of a backlash, from a botch to 21 and more successes. */
export const backlashBands = ['botch', 'none', 'minor', 'moderate', 'serious', 'severe', 'devastating'] as const;
export type BacklashBand = (typeof backlashBands)[number];

function rulesShape<T extends TextSchema>(text: T) {
  return z.strictObject({
    healthLevels: z.array(z.strictObject({ id: m20ContentId, name: text, penalty: z.number().int().max(0).nullable() })).length(7),
    damageKinds: z.array(z.strictObject({ id: z.enum(['bashing', 'lethal', 'aggravated']), name: text })).length(3),
    backlash: z.array(z.strictObject({ band: z.enum(backlashBands), effect: text })).length(backlashBands.length),
  });
}

export const factionSchema = factionShape(completeText);
export const factionTranslationSchema = factionShape(translationText);
export const spheresFileSchema = spheresFileShape(completeText);
export const spheresFileTranslationSchema = spheresFileShape(translationText);
export const essenceSchema = essenceShape(completeText);
export const essenceTranslationSchema = essenceShape(translationText);
export const archetypeSchema = archetypeShape(completeText);
export const archetypeTranslationSchema = archetypeShape(translationText);
export const m20AttributeSchema = attributeShape(completeText);
export const m20AttributeTranslationSchema = attributeShape(translationText);
export const abilitySchema = abilityShape(completeText);
export const abilityTranslationSchema = abilityShape(translationText);
export const m20BackgroundSchema = backgroundShape(completeText);
export const m20BackgroundTranslationSchema = backgroundShape(translationText);
export const meritsFileSchema = meritsFileShape(completeText);
export const meritsFileTranslationSchema = meritsFileShape(translationText);
export const wonderTypeSchema = wonderShape(completeText);
export const wonderTypeTranslationSchema = wonderShape(translationText);
export const m20RulesSchema = rulesShape(completeText);
export const m20RulesTranslationSchema = rulesShape(translationText);

export type Faction = z.infer<typeof factionSchema>;
export type SpheresFile = z.infer<typeof spheresFileSchema>;
export type SphereInfo = SpheresFile['spheres'][number];
export type Essence = z.infer<typeof essenceSchema>;
export type Archetype = z.infer<typeof archetypeSchema>;
export type M20AttributeInfo = z.infer<typeof m20AttributeSchema>;
export type Ability = z.infer<typeof abilitySchema>;
export type M20Background = z.infer<typeof m20BackgroundSchema>;
export type MeritsFile = z.infer<typeof meritsFileSchema>;
export type MeritInfo = MeritsFile['merits'][number];
export type WonderType = z.infer<typeof wonderTypeSchema>;
export type M20Rules = z.infer<typeof m20RulesSchema>;
