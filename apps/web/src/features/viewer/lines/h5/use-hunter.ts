import type { StoredCharacter } from '@vitae/core/api';
import { useViewerCharacter } from '../../hooks/use-viewer-character.ts';
import { asHunter, type StoredHunter } from './hunter.ts';

/** The open character as a hunter (the Hunter sheet's screens only ever see hunters). */
export function useHunter() {
  const { entry, update, readOnly } = useViewerCharacter();
  const character = asHunter(entry?.character);
  return {
    entry: entry && character ? { ...entry, character } : undefined,
    readOnly,
    update: (change: (character: StoredHunter) => StoredCharacter) =>
      update((current: StoredCharacter) => {
        const hunter = asHunter(current);
        return hunter ? change(hunter) : current;
      }),
  };
}
