import { z } from 'zod';
import { completeText, translationText, type TextSchema } from '../../../content/text.ts';
import { categoryNames } from '../../../fifth-edition/keys.ts';
import { skillKeySchema } from '../../../fifth-edition/content.ts';
import { formIds } from '../keys.ts';

/** What a form's modifier applies to: every pool with an attribute of a category, or pools with one skill. */
export const formTargetSchema = z.union([z.enum(categoryNames), skillKeySchema]);
export type FormTarget = z.infer<typeof formTargetSchema>;

function formShape<T extends TextSchema>(text: T) {
  return z.strictObject({
    id: z.enum(formIds),
    name: text,
    /** The form's epithet ("the war form"). */
    title: text,
    /** Rage Checks the shift into this form costs. */
    rageChecks: z.number().int().min(0).max(3),
    poolModifiers: z.array(
      z.strictObject({
        applies: formTargetSchema,
        dice: z.number().int().min(-5).max(5),
        /** Pools with one of these skills do not get it. */
        except: z.array(skillKeySchema).default([]),
        /** Applies only in some situations (the player decides, the roll panel asks). */
        conditional: z.boolean().default(false),
        note: z.nullable(text).default(null),
      }),
    ),
    /** Tests that fail in this form whatever the dice. */
    automaticFailures: z.array(z.strictObject({ applies: formTargetSchema, except: z.array(skillKeySchema).default([]) })).default([]),
    /** Extra Health boxes while in the form. */
    healthBonus: z.number().int().min(0).max(5),
    /** Health healed per Rage Check spent on regeneration (0 = none). */
    regeneration: z.number().int().min(0).max(5),
    /** Ordinary humans who see it fall into the Delirium. */
    delirium: z.boolean(),
    features: z.array(text),
    restrictions: z.array(text),
    description: text,
  });
}

export const formSchema = formShape(completeText);
export const formTranslationSchema = formShape(translationText);
export type Form = z.infer<typeof formSchema>;
