import type { RestrictionContext } from '../../content/restriction-resolver.ts';
import type { H5Character } from './schema.ts';

/**
 * What the restriction resolver knows about a hunter: its books and unspent experience. Hunters
 * have no clan, generation or blood potency, so restrictions on those never let a hunter through.
 */
export function restrictionContextOf(character: Pick<H5Character, 'books' | 'exp'>): RestrictionContext {
  return { books: character.books, values: { exp: character.exp } };
}
