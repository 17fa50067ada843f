import { characterSchema, type Character, type CharacterInput } from './schema.ts';

/** A new character with every default of spec §3; `overrides` are validated like any input. */
export function blankCharacter(overrides: CharacterInput = {}): Character {
  return characterSchema.parse(overrides);
}
