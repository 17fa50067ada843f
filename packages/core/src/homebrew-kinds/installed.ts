import type { HomebrewKindSpec, StoredKindItem } from './kind.ts';

/** Installed (or own) items of the kinds defined with `defineHomebrewKind`, by kind name. */
export type KindLists = Record<string, StoredKindItem[]>;

/** Reads the lists of `specs` from a stored document; items this version cannot read are left out and counted. */
export function parseKindLists(raw: unknown, specs: readonly HomebrewKindSpec[]): { lists: KindLists; dropped: number } {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const lists: KindLists = {};
  let dropped = 0;
  for (const spec of specs) {
    const entries = Array.isArray(record[spec.kind]) ? (record[spec.kind] as unknown[]) : [];
    const items: StoredKindItem[] = [];
    for (const entry of entries) {
      try {
        items.push(spec.parse(entry));
      } catch {
        // An item this version cannot read is left out rather than losing the whole list.
        dropped += 1;
      }
    }
    lists[spec.kind] = items;
  }
  return { lists, dropped };
}

/** Installs (or updates) one item: it replaces the entry with its id or is appended. */
export function installKindItem(lists: KindLists, kind: string, item: StoredKindItem): KindLists {
  const list = lists[kind] ?? [];
  const index = list.findIndex((entry) => entry.id === item.id);
  return { ...lists, [kind]: index < 0 ? [...list, item] : list.map((entry, at) => (at === index ? item : entry)) };
}

export function uninstallKindItem(lists: KindLists, kind: string, id: number): KindLists {
  return { ...lists, [kind]: (lists[kind] ?? []).filter((entry) => entry.id !== id) };
}

/**
 * Every item of each kind once: own and installed copies of one item collapse to the highest
 * version (the author's own copy on a tie, so list it first).
 */
export function newestKindItems(...sources: readonly KindLists[]): KindLists {
  const result: KindLists = {};
  for (const source of sources) {
    for (const [kind, items] of Object.entries(source)) {
      const byId = new Map((result[kind] ?? []).map((item) => [item.id, item]));
      for (const item of items) {
        const seen = byId.get(item.id);
        if (!seen || item.version > seen.version) byId.set(item.id, item);
      }
      result[kind] = [...byId.values()];
    }
  }
  return result;
}
