import { z } from 'zod';
import { optionalRestriction } from '../../../content/restriction.ts';
import { completeText, contentId, translationText, type TextSchema } from '../../../content/text.ts';
import { skillKeySchema } from '../../../fifth-edition/content.ts';

const count = z.number().int().positive();

/** The action types a predator type (or a clan bane) can carry (docs/product-spec.md §5). */
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
    z.strictObject({
      type: z.literal('additional_specialization'),
      data: z.strictObject({
        choices: z
          .array(
            z.strictObject({
              skill: skillKeySchema,
              specialty: text,
              /** The specialty is only a placeholder: the player types their own. */
              freeInput: z.boolean(),
            }),
          )
          .min(1),
      }),
    }),
    z.strictObject({
      type: z.literal('discipline_point'),
      data: z.strictObject({ choices: z.array(z.strictObject({ id: contentId, restriction: optionalRestriction })).min(1) }),
    }),
    z.strictObject({ type: z.literal('humanity_change'), data: z.strictObject({ amount: z.number().int() }) }),
    z.strictObject({ type: z.literal('blood_potency_change'), data: z.strictObject({ amount: z.number().int() }) }),
    z.strictObject({ type: z.literal('add_merit'), data: z.strictObject({ meritId: contentId, levelId: contentId }) }),
    z.strictObject({ type: z.literal('add_background'), data: z.strictObject({ backgroundId: contentId, levelId: contentId }) }),
    z.strictObject({ type: z.literal('add_background_points'), data: z.strictObject({ amount: count, backgroundId: contentId }) }),
    z.strictObject({
      type: z.literal('add_flaw'),
      data: z.strictObject({
        choices: z
          .array(
            z.strictObject({
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
    z.strictObject({
      type: z.literal('spend_background_points_between'),
      data: z.strictObject({ points: count, choices: z.array(contentId).min(1) }),
    }),
    z.strictObject({
      type: z.literal('spend_flaw_points_between'),
      data: z.strictObject({
        points: count,
        choices: z.array(z.strictObject({ type: z.enum(['merits', 'backgrounds']), id: contentId })).min(1),
      }),
    }),
  ]);
}

/** A predator-type (or clan) action in complete text. */
export const predatorActionSchema = predatorActionShape(completeText);
/** A predator-type (or clan) action in an en-US file. */
export const predatorActionTranslationSchema = predatorActionShape(translationText);
export type PredatorAction = z.infer<typeof predatorActionSchema>;
export type PredatorActionType = PredatorAction['type'];
