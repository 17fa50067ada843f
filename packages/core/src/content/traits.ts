import { z } from 'zod';
import { specialRuleSchema, traitActionSchema } from './actions.ts';
import { optionalRestriction } from './restriction.ts';
import { contentId, dotLevel, type TextSchema } from './text.ts';

/** Which file a pack lives in. */
export const traitPackTypes = ['merits', 'backgrounds'] as const;

function traitShape<T extends TextSchema>(text: T) {
  return z.looseObject({
    /** Unique inside its pack and side (advantages or disadvantages). */
    id: contentId,
    level: dotLevel.default(1),
    name: text,
    description: text,
    /** The trait may be taken more than once. */
    isRepeatable: z.boolean().default(false),
    restriction: optionalRestriction,
    /** Needs one of these traits (same pack, same side) first, e.g. Haven extras need a Haven size. */
    requirement: z.object({ type: z.literal('or'), values: z.array(contentId).min(1) }).nullable().default(null),
    /** How often the trait may be raised: capped at `amount`, or only while trait `size` is owned. */
    restrictRepeats: z.object({ size: contentId.nullable().default(null), amount: z.number().int().positive() }).nullable().default(null),
    /** Special rules, e.g. `cap_skill`. */
    actions: z.array(traitActionSchema).default([]),
  });
}

function traitPackShape<T extends TextSchema>(text: T) {
  return z.looseObject({
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
export const traitSchema = traitShape(z.string());
/** A merit or background pack in complete text. */
export const traitPackSchema = traitPackShape(z.string());
/** A merit or background pack in an en-US file (`null` text = use German). */
export const traitPackTranslationSchema = traitPackShape(z.string().nullable());
export type Trait = z.infer<typeof traitSchema>;
export type TraitPack = z.infer<typeof traitPackSchema>;
export type TraitPackType = TraitPack['type'];
