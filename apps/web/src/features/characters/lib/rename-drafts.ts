import { useSyncExternalStore } from 'react';

/**
 * The names being typed in the list's rename fields, by character id. Kept outside the rows: when
 * the drag layer arrives the rows are mounted anew (other components), and a half-typed name must
 * survive that. Each row listens to its own entry only.
 */
const drafts = new Map<string, string>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `undefined` ends renaming. */
export function setRenameDraft(characterId: string, name: string | undefined): void {
  if (name === undefined) drafts.delete(characterId);
  else drafts.set(characterId, name);
  listeners.forEach((listener) => listener());
}

/** The list is left: no rename stays open for the next visit. */
export function clearRenameDrafts(): void {
  drafts.clear();
  listeners.forEach((listener) => listener());
}

/** The name being typed for this character, or `undefined` when it is not being renamed. */
export function useRenameDraft(characterId: string): string | undefined {
  return useSyncExternalStore(subscribe, () => drafts.get(characterId));
}
