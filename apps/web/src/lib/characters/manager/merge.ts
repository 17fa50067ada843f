import type { StoredCharacter } from '@vitae/core/api';
import { localChanges, rebase, type SaveConflict } from '../rebase.ts';
import { saveStateAfterRebase } from './decisions.ts';
import type { Internal } from './entry.ts';
import type { CharacterStore } from './store.ts';

/** The server moved from `base` (what our local edits started from) to `next`: keep our other edits on top. */
export function advance(store: CharacterStore, entry: Internal, base: StoredCharacter, next: StoredCharacter): void {
  const server = { ...next, viewers: next.viewers ?? entry.server.viewers } as StoredCharacter;
  const { character, conflicts } = rebase(base, server, entry.character);
  entry.server = server;
  entry.character = character;
  if (conflicts.length > 0) return setConflicts(store, entry, conflicts);
  entry.saveState = saveStateAfterRebase(entry.saveState, localChanges(entry.server, entry.character).length > 0);
}

/** Fields changed on both sides wait for the user (and stop the save timer); none left: the edits save as usual. */
export function setConflicts(store: CharacterStore, entry: Internal, conflicts: SaveConflict[]): void {
  if (conflicts.length === 0) {
    entry.saveState = localChanges(entry.server, entry.character).length > 0 ? 'pending' : 'saved';
    return;
  }
  entry.conflicts = [...(entry.conflicts ?? []).filter((old) => !conflicts.some((conflict) => JSON.stringify(conflict.path) === JSON.stringify(old.path))), ...conflicts];
  entry.saveState = 'conflict';
  store.clearTimer(entry);
}
