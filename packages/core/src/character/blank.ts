import type { GameLine } from './keys.ts';
import { characterSchema, type CharacterInput, type CharacterOf } from './schema.ts';

/** A new character of a game line with every default of docs/product-spec.md §3; `overrides` are validated like any input. */
export function blankCharacter<L extends GameLine>(gameLine: L, overrides: Omit<Extract<CharacterInput, { gameLine: L }>, 'gameLine'> | Record<string, never> = {}): CharacterOf<L> {
  // The union member is picked by `gameLine`, so the parsed value is the character of that line.
  return characterSchema.parse({ ...overrides, gameLine }) as CharacterOf<L>;
}
