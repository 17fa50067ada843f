import type { StoredCharacter } from '@vitae/core/api';

/** A stored character of the Werewolf line. */
export type StoredWerewolf = Extract<StoredCharacter, { gameLine: 'w5' }>;

/** The open character as a werewolf; the Werewolf sheet only ever opens werewolves, so anything else is `null`. */
export function asWerewolf(character: StoredCharacter | undefined): StoredWerewolf | null {
  return character?.gameLine === 'w5' ? character : null;
}
