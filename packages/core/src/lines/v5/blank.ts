import { v5CharacterSchema, type V5Character, type V5CharacterInput } from './schema.ts';

/** A new vampire with every default of spec §3; `overrides` are validated like any input. */
export function blankV5Character(overrides: V5CharacterInput = {}): V5Character {
  return v5CharacterSchema.parse({ ...overrides, gameLine: 'v5' });
}
