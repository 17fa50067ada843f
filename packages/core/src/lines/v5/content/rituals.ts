import { z } from 'zod';
import { powerKeySchema } from './disciplines.ts';
import { completeText, contentId, dotLevel, translationText, type TextSchema } from '../../../content/text.ts';

function bloodRitualShape<T extends TextSchema>(text: T) {
  return z.strictObject({
    id: contentId,
    level: dotLevel,
    name: text,
    /** What the ritual does and how it is performed, in a few sentences. */
    summary: text,
  });
}

function oblivionCeremonyShape<T extends TextSchema>(text: T) {
  const fact = z.nullable(text).default(null);
  return z.strictObject({
    id: contentId,
    level: dotLevel,
    name: text,
    summary: text,
    /** Key of the Oblivion power the ceremony needs (`11-level-id`). */
    prerequisite: powerKeySchema.nullable().default(null),
    cost: fact,
    dicePool: fact,
    /** The cult or faction that practises it (`null` = general). */
    cult: fact,
    duration: fact,
  });
}

/** A Blood Sorcery ritual in complete text. */
export const bloodRitualSchema = bloodRitualShape(completeText);
/** A Blood Sorcery ritual in an en-US file (`null` text = use German). */
export const bloodRitualTranslationSchema = bloodRitualShape(translationText);
/** An Oblivion ceremony in complete text. */
export const oblivionCeremonySchema = oblivionCeremonyShape(completeText);
/** An Oblivion ceremony in an en-US file (`null` text = use German). */
export const oblivionCeremonyTranslationSchema = oblivionCeremonyShape(translationText);
export type BloodRitual = z.infer<typeof bloodRitualSchema>;
export type OblivionCeremony = z.infer<typeof oblivionCeremonySchema>;
