import type { StoredCharacter } from '@vitae/core/api';
import { useViewerCharacter } from '../../hooks/use-viewer-character.ts';
import { asVampire, type StoredVampire } from './vampire.ts';

/** The open character as a vampire (the Vampire sheet's screens only ever see vampires). */
export function useVampire() {
  const { entry, update, readOnly } = useViewerCharacter();
  const character = asVampire(entry?.character);
  return {
    entry: entry && character ? { ...entry, character } : undefined,
    readOnly,
    update: (change: (character: StoredVampire) => StoredCharacter) => update((current: StoredCharacter) => {
      const vampire = asVampire(current);
      return vampire ? change(vampire) : current;
    }),
  };
}
