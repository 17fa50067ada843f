import { useParams } from 'react-router';
import type { StoredCharacter } from '@vitae/core/api';
import type { CharacterEntry } from '../../../lib/characters/manager.ts';
import { characterManager, useCharacters } from '../../../lib/characters/characters.ts';

/**
 * The open character, live from the manager, and a way to change it (saved 1 s later). A change
 * is computed from the version this render showed and applied to the current one, so a dialog
 * or picker that acts on what it showed never undoes what arrived since.
 */
export function useViewerCharacter(): { entry: CharacterEntry | undefined; update: (change: (character: StoredCharacter) => StoredCharacter) => void; readOnly: boolean } {
  const { characterId = '' } = useParams();
  const entry = useCharacters().entries.find((candidate) => candidate.character.id === characterId);
  const seen = entry?.character;
  return {
    entry,
    readOnly: (entry?.justViewing ?? true) || entry?.gone !== undefined,
    update: (change) => characterManager.update(characterId, change, seen),
  };
}
