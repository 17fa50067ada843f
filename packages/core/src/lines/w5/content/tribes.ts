import { z } from 'zod';
import { completeText, translationText, type TextSchema } from '../../../content/text.ts';
import { renownKeys, slugId } from '../keys.ts';

function tribeShape<T extends TextSchema>(text: T) {
  return z.strictObject({
    id: slugId,
    name: text,
    patronSpirit: text,
    /** The Renown the tribe's patron favours: two of the three starting dots go here. */
    favoredRenown: z.enum(renownKeys),
    description: text,
    /** The patron's favour, as a short rule. */
    favor: text,
    /** The patron's ban, as a short rule. */
    ban: text,
    /** A player tribe of the core rules; the others' favour and ban are suggestions. */
    core: z.boolean(),
  });
}

/** A tribe in complete text. */
export const tribeSchema = tribeShape(completeText);
export const tribeTranslationSchema = tribeShape(translationText);
export type Tribe = z.infer<typeof tribeSchema>;
