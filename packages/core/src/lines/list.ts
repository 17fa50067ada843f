import { gameLines, type GameLine } from '../character/keys.ts';
import type { Character, CharacterOf } from '../character/schema.ts';
import { lineRules } from './index.ts';

/** The fields every line's list row shows (name, line, folder and the shared subtitle facts). */
export const listBaseFields = ['name', 'gameLine', 'directory', 'sex', 'concept', 'chronicle', 'exp'] as const;

/** The list facts of one line: the shared fields plus what the line declares in `list.fields`. */
export function listFieldsOf(line: GameLine): readonly string[] {
  return [...listBaseFields, ...lineRules[line].list.fields];
}

/** Every field some line's list row reads: what the server picks out of a stored sheet for the light list. */
export const allListFields: readonly string[] = [...new Set(gameLines.flatMap((line) => listFieldsOf(line)))];

/**
 * What the list knows of a character of line `L`: its line and name for sure, the rest of the
 * line's list facts when they are set. Never backstory, notes, history or the avatar itself.
 */
export type ListFacts = { [L in GameLine]: Partial<CharacterOf<L>> & Pick<CharacterOf<L>, 'gameLine' | 'name'> }[GameLine];

/** Picks a sheet's list facts (the keys of its line's `listFieldsOf`) out of a whole or stored character. */
export function listFactsOf(character: Pick<Character, 'gameLine' | 'name'> & Record<string, unknown>): ListFacts {
  const facts: Record<string, unknown> = {};
  for (const field of listFieldsOf(character.gameLine)) if (character[field] !== undefined) facts[field] = character[field];
  // Each line's hook sees its own facts; the registry cannot tie the union-typed line to its entry (as in `withLineRules`).
  const shorten = lineRules[character.gameLine].list.shorten as ((facts: Record<string, unknown>) => Record<string, unknown>) | undefined;
  return (shorten ? shorten(facts) : facts) as ListFacts;
}

/** Whether a change at top-level `field` changes what the list shows of a character of `line`. */
export function isListField(line: GameLine, field: string): boolean {
  return listFieldsOf(line).includes(field);
}
