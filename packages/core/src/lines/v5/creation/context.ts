import type { V5Meta as Meta } from '../content/books.ts';
export { restrictionContextOf } from '../restrictions.ts';

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
