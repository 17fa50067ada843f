import type { StoredCharacter } from '@vitae/core/api';
import { isFifthEdition, type FifthEditionCharacter } from '@vitae/core/fifth-edition';
import { useViewerCharacter } from './use-viewer-character.ts';

export type StoredFifthEdition = Extract<StoredCharacter, FifthEditionCharacter>;

/** The open character when it is of a 5th-edition line (attributes, skills, merits, flaws); else no entry. */
export function useFifthEditionCharacter() {
  const { entry, update, readOnly } = useViewerCharacter();
  const character = entry && isFifthEdition(entry.character) ? entry.character : undefined;
  return {
    entry: entry && character ? { ...entry, character } : undefined,
    readOnly,
    update: (change: (character: StoredFifthEdition) => StoredCharacter) => update((current) => (isFifthEdition(current) ? change(current) : current)),
  };
}
