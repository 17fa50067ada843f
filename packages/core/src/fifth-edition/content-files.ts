import { z } from 'zod';
import { contentFile } from '../content/files.ts';
import {
  attributeInfoSchema,
  attributeInfoTranslationSchema,
  skillInfoSchema,
  skillInfoTranslationSchema,
  skillSpreadSchema,
  skillSpreadTranslationSchema,
} from './content.ts';
import { fifthEditionContentPaths } from './content-paths.ts';

/** The content files the three 5th-edition lines share: attributes, skills and skill spreads. */
export const fifthEditionContentFiles = {
  attributes: contentFile(fifthEditionContentPaths.attributes, z.array(attributeInfoSchema), z.array(attributeInfoTranslationSchema)),
  skills: contentFile(fifthEditionContentPaths.skills, z.array(skillInfoSchema), z.array(skillInfoTranslationSchema)),
  skillSpreads: contentFile(fifthEditionContentPaths.skillSpreads, z.array(skillSpreadSchema), z.array(skillSpreadTranslationSchema)),
} as const;
