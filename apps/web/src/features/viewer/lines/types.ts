import type { ComponentType } from 'react';
import type { CharacterOf, GameLine, LineContent, ViewerTab } from '@vitae/core';
import type { LearnableTraitGroup, TraitPack, TraitSide } from '@vitae/core/fifth-edition';
import type { HistorySubjectNames } from '../lib/history-text.ts';

/** Something the sheet's search (Ctrl+K) can jump to. */
export interface SearchTarget {
  label: string;
  /** What kind of thing it is (a tab's or a group's name). */
  kind: string;
  tab: ViewerTab;
  /** Element id to focus on that tab; empty = just open the tab. */
  anchor: string;
}

export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** Builds the line's PDF (loaded only when the PDF tab is used). */
/** A line's PDF in the UI language (`language` formats numbers, money and dates). */
export type PdfBuilder<L extends GameLine> = (character: CharacterOf<L>, content: LineContent<L>, t: Translate, language: string) => Promise<Uint8Array>;

/**
 * One line's sheet screens: a component per tab (each reads the open character through the
 * viewer's hooks), its dice tools, what the search finds, and its PDF layout.
 */
export interface SheetLine<L extends GameLine> {
  readonly tabs: Readonly<Partial<Record<ViewerTab, ComponentType>>>;
  /** Alt + key → tab (behaviour-notes §12.5), keyed by `KeyboardEvent.code`. */
  readonly hotkeys: Readonly<Record<string, ViewerTab>>;
  /** The roll panel and the line's calculators, shown under every tab. */
  readonly DiceTools: ComponentType;
  /** The line's own part of the character info dialog (Vampire: "Homebrew aktualisieren"). */
  readonly InfoSection?: ComponentType;
  /** Boolean fields of the line the storyteller switches in the info dialog (full customization is everyone's). */
  readonly switches: readonly (keyof CharacterOf<L> & string)[];
  searchTargets(character: CharacterOf<L>, content: LineContent<L>, t: Translate): SearchTarget[];
  /**
   * The names the experience history's records refer to (a Gift, a Sphere, a merit by content id)
   * in the content's language; none = the names the records kept. `t` and `context` speak in the
   * character's words (`textContext`).
   */
  historyNames?(content: LineContent<L>, t: Translate, context?: string): HistorySubjectNames;
  /** The i18next context this character's texts read in, e.g. a Technocrat's words (the tab names follow it); none = the plain keys. */
  textContext?(character: CharacterOf<L>): string | undefined;
  loadPdf(): Promise<PdfBuilder<L>>;
  /**
   * The trackers a player touches most (health, willpower and the line's own), shown from the
   * sheet's header on every tab; none = the header shows no tracker panel.
   */
  readonly QuickTrackers?: ComponentType;
  /**
   * The leveling mode's merits, backgrounds and flaws to take, with the line's restriction rules
   * (5th-edition lines; none = every group, restrictions judged on the books alone).
   */
  learnableTraits?(character: CharacterOf<L>, packs: readonly TraitPack[], side: TraitSide): LearnableTraitGroup[];
}

/** The viewer's registry: every line, `null` while the line's sheet is not built. */
export type SheetRegistry = { readonly [L in GameLine]: SheetLine<L> | null };
