import type { StoredCharacter } from '@vitae/core/api';
import { CharacterTooNewError, migrateCharacter } from '@vitae/core/migrate';
import { applyPatch, type PatchOperation } from '@vitae/core/patch';
import { localChanges } from '../rebase.ts';
import type { CachedCharacter } from '../offline-cache.ts';
import type { Internal } from './entry.ts';

/** Applies each operation that still fits (an edit inside something removed meanwhile is left out). */
export function applyEach(character: StoredCharacter, patch: readonly PatchOperation[]): StoredCharacter {
  let result = character;
  for (const operation of patch) {
    try {
      result = applyPatch(result, [operation]);
    } catch {
      console.error('An edit no longer fits the character and was left out');
    }
  }
  return result;
}

/**
 * A character as it came from the server, brought to the shape this page knows (the same named
 * migrations the server runs). One written by a newer Vitae is kept as it is and marked, so it
 * is shown but never saved over by this older page.
 */
export function currentShape(received: StoredCharacter): { character: StoredCharacter; tooNew: boolean } {
  try {
    const { value, applied } = migrateCharacter(received);
    // The migrations turn any older stored shape into the current one; the server validated it when it was written.
    return { character: applied.length > 0 ? (value as StoredCharacter) : received, tooNew: false };
  } catch (error) {
    if (error instanceof CharacterTooNewError) return { character: received, tooNew: true };
    throw error;
  }
}

/** What the browser's cache keeps of an entry: the acknowledged version and the unsent edit against it. */
export function cachedRecord(entry: Internal): CachedCharacter {
  const patch = entry.justViewing || entry.tooNew ? [] : localChanges(entry.server, entry.character);
  const edit = patch.length > 0 ? { id: entry.server.id, name: entry.character.name, baseRevision: entry.restoredBase ?? entry.server.revision, patch } : undefined;
  return { server: entry.server, loaded: entry.loaded, avatarUrl: entry.avatarUrl, justViewing: entry.justViewing, ...(edit ? { edit } : {}) };
}
