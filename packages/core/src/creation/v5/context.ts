import type { Character } from '../../character/schema.ts';
import type { Meta } from '../../content/books.ts';
import type { RestrictionContext } from '../../content/restriction-resolver.ts';
import { clanIdOf } from '../../leveling/sheet.ts';

/** What the restriction resolver needs to know about a character being created. */
export function restrictionContextOf(character: Character): RestrictionContext {
  return {
    clanId: clanIdOf(character),
    books: character.books,
    generation: character.generation,
    bloodPotency: character.bloodPotency,
    values: { humanity: character.humanity, bloodPotency: character.bloodPotency, generation: character.generation, exp: character.exp },
  };
}

/** Content ids the character's selected books enable. */
export interface BookContent {
  clans: ReadonlySet<number>;
  merits: ReadonlySet<number>;
  backgrounds: ReadonlySet<number>;
  predatorTypes: ReadonlySet<number>;
}

/** Union of what the selected books contain; books that are not in the meta data add nothing. */
export function bookContent(meta: Pick<Meta, 'books'>, books: readonly number[]): BookContent {
  const chosen = meta.books.filter((book) => books.includes(book.id));
  const collect = (key: 'clans' | 'merits' | 'backgrounds' | 'predatorTypes') => new Set(chosen.flatMap((book) => book[key]));
  return { clans: collect('clans'), merits: collect('merits'), backgrounds: collect('backgrounds'), predatorTypes: collect('predatorTypes') };
}
