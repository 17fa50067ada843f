import { z } from 'zod';
import { maxNameLength, rating, textField } from '../character/base.ts';
import { optionalRestriction } from '../content/restriction.ts';
import { contentId } from '../content/text.ts';
import { allAttributeKeys, allSkillKeys, attributeKeys, categoryNames, skillKeys, type CategoryName } from './keys.ts';
import { specialRuleSchema, traitActionSchema, traitPackTypes } from './trait-packs.ts';

/** A reference id of a content record as stored in characters: numbers, or numeric strings from older files. */
export const storedId = z.union([z.number().int(), z.string().max(100)]);
const shortText = z.string().max(5_000);

export const attributeSchema = z.strictObject({ key: z.enum(allAttributeKeys), value: rating(10).default(0) });
export const skillSchema = z.strictObject({
  key: z.enum(allSkillKeys),
  value: rating(10).default(0),
  specialization: z.array(z.string().min(1).max(maxNameLength)).max(50).default([]),
});
export const categorySchema = z.strictObject({
  name: z.enum(categoryNames),
  attributes: z.array(attributeSchema).max(3),
  skills: z.array(skillSchema).max(9),
});
export type Category = z.infer<typeof categorySchema>;

export function blankCategories(): Category[] {
  return categoryNames.map((name: CategoryName) => ({
    name,
    attributes: attributeKeys[name].map((key) => ({ key, value: 0 })),
    skills: skillKeys[name].map((key) => ({ key, value: 0, specialization: [] })),
  }));
}

/**
 * A merit, background or flaw as a character owns it: the content record's facts (copied when it
 * was taken, so the sheet stays readable when content changes) plus how it came to the sheet.
 */
export const ownedTraitSchema = z.strictObject({
  id: storedId,
  level: z.number().int().min(0).max(10).default(1),
  name: z.string().max(maxNameLength).default(''),
  description: shortText.default(''),
  isRepeatable: z.boolean().optional(),
  restriction: optionalRestriction.optional(),
  requirement: z.strictObject({ type: z.literal('or'), values: z.array(contentId).max(50) }).nullable().optional(),
  restrictRepeats: z.strictObject({ size: contentId.nullable().default(null), amount: z.number().int().positive() }).nullable().optional(),
  actions: z.array(traitActionSchema).max(10).optional(),
  /** Granted by an earlier wizard step (locked): cannot be removed in the wizard. */
  isLocked: z.boolean().default(false),
  /** Chosen by the player in the wizard; only these count against the budget. */
  isManual: z.boolean().default(false),
  /** The level that counts when it differs from the record's (a raised merit, a granted flaw). */
  customLevel: z.number().int().min(0).max(10).nullable().optional(),
  /** Short note after the name: the ally's, the haven's or the alias' own name, the excluded prey, … */
  suffix: z.string().max(maxNameLength).nullable().optional(),
  /** Written by the player; the storyteller has to approve it. */
  isCustom: z.boolean().optional(),
  needsApproval: z.boolean().optional(),
});
export type OwnedTraitRecord = z.infer<typeof ownedTraitSchema>;

/** The pack an owned trait belongs to, without its catalogue of traits. */
export const packSnapshotSchema = z.strictObject({
  id: storedId,
  type: z.enum(traitPackTypes).optional(),
  name: z.string().max(maxNameLength).default(''),
  description: shortText.optional(),
  isCombinable: z.boolean().optional(),
  specialRules: specialRuleSchema.optional(),
  restriction: optionalRestriction.optional(),
});

const ownedPackSchema = z.strictObject({
  pack: packSnapshotSchema,
  traits: z.array(ownedTraitSchema).max(100).default([]),
  flawTraits: z.array(ownedTraitSchema).max(100).default([]),
});
export const traitCollectionSchema = z.strictObject({ packs: z.array(ownedPackSchema).max(100).default([]) });
export type TraitCollection = z.infer<typeof traitCollectionSchema>;

/** A skill spread chosen in the wizard (the content record, kept on the sheet). */
export const skillSpreadSnapshotSchema = z.strictObject({
  id: storedId,
  name: z.string().max(maxNameLength).optional(),
  spread: z.array(z.strictObject({ amount: z.number().int().min(0).max(30), points: z.number().int().min(0).max(10) })).max(10).optional(),
});

/** Extra merit or flaw points a wizard step grants for one pack (e.g. a predator type's backgrounds). */
export const pointSpreadSchema = z.strictObject({
  type: z.enum(traitPackTypes),
  isFlaw: z.boolean(),
  packId: z.number().int(),
  points: z.number().int().min(0).max(50),
});

export const convictionSchema = z.strictObject({
  conviction: z.string().max(1_000).default(''),
  touchstone: z.string().max(1_000).default(''),
});

/**
 * The part of the sheet the three 5th-edition lines share: attributes and skills in three
 * categories, the wizard's skill spread and point spreads, merits and backgrounds.
 */
export const fifthEditionShape = {
  skillspread: skillSpreadSnapshotSchema.nullable().default(null),
  requiredPointSpreads: z.array(pointSpreadSchema).max(50).default([]),
  merits: traitCollectionSchema.prefault({}),
  backgrounds: traitCollectionSchema.prefault({}),
  categories: z.array(categorySchema).length(3).default(() => blankCategories()),
} as const;

/** A 5th-edition character, whatever its line. */
export interface FifthEditionCharacter {
  categories: Category[];
  skillspread: z.infer<typeof skillSpreadSnapshotSchema> | null;
  requiredPointSpreads: Array<z.infer<typeof pointSpreadSchema>>;
  merits: TraitCollection;
  backgrounds: TraitCollection;
  books: number[];
  health: number;
  willpower: number;
}

export { textField };

/** Whether a character belongs to one of the 5th-edition lines (it has their shared sheet parts). */
export function isFifthEdition<C extends object>(character: C): character is Extract<C, FifthEditionCharacter> {
  return 'categories' in character && 'merits' in character && 'backgrounds' in character;
}
