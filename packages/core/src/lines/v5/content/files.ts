import { z } from 'zod';
import { contentFile, type ContentOf, type TranslationOf } from '../../../content/files.ts';
import { customLexiconSchema, customLexiconTranslationSchema } from '../../../content/lexicon.ts';
import { sharedContentFiles } from '../../../content/shared-files.ts';
import { fifthEditionContentFiles } from '../../../fifth-edition/content-files.ts';
import { traitPackSchema, traitPackTranslationSchema } from '../../../fifth-edition/trait-packs.ts';
import { bloodPotencyTableSchema, bloodPotencyTableTranslationSchema } from './blood-potency.ts';
import { clanSchema, clanTranslationSchema } from './clans.ts';
import { disciplineSchema, disciplineTranslationSchema } from './disciplines.ts';
import { v5ContentPaths as paths } from './paths.ts';
import { predatorTypeSchema, predatorTypeTranslationSchema } from './predator-types.ts';
import { bloodRitualSchema, bloodRitualTranslationSchema, oblivionCeremonySchema, oblivionCeremonyTranslationSchema } from './rituals.ts';

/** Every content file a vampire needs, shared ones included. */
export const v5ContentFiles = {
  ...sharedContentFiles,
  ...fifthEditionContentFiles,
  backgrounds: contentFile(paths.backgrounds, z.array(traitPackSchema), z.array(traitPackTranslationSchema)),
  bloodPotencyTable: contentFile(paths.bloodPotencyTable, bloodPotencyTableSchema, bloodPotencyTableTranslationSchema),
  bloodRituals: contentFile(paths.bloodRituals, z.array(bloodRitualSchema), z.array(bloodRitualTranslationSchema)),
  clans: contentFile(paths.clans, z.array(clanSchema), z.array(clanTranslationSchema)),
  customLexicon: contentFile(paths.customLexicon, customLexiconSchema, customLexiconTranslationSchema),
  disciplines: contentFile(paths.disciplines, z.array(disciplineSchema), z.array(disciplineTranslationSchema)),
  merits: contentFile(paths.merits, z.array(traitPackSchema), z.array(traitPackTranslationSchema)),
  oblivionCeremonies: contentFile(paths.oblivionCeremonies, z.array(oblivionCeremonySchema), z.array(oblivionCeremonyTranslationSchema)),
  predatorTypes: contentFile(paths.predatorTypes, z.array(predatorTypeSchema), z.array(predatorTypeTranslationSchema)),
} as const;

/** All Vampire content of one language with every text resolved. */
export type V5Content = ContentOf<typeof v5ContentFiles>;
export type V5ContentTranslation = TranslationOf<typeof v5ContentFiles>;
export type V5ContentKey = keyof V5Content;
