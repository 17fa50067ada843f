import type { GameLine } from '@vitae/core';
import type { CustomLexicon } from '@vitae/core/content';

/** One thing the search can find and jump to. */
export interface LexiconEntry {
  anchor: string;
  /** The line it belongs to and its section there (`lexicon.sections.<section>` is its title). */
  line: GameLine;
  section: string;
  title: string;
  /** Everything searchable about the entry, already folded (see `fold`). */
  haystack: string;
  /** The entry's name in the other language ("Spider" beside "Spinne"), so either language finds it. */
  otherTitle?: string;
}

/** Lower case without diacritics, so "blutschub", "Blutschub" and "BLUTSCHUB" all match. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** An index entry from its title and the texts to search. */
export function lexiconEntry(line: GameLine, anchor: string, section: string, title: string, ...texts: Array<string | null | undefined>): LexiconEntry {
  return { anchor, line, section, title, haystack: fold([title, ...texts].filter(Boolean).join(' \n ')) };
}

/** Anchors of a line's own lexicon articles, before and after its generated sections. */
export function customAnchors(prefix: string) {
  return {
    prepend: (id: string) => `lex-${prefix}prepend-${id}`,
    append: (id: string) => `lex-${prefix}append-${id}`,
    section: (section: string) => `lex-${prefix}section-${section}`,
  };
}

/** The entries of a line's own lexicon articles (the part before or after its generated sections). */
export function customEntries(line: GameLine, prefix: string, lexicon: CustomLexicon, part: 'prepend' | 'append'): LexiconEntry[] {
  const anchor = customAnchors(prefix)[part];
  return lexicon[part].map((item) => lexiconEntry(line, anchor(item.id), part, item.title, item.subtitle, ...item.paragraphs, ...(item.lists ?? []).flat()));
}

/**
 * The entries with the names of the same entries in the other language (matched by anchor, which
 * is made of content ids and so the same in both): the search finds "Spider" in a German Lexicon.
 */
export function withOtherTitles(entries: readonly LexiconEntry[], other: readonly LexiconEntry[]): LexiconEntry[] {
  const titles = new Map(other.map((entry) => [entry.anchor, entry.title]));
  return entries.map((entry) => {
    const otherTitle = titles.get(entry.anchor);
    if (!otherTitle || otherTitle === entry.title) return entry;
    return { ...entry, otherTitle, haystack: `${entry.haystack} \n ${fold(otherTitle)}` };
  });
}

/**
 * Entries matching every word of the query; title matches (in either language) come first. Empty query: nothing
 * (the full lexicon is shown instead).
 */
export function searchLexicon(entries: readonly LexiconEntry[], query: string, limit = 30): LexiconEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const hits = entries.filter((candidate) => words.every((word) => candidate.haystack.includes(word)));
  const inTitle = (candidate: LexiconEntry) => words.every((word) => fold(candidate.title).includes(word) || fold(candidate.otherTitle ?? '').includes(word));
  return [...hits.filter(inTitle), ...hits.filter((candidate) => !inTitle(candidate))].slice(0, limit);
}
