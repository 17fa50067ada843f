import { homebrewBookId, homebrewBookName } from '../../../content/book-ids.ts';
import type { HomebrewLineMerge, KindLists } from '../../../homebrew-kinds/index.ts';
import type { Gift, Rite } from '../content/gifts.ts';
import type { W5Book, W5Meta } from '../content/books.ts';
import type { HomebrewGift, HomebrewRite } from './gifts.ts';

/** The content tier of a gift from the total Renown it needs (1–3 → 1, 4–6 → 2, 7–9 → 3). */
export function giftTier(minTotalRenown: number): number {
  return Math.min(3, Math.max(1, Math.ceil(minTotalRenown / 3)));
}

/** A homebrew gift as a content gift: id + 3021, book 3021, its key from its id. */
export function toContentGift(gift: HomebrewGift): Gift {
  return {
    id: gift.id + homebrewBookId,
    key: `homebrew-${gift.id}`,
    name: gift.name,
    renown: gift.renown,
    groups: gift.groups.map((group) => ({ ...group, tier: giftTier(group.minTotalRenown) })),
    dicePool: gift.dicePool,
    cost: gift.cost,
    duration: gift.duration,
    summary: gift.summary,
    book: homebrewBookId,
    page: null,
    verified: true,
  };
}

export function toContentRite(rite: HomebrewRite): Rite {
  return {
    id: rite.id + homebrewBookId,
    key: `homebrew-${rite.id}`,
    name: rite.name,
    type: rite.type,
    dicePool: rite.dicePool,
    duration: rite.duration,
    summary: rite.summary,
    book: homebrewBookId,
    page: null,
    verified: true,
  };
}

/**
 * Merges homebrew gifts and rites into the Werewolf content of one language: they join the book's
 * with ids offset by 3021, and a book 3021 lists them (only when there are any, so the create
 * dialog offers the homebrew book only then). Earlier merged homebrew is replaced.
 */
export function mergeW5Homebrew<C extends { gifts: Gift[]; rites: Rite[] }>(content: C, meta: W5Meta, items: KindLists): { content: C; meta: W5Meta } {
  const gifts = ((items.gifts ?? []) as HomebrewGift[]).map(toContentGift);
  const rites = ((items.rites ?? []) as HomebrewRite[]).map(toContentRite);
  const books = meta.books.filter((book) => book.id !== homebrewBookId);
  const book: W5Book = { id: homebrewBookId, name: { ...homebrewBookName }, gifts: gifts.map((gift) => gift.id), rites: rites.map((rite) => rite.id), merits: [], backgrounds: [] };
  return {
    content: {
      ...content,
      gifts: [...content.gifts.filter((gift) => gift.book !== homebrewBookId), ...gifts],
      rites: [...content.rites.filter((rite) => rite.book !== homebrewBookId), ...rites],
    },
    meta: { ...meta, books: gifts.length + rites.length > 0 ? [...books, book] : books },
  };
}

/** The Werewolf line's entry in the homebrew merge registry. */
export const w5HomebrewMerge: HomebrewLineMerge = {
  line: 'w5',
  // The registry passes the Werewolf content and meta of this line (`line` above).
  merge: (content, meta, items) => {
    const lists = content as Partial<{ gifts: Gift[]; rites: Rite[] }>;
    return mergeW5Homebrew({ ...lists, gifts: lists.gifts ?? [], rites: lists.rites ?? [] }, meta as W5Meta, items);
  },
};
