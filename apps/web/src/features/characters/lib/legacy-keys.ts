/** The keys the original product kept in local storage (docs/product-spec.md §9). */
export const legacyKeys = { directories: 'character-directories', ids: 'character-ids', character: (id: string) => `character-${id}` };

/** Parsed JSON, or `undefined` for a missing or broken value. */
export function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Whether the original product left characters in this browser. */
export function hasLegacyCharacters(storage: Pick<Storage, 'getItem'>): boolean {
  const ids = parseJson(storage.getItem(legacyKeys.ids));
  return Array.isArray(ids) && ids.length > 0;
}

/** After everything succeeded: the legacy keys can go. */
export function clearLegacyKeys(storage: Pick<Storage, 'getItem' | 'removeItem'>): void {
  const ids = parseJson(storage.getItem(legacyKeys.ids));
  if (Array.isArray(ids)) for (const id of ids) if (typeof id === 'string') storage.removeItem(legacyKeys.character(id));
  storage.removeItem(legacyKeys.ids);
  storage.removeItem(legacyKeys.directories);
}
