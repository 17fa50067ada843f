import type { StoredCharacter } from '@vitae/core/api';
import { useViewerCharacter } from '../../hooks/use-viewer-character.ts';
import { asWerewolf, type StoredWerewolf } from './werewolf.ts';

/** The open character as a werewolf (the Werewolf sheet's screens only ever see werewolves). */
export function useWerewolf() {
  const { entry, update, readOnly } = useViewerCharacter();
  const character = asWerewolf(entry?.character);
  return {
    entry: entry && character ? { ...entry, character } : undefined,
    readOnly,
    update: (change: (character: StoredWerewolf) => StoredCharacter) =>
      update((current: StoredCharacter) => {
        const werewolf = asWerewolf(current);
        return werewolf ? change(werewolf) : current;
      }),
  };
}
