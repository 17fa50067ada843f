import { z } from 'zod';
import { contentFile, type ContentOf, type TranslationOf } from '../../../content/files.ts';
import { customLexiconSchema, customLexiconTranslationSchema } from '../../../content/lexicon.ts';
import { itemCatalogueFile } from '../../../content/shared-files.ts';
import { fifthEditionContentFiles } from '../../../fifth-edition/content-files.ts';
import { traitPackSchema, traitPackTranslationSchema } from '../../../fifth-edition/trait-packs.ts';
import { auspiceSchema, auspiceTranslationSchema, renownInfoSchema, renownInfoTranslationSchema } from './auspices.ts';
import { formSchema, formTranslationSchema } from './forms.ts';
import { giftSchema, giftTranslationSchema, riteSchema, riteTranslationSchema } from './gifts.ts';
import { w5ContentPaths as paths } from './paths.ts';
import { tribeSchema, tribeTranslationSchema } from './tribes.ts';

/** Every content file a werewolf needs, shared ones included. */
export const w5ContentFiles = {
  items: itemCatalogueFile(paths.items),
  ...fifthEditionContentFiles,
  auspices: contentFile(paths.auspices, z.array(auspiceSchema), z.array(auspiceTranslationSchema)),
  backgrounds: contentFile(paths.backgrounds, z.array(traitPackSchema), z.array(traitPackTranslationSchema)),
  customLexicon: contentFile(paths.customLexicon, customLexiconSchema, customLexiconTranslationSchema),
  forms: contentFile(paths.forms, z.array(formSchema), z.array(formTranslationSchema)),
  gifts: contentFile(paths.gifts, z.array(giftSchema), z.array(giftTranslationSchema)),
  merits: contentFile(paths.merits, z.array(traitPackSchema), z.array(traitPackTranslationSchema)),
  renown: contentFile(paths.renown, z.array(renownInfoSchema), z.array(renownInfoTranslationSchema)),
  rites: contentFile(paths.rites, z.array(riteSchema), z.array(riteTranslationSchema)),
  tribes: contentFile(paths.tribes, z.array(tribeSchema), z.array(tribeTranslationSchema)),
} as const;

/** All Werewolf content of one language with every text resolved. */
export type W5Content = ContentOf<typeof w5ContentFiles>;
export type W5ContentTranslation = TranslationOf<typeof w5ContentFiles>;
