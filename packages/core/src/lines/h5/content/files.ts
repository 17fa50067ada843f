import { z } from 'zod';
import { contentFile, type ContentOf } from '../../../content/files.ts';
import { customLexiconSchema, customLexiconTranslationSchema } from '../../../content/lexicon.ts';
import { itemCatalogueFile } from '../../../content/shared-files.ts';
import { fifthEditionContentFiles } from '../../../fifth-edition/content-files.ts';
import { traitPackSchema, traitPackTranslationSchema } from '../../../fifth-edition/trait-packs.ts';
import { creedSchema, creedTranslationSchema, driveSchema, driveTranslationSchema } from './creeds.ts';
import { edgeSchema, edgeTranslationSchema } from './edges.ts';
import { h5ContentPaths as paths } from './paths.ts';

/** Every content file a hunter needs, shared ones included. */
export const h5ContentFiles = {
  items: itemCatalogueFile(paths.items),
  ...fifthEditionContentFiles,
  merits: contentFile(paths.merits, z.array(traitPackSchema), z.array(traitPackTranslationSchema)),
  backgrounds: contentFile(paths.backgrounds, z.array(traitPackSchema), z.array(traitPackTranslationSchema)),
  customLexicon: contentFile(paths.customLexicon, customLexiconSchema, customLexiconTranslationSchema),
  creeds: contentFile(paths.creeds, z.array(creedSchema), z.array(creedTranslationSchema)),
  drives: contentFile(paths.drives, z.array(driveSchema), z.array(driveTranslationSchema)),
  edges: contentFile(paths.edges, z.array(edgeSchema), z.array(edgeTranslationSchema)),
} as const;

/** All Hunter content of one language with every text resolved. */
export type H5Content = ContentOf<typeof h5ContentFiles>;
