import type { GameLine } from '../character/keys.ts';

/**
 * The core line: Vampire, the one the original product knew. It stands in wherever nothing names
 * a line (a body from the spec's era, a theme before a character is open). A leaf of its own so
 * the API schemas can read it without loading the registry's rules.
 */
export const coreGameLine: GameLine = 'v5';
