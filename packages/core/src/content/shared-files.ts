import { z } from 'zod';
import { contentFile } from './files.ts';
import { catalogueItemSchema, catalogueItemTranslationSchema } from './items.ts';
import { sharedContentPaths } from './shared-paths.ts';

/** An item catalogue file at `path` (every line has one: Vampire's at the top, the others in their folders). */
export function itemCatalogueFile<P extends string>(path: P) {
  return contentFile(path, z.array(catalogueItemSchema), z.array(catalogueItemTranslationSchema));
}

/** Content outside a line's folder: the Vampire item catalogue (`Items.json`). */
export const sharedContentFiles = {
  items: itemCatalogueFile(sharedContentPaths.items),
} as const;
