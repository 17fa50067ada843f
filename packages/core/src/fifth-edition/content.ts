import { z } from 'zod';
import { completeText, contentId, translationText, type TextSchema } from '../content/text.ts';
import { allAttributeKeys, allSkillKeys, categoryNames } from './keys.ts';

/** One of the 27 skill keys (`ath`, `bra`, …). */
export const skillKeySchema = z.enum(allSkillKeys);

function attributeShape<T extends TextSchema>(text: T) {
  return z.strictObject({
    key: z.enum(allAttributeKeys),
    category: z.enum(categoryNames),
    name: text,
    description: text,
  });
}

function skillShape<T extends TextSchema>(text: T) {
  return z.strictObject({
    key: skillKeySchema,
    category: z.enum(categoryNames),
    name: text,
    description: text,
    /** Suggested specialities every line shares; an empty list in en-US means "use the German list". */
    specialities: z.array(text).default([]),
    /** Suggestions only one line's characters see, by line id (a vampire's "Hämatologie" is no werewolf's). */
    lineSpecialities: z.record(z.string(), z.array(text)).default({}),
  });
}

function skillSpreadShape<T extends TextSchema>(text: T) {
  return z.strictObject({
    id: contentId,
    name: text,
    /** "amount skills at points dots", highest points first. */
    spread: z.array(z.strictObject({ amount: z.number().int().positive(), points: z.number().int().min(1).max(5) })).min(1),
  });
}

/** An attribute in complete text. */
export const attributeInfoSchema = attributeShape(completeText);
export const attributeInfoTranslationSchema = attributeShape(translationText);
/** A skill in complete text. */
export const skillInfoSchema = skillShape(completeText);
export const skillInfoTranslationSchema = skillShape(translationText);
/** A skill spread preset in complete text. */
export const skillSpreadSchema = skillSpreadShape(completeText);
export const skillSpreadTranslationSchema = skillSpreadShape(translationText);
export type AttributeInfo = z.infer<typeof attributeInfoSchema>;
export type SkillInfo = z.infer<typeof skillInfoSchema>;
export type SkillSpread = z.infer<typeof skillSpreadSchema>;

/** The three skill spreads of the creation wizard (docs/product-spec.md §3, docs/behaviour-notes.md §2.6) with their names. */
export const skillSpreadPresets = [
  { id: 1, name: { de: 'Tausendsassa', en: 'Jack of All Trades' }, spread: [{ amount: 1, points: 3 }, { amount: 8, points: 2 }, { amount: 10, points: 1 }] },
  { id: 2, name: { de: 'Ausgewogen', en: 'Balanced' }, spread: [{ amount: 3, points: 3 }, { amount: 5, points: 2 }, { amount: 7, points: 1 }] },
  { id: 3, name: { de: 'Spezialist', en: 'Specialist' }, spread: [{ amount: 1, points: 4 }, { amount: 3, points: 3 }, { amount: 3, points: 2 }, { amount: 3, points: 1 }] },
] as const;

/** The specialities a character of `line` is offered for a skill: the shared ones, then its line's own. */
export function specialitySuggestions(skill: Pick<SkillInfo, 'specialities' | 'lineSpecialities'>, line: string): readonly string[] {
  return [...skill.specialities, ...(skill.lineSpecialities[line] ?? [])];
}
