import { z } from 'zod';
import { contentFile, type ContentOf, type TranslationOf } from '../../../content/files.ts';
import { customLexiconSchema, customLexiconTranslationSchema } from '../../../content/lexicon.ts';
import { itemCatalogueFile } from '../../../content/shared-files.ts';
import { m20ContentPaths as paths } from './paths.ts';
import {
  abilitySchema,
  abilityTranslationSchema,
  archetypeSchema,
  archetypeTranslationSchema,
  essenceSchema,
  essenceTranslationSchema,
  factionSchema,
  factionTranslationSchema,
  m20AttributeSchema,
  m20AttributeTranslationSchema,
  m20BackgroundSchema,
  m20BackgroundTranslationSchema,
  m20RulesSchema,
  m20RulesTranslationSchema,
  meritsFileSchema,
  meritsFileTranslationSchema,
  spheresFileSchema,
  spheresFileTranslationSchema,
  wonderTypeSchema,
  wonderTypeTranslationSchema,
} from './schemas.ts';

/** Every content file a mage needs, its own item catalogue included. */
export const m20ContentFiles = {
  items: itemCatalogueFile(paths.items),
  abilities: contentFile(paths.abilities, z.array(abilitySchema), z.array(abilityTranslationSchema)),
  archetypes: contentFile(paths.archetypes, z.array(archetypeSchema), z.array(archetypeTranslationSchema)),
  attributes: contentFile(paths.attributes, z.array(m20AttributeSchema), z.array(m20AttributeTranslationSchema)),
  backgrounds: contentFile(paths.backgrounds, z.array(m20BackgroundSchema), z.array(m20BackgroundTranslationSchema)),
  customLexicon: contentFile(paths.customLexicon, customLexiconSchema, customLexiconTranslationSchema),
  essences: contentFile(paths.essences, z.array(essenceSchema), z.array(essenceTranslationSchema)),
  factions: contentFile(paths.factions, z.array(factionSchema), z.array(factionTranslationSchema)),
  merits: contentFile(paths.merits, meritsFileSchema, meritsFileTranslationSchema),
  rules: contentFile(paths.rules, m20RulesSchema, m20RulesTranslationSchema),
  spheres: contentFile(paths.spheres, spheresFileSchema, spheresFileTranslationSchema),
  wonders: contentFile(paths.wonders, z.array(wonderTypeSchema), z.array(wonderTypeTranslationSchema)),
} as const;

/** All Mage content of one language with every text resolved. */
export type M20Content = ContentOf<typeof m20ContentFiles>;
export type M20ContentTranslation = TranslationOf<typeof m20ContentFiles>;
export type M20ContentKey = keyof M20Content;
