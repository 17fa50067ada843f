import type { RestrictionContext } from '../../content/restriction-resolver.ts';
import { clanIdOf } from './leveling/sheet.ts';
import type { V5Character } from './schema.ts';

/**
 * What the restriction resolver knows about a vampire: its books, clan, generation, blood
 * potency, humanity and unspent experience. The one place this is built, for the wizard and for
 * leveling alike.
 */
export function restrictionContextOf(character: Pick<V5Character, 'clan' | 'books' | 'generation' | 'bloodPotency' | 'humanity' | 'exp'>): RestrictionContext {
  return {
    books: character.books,
    values: {
      clan: clanIdOf(character),
      generation: character.generation,
      bloodPotency: character.bloodPotency,
      humanity: character.humanity,
      exp: character.exp,
    },
  };
}
