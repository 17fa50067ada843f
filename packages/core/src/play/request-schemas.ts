import { z } from 'zod';
import { maxRollLabelLength } from './roll-schemas.ts';
import { uuid } from './schema-parts.ts';

/** VitaePlay's roll requests: the storyteller asks one or several players for a roll by traits. */

/** A roll request names at most this many traits (attribute, skill and what a line adds). */
export const maxRollRequestTraits = 4;
/**
 * A trait a roll request names, as the sheet's roll panel keys it (`attributes:dex`,
 * `skills:stealth`, `abilities:awareness`): the player's sheet reads its current rating.
 */
export const rollTraitIdSchema = z
  .string()
  .max(120)
  .regex(/^[a-z]+:\S/, { message: 'a trait id is kind:key, e.g. attributes:dex' });
const rollRequestTraitsSchema = z.array(rollTraitIdSchema).max(maxRollRequestTraits);
/** Players one roll request may ask at once (one prompt each; their answers gather in one card). */
export const maxRollRequestTargets = 12;

export const rollRequestMessageBodySchema = z.strictObject({
  kind: z.literal('rollRequest'),
  label: z.string(),
  characterId: uuid.nullable(),
  /** The traits whose current ratings make the pool (empty: `pool`, or the player chooses); older messages have none. */
  traits: rollRequestTraitsSchema.default([]),
  pool: z.number().int().nullable(),
  /** Roll with the character's special dice (its line's). */
  special: z.boolean(),
  difficulty: z.number().int().nullable(),
  secret: z.boolean(),
  /** The requests made together (to several players) share this id; single requests have `null`, older ones none. */
  group: uuid.nullable().optional(),
});

/** One player (and their character) a request asks. */
export const rollRequestTargetSchema = z.strictObject({ userId: uuid, characterId: uuid.nullable().default(null) });
/**
 * Storyteller: asks one player (`userId`, `characterId`) or several (`targets`) for a roll; each
 * player's sheet prompts it. Several: one request message each, sharing a `group` id.
 */
export const rollRequestBodySchema = z
  .strictObject({
    userId: uuid.optional(),
    characterId: uuid.nullable().default(null),
    targets: z.array(rollRequestTargetSchema).min(1).max(maxRollRequestTargets).optional(),
    label: z.string().trim().min(1).max(maxRollLabelLength),
    /** Trait ids of the character's sheet; the player's prompt sums their current ratings. Needs `characterId` (400 `roll_traits_need_character`). */
    traits: rollRequestTraitsSchema.default([]),
    pool: z.number().int().min(1).max(50).nullable().default(null),
    special: z.boolean().default(false),
    difficulty: z.number().int().min(0).max(50).nullable().default(null),
    secret: z.boolean().default(false),
  })
  .refine((value) => (value.userId === undefined) !== (value.targets === undefined), { message: 'name either userId or targets' });
export type RollRequestBody = z.input<typeof rollRequestBodySchema>;
