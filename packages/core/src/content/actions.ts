import { z } from 'zod';
import { skillKeys } from '../character/keys.ts';
import { optionalRestriction } from './restriction.ts';
import { contentId, type TextSchema } from './text.ts';

const allSkillKeys = [...skillKeys.physical, ...skillKeys.social, ...skillKeys.mental] as const;
/** One of the 27 skill keys (`ath`, `bra`, …). */
export const skillKeySchema = z.enum(allSkillKeys);

const count = z.number().int().positive();

/** The action types a predator type (or a clan bane) can carry (spec §5). */
export const predatorActionTypes = [
  'additional_specialization',
  'discipline_point',
  'humanity_change',
  'add_merit',
  'add_background',
  'add_background_points',
  'add_flaw',
  'blood_potency_change',
  'spend_background_points_between',
  'spend_flaw_points_between',
] as const;

/**
 * Builds the predator-action union over a text schema (complete or translation).
 * `add_flaw` choices point at a disadvantage (`flawId`) inside a merit or background pack (`id`);
 * `add_merit`/`add_background` point at an advantage (`levelId`) inside a pack.
 */
export function predatorActionShape<T extends TextSchema>(text: T) {
  return z.discriminatedUnion('type', [
    z.object({
      type: z.literal('additional_specialization'),
      data: z.object({
        choices: z
          .array(
            z.object({
              skill: skillKeySchema,
              specialty: text,
              /** The specialty is only a placeholder: the player types their own. */
              freeInput: z.boolean(),
            }),
          )
          .min(1),
      }),
    }),
    z.object({
      type: z.literal('discipline_point'),
      data: z.object({ choices: z.array(z.object({ id: contentId, restriction: optionalRestriction })).min(1) }),
    }),
    z.object({ type: z.literal('humanity_change'), data: z.object({ amount: z.number().int() }) }),
    z.object({ type: z.literal('blood_potency_change'), data: z.object({ amount: z.number().int() }) }),
    z.object({ type: z.literal('add_merit'), data: z.object({ meritId: contentId, levelId: contentId }) }),
    z.object({ type: z.literal('add_background'), data: z.object({ backgroundId: contentId, levelId: contentId }) }),
    z.object({ type: z.literal('add_background_points'), data: z.object({ amount: count, backgroundId: contentId }) }),
    z.object({
      type: z.literal('add_flaw'),
      data: z.object({
        choices: z
          .array(
            z.object({
              type: z.enum(['merit', 'background']),
              id: contentId,
              flawId: contentId,
              /** Overrides the flaw's own level. */
              customLevel: z.number().int().min(1).max(5).nullable().default(null),
              /** Short note shown after the flaw name, e.g. the excluded prey. */
              suffix: z.nullable(text).default(null),
            }),
          )
          .min(1),
      }),
    }),
    z.object({
      type: z.literal('spend_background_points_between'),
      data: z.object({ points: count, choices: z.array(contentId).min(1) }),
    }),
    z.object({
      type: z.literal('spend_flaw_points_between'),
      data: z.object({
        points: count,
        choices: z.array(z.object({ type: z.enum(['merits', 'backgrounds']), id: contentId })).min(1),
      }),
    }),
  ]);
}

/** A predator-type (or clan) action in complete text. */
export const predatorActionSchema = predatorActionShape(z.string());
/** A predator-type (or clan) action in an en-US file. */
export const predatorActionTranslationSchema = predatorActionShape(z.string().nullable());
export type PredatorAction = z.infer<typeof predatorActionSchema>;
export type PredatorActionType = PredatorAction['type'];

/** The one special rule a trait can carry: caps a skill while creating a character (e.g. Illiterate). */
export const traitActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('cap_skill'), data: z.object({ skill: skillKeySchema, value: z.number().int().min(0).max(5) }) }),
]);
export type TraitAction = z.infer<typeof traitActionSchema>;

/** Extra flags on a background pack that need their own UI (spec §5). */
export const specialRules = ['none', 'allies', 'haven', 'mask'] as const;
export const specialRuleSchema = z.enum(specialRules);
export type SpecialRule = z.infer<typeof specialRuleSchema>;
