import { z } from 'zod';
import { homebrewBookId } from '../content/book-ids.ts';
import { dotLevel } from '../content/text.ts';
import type { GameLine } from '../character/keys.ts';
import { defineHomebrewKind, multiLine, singleLine, type HomebrewKindSpec, type HomebrewLineMerge, type KindLists, type StoredKindItem } from '../homebrew-kinds/index.ts';
import type { Trait, TraitPack, TraitPackType } from './trait-packs.ts';

/**
 * Homebrew merits (with their flaws) and backgrounds of the 5th-edition lines (issue #49 item 4).
 * Vampire, Werewolf and Hunter model both as the same trait pack (`trait-packs.ts`), so one
 * definition serves all three; each line names its own kinds (kind names are unique over lines).
 */
export const homebrewTraitPackLimits = {
  name: 60,
  description: 4_000,
  /** Merits (or background dots), and flaws, per pack. */
  traits: 12,
  /** Installed packs of one kind per account. */
  installed: 200,
} as const;

const limits = homebrewTraitPackLimits;

/** One merit, flaw or background level: the content's trait without the rules only the books carry. */
export const homebrewTraitSchema = z.strictObject({
  name: singleLine(limits.name, 1),
  level: dotLevel.default(1),
  description: multiLine(limits.description).default(''),
  isRepeatable: z.boolean().default(false),
});
export type HomebrewTrait = z.output<typeof homebrewTraitSchema>;

const traits = z.array(homebrewTraitSchema).max(limits.traits, `a pack has at most ${limits.traits} entries per side`).default([]);

export const traitPackFields = {
  name: singleLine(limits.name, 1),
  description: multiLine(limits.description).default(''),
  /** More than one entry of the pack may be taken. */
  isCombinable: z.boolean().default(true),
  /** Merits (or background dots). */
  advantages: traits,
  /** Flaws. */
  disadvantages: traits,
};
export type TraitPackContent = z.output<z.ZodObject<typeof traitPackFields>>;
export type HomebrewTraitPack = StoredKindItem & TraitPackContent;

/** A pack needs at least one merit, flaw or level before anyone else may install it. */
export function traitPackPublishProblems(content: Record<string, unknown>): string[] {
  const count = (side: unknown) => (Array.isArray(side) ? side.length : 0);
  return count(content.advantages) + count(content.disadvantages) > 0 ? [] : ['a pack needs at least one entry before it can be published'];
}

/** The kind of one line's homebrew merits or backgrounds (`/homebrew/{kind}`). */
export function defineTraitPackKind<K extends string>(kind: K, line: GameLine, type: TraitPackType): HomebrewKindSpec<K, HomebrewTraitPack> {
  return defineHomebrewKind<HomebrewTraitPack, K>({
    kind,
    line,
    one: type === 'merits' ? 'merit pack' : 'background',
    fields: traitPackFields,
    installedLimit: limits.installed,
    publishProblems: traitPackPublishProblems,
  });
}

function toContentTrait(trait: HomebrewTrait, index: number): Trait {
  return { id: index + 1, level: trait.level, name: trait.name, description: trait.description, isRepeatable: trait.isRepeatable, restriction: null, requirement: null, restrictRepeats: null, actions: [] };
}

/** A homebrew pack as a content pack: id + 3021, its traits numbered from 1 per side. */
export function toContentTraitPack(pack: Pick<HomebrewTraitPack, 'id'> & TraitPackContent, type: TraitPackType): TraitPack {
  return {
    id: pack.id + homebrewBookId,
    type,
    name: pack.name,
    description: pack.description,
    isCombinable: pack.isCombinable,
    specialRules: 'none',
    restriction: null,
    advantages: pack.advantages.map(toContentTrait),
    disadvantages: pack.disadvantages.map(toContentTrait),
  };
}

/** Which kind holds a line's homebrew merit packs and which its backgrounds. */
export interface TraitPackKinds {
  merits: string;
  backgrounds: string;
}

interface WithPacks {
  merits?: TraitPack[];
  backgrounds?: TraitPack[];
}

/**
 * Merges a line's homebrew merit packs and backgrounds into its content (earlier merged homebrew
 * is replaced). A content without those lists (the meta-only merge passes `{}`) stays as it is.
 */
export function mergeTraitPacks<C>(content: C, kinds: TraitPackKinds, items: KindLists): C {
  const lists = content as WithPacks;
  const merged = (type: TraitPackType) => {
    const book = lists[type];
    if (!Array.isArray(book)) return {};
    const homebrew = ((items[kinds[type]] ?? []) as HomebrewTraitPack[]).map((pack) => toContentTraitPack(pack, type));
    return { [type]: [...book.filter((pack) => pack.id < homebrewBookId), ...homebrew] };
  };
  return { ...content, ...merged('merits'), ...merged('backgrounds') };
}

interface BookWithPacks {
  id: number;
  merits: number[];
  backgrounds: number[];
}

/**
 * Lists the homebrew packs in the homebrew book 3021 of a line whose books list merits and
 * backgrounds (Vampire, Werewolf); adds that book when there are packs and no book yet.
 */
export function withTraitPacksInBook<M extends { books: B[] }, B extends BookWithPacks>(meta: M, kinds: TraitPackKinds, items: KindLists, newBook: () => B): M {
  const ids = (type: TraitPackType) => ((items[kinds[type]] ?? []) as HomebrewTraitPack[]).map((pack) => pack.id + homebrewBookId);
  const merits = ids('merits');
  const backgrounds = ids('backgrounds');
  const existing = meta.books.find((book) => book.id === homebrewBookId);
  if (!existing && merits.length + backgrounds.length === 0) return meta;
  const book = { ...(existing ?? newBook()), merits, backgrounds };
  return { ...meta, books: [...meta.books.filter((entry) => entry.id !== homebrewBookId), book] };
}

/**
 * A line's two trait-pack kinds and its merge: `newBook` for lines whose books list merits and
 * backgrounds (the homebrew book 3021 then lists the packs); without it the meta stays.
 */
export function traitPackLine<M extends string, B extends string>(line: GameLine, names: { merits: M; backgrounds: B }, newBook?: () => BookWithPacks) {
  const merits = defineTraitPackKind(names.merits, line, 'merits');
  const backgrounds = defineTraitPackKind(names.backgrounds, line, 'backgrounds');
  const merge: HomebrewLineMerge = {
    line,
    // The registry passes this line's content and meta; only their merit and background lists are read.
    merge: (content, meta, items) => ({ content: mergeTraitPacks(content, names, items), meta: newBook ? withTraitPacksInBook(meta as { books: BookWithPacks[] }, names, items, newBook) : meta }),
  };
  return { merits, backgrounds, kinds: [merits, backgrounds] as const, merge };
}
