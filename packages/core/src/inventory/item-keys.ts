import type { Inventory } from './inventory.ts';

type Item = Inventory['carriedItems'][number];

/** What a catalogue gives for matching: the key and the name in one language. */
interface NamedItem {
  key: string;
  name: string;
  category: string;
}

/** A name as people type it: without accents, case or spaces ("Kräuterbündel" = "krauterbundel"). */
function folded(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * Items added before items kept their catalogue key (issue #47) get it back when their copied
 * name is a catalogue item's name in one of the given languages (the German copy an older
 * character holds, or the English one); custom items and names that match nothing stay as
 * they are. Answers `undefined` when nothing changed, so a caller writes only real changes.
 */
export function keyInventoryItems(inventory: Inventory, catalogues: ReadonlyArray<readonly NamedItem[]>): Inventory | undefined {
  const byName = new Map<string, string>();
  for (const catalogue of catalogues) for (const item of catalogue) if (!byName.has(folded(item.name))) byName.set(folded(item.name), item.key);
  let changed = false;
  const keyed = (list: Inventory['carriedItems']) =>
    list.map((item) => {
      if (item.isCustom || item.key) return item;
      const key = byName.get(folded(item.name));
      if (!key) return item;
      changed = true;
      return { ...item, key };
    });
  const next = { ...inventory, carriedItems: keyed(inventory.carriedItems), ownedItems: keyed(inventory.ownedItems) };
  return changed ? next : undefined;
}

/** How a kept item reads in the current language: the catalogue's texts by key, else what it copied. */
export function itemInLanguage<T extends { key?: string | undefined; name: string; description: string; category: string }>(item: T, catalogue: ReadonlyArray<NamedItem & { description: string }>): T {
  const found = item.key ? catalogue.find((entry) => entry.key === item.key) : undefined;
  return found ? { ...item, name: found.name, description: found.description, category: found.category } : item;
}

/** Both lists of an inventory as they read in the catalogue's language (the PDF prints them so). */
export function inventoryInLanguage<I extends { carriedItems: readonly Item[]; ownedItems: readonly Item[] }>(inventory: I, catalogue: ReadonlyArray<NamedItem & { description: string }>): I {
  return { ...inventory, carriedItems: inventory.carriedItems.map((item) => itemInLanguage(item, catalogue)), ownedItems: inventory.ownedItems.map((item) => itemInLanguage(item, catalogue)) };
}
