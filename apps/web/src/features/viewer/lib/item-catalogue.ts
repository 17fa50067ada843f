import type { CatalogueItem } from '@vitae/core/content';

/** The pseudo-category "Alle Gegenstände" / "All items" of the add-item dialog. */
export const allCategories = '*';

export interface ItemGroup {
  category: string;
  items: CatalogueItem[];
}

/** Lower case without accents, so "zauber" finds "Zaubermittel" and "rauchern" finds "Räuchern". */
function folded(text: string, language: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(language);
}

/**
 * The catalogue as the dialog shows it: only the chosen category (or all), only items whose name,
 * description or category holds every word of the search, grouped by category; categories and
 * items each sorted by name in the current language.
 */
export function groupItems(items: readonly CatalogueItem[], { category, search, language }: { category: string; search: string; language: string }): ItemGroup[] {
  const words = folded(search, language).split(/\s+/).filter(Boolean);
  const matches = (item: CatalogueItem) => {
    const text = folded(`${item.name} ${item.description} ${item.category}`, language);
    return words.every((word) => text.includes(word));
  };
  const byName = (a: string, b: string) => a.localeCompare(b, language);
  const groups = new Map<string, CatalogueItem[]>();
  for (const item of items) {
    if (category !== allCategories && item.category !== category) continue;
    if (!matches(item)) continue;
    groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  }
  return [...groups]
    .sort(([a], [b]) => byName(a, b))
    .map(([name, members]) => ({ category: name, items: members.sort((a, b) => byName(a.name, b.name)) }));
}
