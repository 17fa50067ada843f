import { z } from 'zod';
import { optionalRestriction } from '../content/restriction.ts';
import { completeText, contentId, dotLevel, translationText, type TextSchema } from '../content/text.ts';
import { skillKeySchema } from './content.ts';

/** The one special rule a trait can carry: caps a skill while creating a character (e.g. Illiterate). */
export const traitActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('cap_skill'), data: z.strictObject({ skill: skillKeySchema, value: z.number().int().min(0).max(5) }) }),
]);
export type TraitAction = z.infer<typeof traitActionSchema>;

/** Extra flags on a background pack that need their own UI (docs/product-spec.md §5). */
export const specialRules = ['none', 'allies', 'haven', 'mask'] as const;
export const specialRuleSchema = z.enum(specialRules);
export type SpecialRule = z.infer<typeof specialRuleSchema>;

/** Which file a pack lives in. */
export const traitPackTypes = ['merits', 'backgrounds'] as const;

function traitShape<T extends TextSchema>(text: T) {
  return z.strictObject({
    /** Unique inside its pack and side (advantages or disadvantages). */
    id: contentId,
    level: dotLevel.default(1),
    name: text,
    description: text,
    /** The trait may be taken more than once. */
    isRepeatable: z.boolean().default(false),
    restriction: optionalRestriction,
    /** Needs one of these traits (same pack, same side) first, e.g. Haven extras need a Haven size. */
    requirement: z.strictObject({ type: z.literal('or'), values: z.array(contentId).min(1) }).nullable().default(null),
    /** How often the trait may be raised: capped at `amount`, or only while trait `size` is owned. */
    restrictRepeats: z.strictObject({ size: contentId.nullable().default(null), amount: z.number().int().positive() }).nullable().default(null),
    /** Special rules, e.g. `cap_skill`. */
    actions: z.array(traitActionSchema).default([]),
    /**
     * At most one exclusive trait of a pack, merit or flaw alike: the Looks traits (Beautiful,
     * Stunning, Ugly, Repulsive) describe one face and rule each other out. Absent = not exclusive.
     */
    exclusive: z.boolean().optional(),
  });
}

function traitPackShape<T extends TextSchema>(text: T) {
  return z.strictObject({
    id: contentId,
    type: z.enum(traitPackTypes),
    name: text,
    description: text,
    /** More than one entry of the pack may be taken. */
    isCombinable: z.boolean().default(true),
    specialRules: specialRuleSchema.default('none'),
    restriction: optionalRestriction,
    /** Merits (or background dots). */
    advantages: z.array(traitShape(text)),
    /** Flaws. */
    disadvantages: z.array(traitShape(text)),
  });
}

/** A merit or background trait in complete text. */
export const traitSchema = traitShape(completeText);
/** A merit or background pack in complete text. */
export const traitPackSchema = traitPackShape(completeText);
/** A merit or background pack in an en-US file (`null` text = use German). */
export const traitPackTranslationSchema = traitPackShape(translationText);
export type Trait = z.infer<typeof traitSchema>;
export type TraitPack = z.infer<typeof traitPackSchema>;
export type TraitPackType = TraitPack['type'];
