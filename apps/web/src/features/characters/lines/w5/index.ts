import type { ListLine } from '../types.ts';

/** A werewolf's row: its tribe and auspice ("Stille Wanderer • Ragabash"), the names as they were chosen. */
export const w5List: ListLine<'w5'> = {
  subtitle: (character) => [character.tribeName || undefined, character.auspiceName || undefined],
};
