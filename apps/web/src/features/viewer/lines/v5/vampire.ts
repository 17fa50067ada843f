import type { StoredCharacter } from '@vitae/core/api';

/** A stored character of the Vampire line. */
export type StoredVampire = Extract<StoredCharacter, { gameLine: 'v5' }>;

/** The open character as a vampire; the Vampire sheet only ever opens vampires, so anything else is `null`. */
export function asVampire(character: StoredCharacter | undefined): StoredVampire | null {
  return character?.gameLine === 'v5' ? character : null;
}
