import type { ComponentType } from 'react';
import type { GameLine, LineContent } from '@vitae/core';
import type { LexiconEntry } from '../lib/lexicon-index.ts';

/** One generated section of a line's lexicon (clans, gifts, spheres, …), between its own articles. */
export interface LexiconSectionDef<L extends GameLine> {
  /** Part of the anchors; `lexicon.sections.<id>` is its title unless `titleKey` names another. */
  id: string;
  titleKey?: string;
  Component: ComponentType<{ content: LineContent<L> }>;
}

/**
 * One line's part of the Lexicon: its generated sections and what the search finds in them.
 * The line's own articles (`customLexicon`) are shown before and after by the shared tab.
 */
export interface LexiconLine<L extends GameLine> {
  /** Prefix of the line's anchors (deep links `?tab=lexicon#lex-…`); Vampire keeps the original anchors. */
  anchorPrefix: string;
  sections: ReadonlyArray<LexiconSectionDef<L>>;
  index(content: LineContent<L>, t: (key: string) => string): LexiconEntry[];
}

/** The Lexicon's registry: every line, `null` while the line has no lexicon yet. */
export type LexiconRegistry = { readonly [L in GameLine]: LexiconLine<L> | null };
