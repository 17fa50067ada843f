import { z } from 'zod';
import { contentFile } from './files.ts';
import { catalogueItemSchema, catalogueItemTranslationSchema } from './items.ts';
import { sharedContentPaths } from './shared-paths.ts';

/** Content every game line uses: the equipment catalogue of the inventory. */
export const sharedContentFiles = {
  items: contentFile(sharedContentPaths.items, z.array(catalogueItemSchema), z.array(catalogueItemTranslationSchema)),
} as const;
