import type { StoredCharacter } from '@vitae/core/api';

/** A stored character of the Hunter line. */
export type StoredHunter = Extract<StoredCharacter, { gameLine: 'h5' }>;

/** The open character as a hunter; the Hunter sheet only ever opens hunters, so anything else is `null`. */
export function asHunter(character: StoredCharacter | undefined): StoredHunter | null {
  return character?.gameLine === 'h5' ? character : null;
}
