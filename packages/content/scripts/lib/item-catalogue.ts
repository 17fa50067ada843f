import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { catalogueItemSchema, catalogueItemTranslationSchema, itemKeySchema } from '@vitae/core/content';

/**
 * A line's own item catalogue (issue #47): `authoring/<line>/items.json` holds the categories and
 * every item with its German and English name and description (our own words; no rules numbers
 * the reference does not have). The generator writes it to `<lang>/<line>/Items.json`.
 */
const text = z.strictObject({ de: z.string().min(1), en: z.string().min(1) });
const authoredCatalogue = z.strictObject({
  _comment: z.string().optional(),
  categories: z.record(z.string(), text),
  items: z.array(z.strictObject({ key: itemKeySchema, category: z.string(), name: text, description: text })),
});
export type AuthoredItemCatalogue = z.infer<typeof authoredCatalogue>;

/** Reads and checks `items.json` of one line's authoring folder (a broken file fails the run: the catalogue is small and whole). */
export function readItemCatalogue(authoringDir: string): AuthoredItemCatalogue {
  const file = join(authoringDir, 'items.json');
  if (!existsSync(file)) throw new Error(`${file}: missing (every line has its own item catalogue)`);
  const catalogue = authoredCatalogue.parse(JSON.parse(readFileSync(file, 'utf8')));
  const seen = new Set<string>();
  for (const item of catalogue.items) {
    if (seen.has(item.key)) throw new Error(`${file}: item key ${item.key} used twice`);
    seen.add(item.key);
    if (!catalogue.categories[item.category]) throw new Error(`${file}: item ${item.key} has unknown category ${item.category}`);
  }
  return catalogue;
}

/** The catalogue of both languages in authored order, as the bundle's `Items.json` holds it. */
export function buildItemCatalogue(catalogue: AuthoredItemCatalogue): Record<'de-DE' | 'en-US', unknown> {
  const build = (lang: 'de' | 'en') =>
    catalogue.items.map((item) => ({
      key: item.key,
      category: catalogue.categories[item.category]?.[lang] ?? '',
      name: item.name[lang],
      description: item.description[lang],
      isCustom: false as const,
    }));
  return { 'de-DE': z.array(catalogueItemSchema).parse(build('de')), 'en-US': z.array(catalogueItemTranslationSchema).parse(build('en')) };
}
