import type { GameLine } from '../character/keys.ts';
import type { KindLists } from './installed.ts';

/**
 * How a line's homebrew joins its game content (one language): the items become content entries
 * with ids offset by 3021 (`homebrewBookId`, spec §9; homebrew ids are one sequence over all kinds,
 * so no two items share a content id), listed by a book 3021 in the line's meta. Merging again
 * with other items replaces the earlier homebrew, so it gives the same result as merging once.
 */
export interface HomebrewLineMerge {
  line: GameLine;
  /**
   * `content` and `meta` are the line's own types; the registry keeps them line-neutral. When only
   * the meta is wanted, `content` is `{}`: a merge reads missing lists as empty.
   */
  merge(content: unknown, meta: unknown, items: KindLists): { content: unknown; meta: unknown };
}
