import { z } from 'zod';
import { completeText, translationText, type TextSchema } from '../../../content/text.ts';

/** Columns of the blood potency table that carry an explanation. */
export const bloodPotencyColumns = [
  'bleedingSpurt',
  'healedDamage',
  'disciplineBonus',
  'rouseRepeatDisciplineLevel',
  'baneLevel',
  'feedingPenalty',
] as const;
export type BloodPotencyColumn = (typeof bloodPotencyColumns)[number];

const small = z.number().int().min(0).max(10);

function bloodPotencyTableShape<T extends TextSchema>(text: T) {
  const row = z.strictObject({
    /** Blood potency 0–10. */
    value: small,
    /** Blood surge: bonus dice. */
    bleedingSpurt: small,
    /** Superficial damage mended per rouse check. */
    healedDamage: small,
    /** Dice added to discipline pools. */
    disciplineBonus: small,
    /** Rouse checks for powers up to this level may be re-rolled (0 = none). */
    rouseRepeatDisciplineLevel: small,
    /** Bane severity. */
    baneLevel: small,
    feedingPenalty: z.strictObject({
      /** How much Hunger animal and bagged blood slakes. */
      animalAndBaggedBlood: z.enum(['full', 'half', 'none']),
      /** Hunger slaked per human feeding is reduced by this. */
      humanSlakePenalty: small,
      /** Hunger cannot drop below this without draining and killing a human (`null` = no limit). */
      mustKillToGoBelowHunger: small.nullable(),
    }),
    /** The feeding penalty of this row in words. */
    explanation: text,
  });
  return z.strictObject({
    /** One explanation per column, shown above the table. */
    explanations: z.strictObject(
      Object.fromEntries(bloodPotencyColumns.map((column) => [column, text])) as Record<BloodPotencyColumn, T>,
    ),
    /** Rows 0–10, index = blood potency. */
    rows: z.array(row).length(11),
  });
}

/** The blood potency table in complete text. */
export const bloodPotencyTableSchema = bloodPotencyTableShape(completeText);
/** The blood potency table in an en-US file (`null` text = use German). */
export const bloodPotencyTableTranslationSchema = bloodPotencyTableShape(translationText);
export type BloodPotencyTable = z.infer<typeof bloodPotencyTableSchema>;
export type BloodPotencyTableRow = BloodPotencyTable['rows'][number];
