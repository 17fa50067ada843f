import { lineMigrations } from '../lines/migrations.ts';
import type { GameLine } from './keys.ts';
import { characterSchema, type CharacterInput, type CharacterOf } from './schema.ts';

/** A new character of a game line with every default of docs/product-spec.md §3; `overrides` are validated like any input. */
export function blankCharacter<L extends GameLine>(gameLine: L, overrides: Omit<Extract<CharacterInput, { gameLine: L }>, 'gameLine'> | Record<string, never> = {}): CharacterOf<L> {
  // The union member is picked by `gameLine`, so the parsed value is the character of that line.
  // A new character is born in its line's current shape, so none of the line's steps runs on it later.
  // Version 0 is what a missing field means: left out, so characters keep today's bytes until a line has a step.
  const lineVersion = lineMigrations[gameLine].version;
  return characterSchema.parse({ ...(lineVersion > 0 ? { lineSchemaVersion: lineVersion } : {}), ...overrides, gameLine }) as CharacterOf<L>;
}
