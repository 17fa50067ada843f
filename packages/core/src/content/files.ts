import { z } from 'zod';
import { predatorTypeSchema, predatorTypeTranslationSchema } from './predator-types.ts';
import { attributeInfoSchema, attributeInfoTranslationSchema, skillInfoSchema, skillInfoTranslationSchema, skillSpreadSchema, skillSpreadTranslationSchema } from './attributes-skills.ts';
import { bloodPotencyTableSchema, bloodPotencyTableTranslationSchema } from './blood-potency.ts';
import { clanSchema, clanTranslationSchema } from './clans.ts';
import { disciplineSchema, disciplineTranslationSchema } from './disciplines.ts';
import { catalogueItemSchema, catalogueItemTranslationSchema } from './items.ts';
import { customLexiconSchema, customLexiconTranslationSchema } from './lexicon.ts';
import { bloodRitualSchema, bloodRitualTranslationSchema, oblivionCeremonySchema, oblivionCeremonyTranslationSchema } from './rituals.ts';
import { traitPackSchema, traitPackTranslationSchema } from './traits.ts';
import type { ContentFileKey } from './file-names.ts';

export { contentFileKeys, contentFileNames, metaFileName } from './file-names.ts';
export type { ContentFileKey } from './file-names.ts';

/** Schema of each file in complete text (de-DE files, and any language after fallback). */
export const contentFileSchemas = {
  attributes: z.array(attributeInfoSchema),
  backgrounds: z.array(traitPackSchema),
  bloodPotencyTable: bloodPotencyTableSchema,
  bloodRituals: z.array(bloodRitualSchema),
  clans: z.array(clanSchema),
  customLexicon: customLexiconSchema,
  disciplines: z.array(disciplineSchema),
  items: z.array(catalogueItemSchema),
  merits: z.array(traitPackSchema),
  oblivionCeremonies: z.array(oblivionCeremonySchema),
  predatorTypes: z.array(predatorTypeSchema),
  skills: z.array(skillInfoSchema),
  skillSpreads: z.array(skillSpreadSchema),
} as const satisfies Record<ContentFileKey, z.ZodType>;

/** Schema of each file of a translation (en-US): same shape, `null` text falls back to German. */
export const contentTranslationFileSchemas = {
  attributes: z.array(attributeInfoTranslationSchema),
  backgrounds: z.array(traitPackTranslationSchema),
  bloodPotencyTable: bloodPotencyTableTranslationSchema,
  bloodRituals: z.array(bloodRitualTranslationSchema),
  clans: z.array(clanTranslationSchema),
  customLexicon: customLexiconTranslationSchema,
  disciplines: z.array(disciplineTranslationSchema),
  items: z.array(catalogueItemTranslationSchema),
  merits: z.array(traitPackTranslationSchema),
  oblivionCeremonies: z.array(oblivionCeremonyTranslationSchema),
  predatorTypes: z.array(predatorTypeTranslationSchema),
  skills: z.array(skillInfoTranslationSchema),
  skillSpreads: z.array(skillSpreadTranslationSchema),
} as const satisfies Record<ContentFileKey, z.ZodType>;

/** All content of one language with every text resolved. */
export type Content = { [K in ContentFileKey]: z.output<(typeof contentFileSchemas)[K]> };
/** All content of a translation as stored (text may be `null`). */
export type ContentTranslation = { [K in ContentFileKey]: z.output<(typeof contentTranslationFileSchemas)[K]> };
