import type { StoredCharacter } from '@vitae/core/api';
import { applyPatch, characterPatch, deepEqual, mergeThreeWay, serverOwnedFields, valueAt, type MergeConflict, type PatchOperation, type PatchPath } from '@vitae/core/patch';

/** A field both sides changed: the user picks which value stays. */
export type SaveConflict = MergeConflict;

/** Keeps the server's own fields (id, revision, viewers, view-only flag) of `from` on `character`. */
export function withServerFields(character: StoredCharacter, from: StoredCharacter): StoredCharacter {
  return { ...character, id: from.id, revision: from.revision, viewers: from.viewers, justViewing: from.justViewing } as StoredCharacter;
}

/**
 * The server moved from `base` to `next` (someone else saved); the local copy `local` was edited
 * from `base`. Edits of different fields are kept on top of `next`; a field both changed to
 * different values is a conflict, shown with the local value until the user decides.
 */
export function rebase(base: StoredCharacter, next: StoredCharacter, local: StoredCharacter): { character: StoredCharacter; conflicts: SaveConflict[] } {
  const { merged, conflicts } = mergeThreeWay(base, next, local, serverOwnedFields);
  const shown = conflicts.length > 0 ? applyPatch(merged, conflicts.map(({ path, mine }) => ({ path, value: mine }))) : merged;
  return { character: withServerFields(shown, next), conflicts };
}

/**
 * Conflicts of a restored edit (kept from an earlier session, its base version unknown here):
 * the paths the server names, or — when it no longer knows — every edited path whose stored value differs.
 */
export function conflictsWithoutBase(patch: readonly PatchOperation[], stored: StoredCharacter, named?: PatchPath[]): SaveConflict[] {
  return patch
    .filter((operation) => (named ? named.some((path) => deepEqual(path, operation.path)) : !deepEqual(valueAt(stored, operation.path), operation.value)))
    .map((operation) => ({ path: operation.path, base: undefined, theirs: valueAt(stored, operation.path), mine: operation.value }));
}

/** The user's choice per conflict applied: `mine` sets the local value, `theirs` the stored one. */
export function resolve(character: StoredCharacter, conflicts: readonly SaveConflict[], choices: ReadonlyArray<'mine' | 'theirs'>): StoredCharacter {
  return applyPatch(
    character,
    conflicts.map((conflict, i) => ({ path: conflict.path, value: choices[i] === 'theirs' ? conflict.theirs : conflict.mine })),
  );
}

/** What the local copy changed against the acknowledged server version. */
export function localChanges(server: StoredCharacter, character: StoredCharacter): PatchOperation[] {
  return characterPatch(server, character);
}
