import type { MeritsFile } from '../content/schemas.ts';
import { defineHomebrewKind, type HomebrewLineMerge, type StoredKindItem } from '../../../homebrew-kinds/index.ts';
import { mergeHomebrewMerits, meritFields, type MeritContent } from './merits.ts';
import { mergeHomebrewRotes, roteFields, rotePublishProblems, type RoteContent } from './rotes.ts';

/** Size limits of Mage homebrew (README, Limits). */
export const m20HomebrewLimits = {
  /** Installed rotes, and installed merits and flaws, per account. */
  installed: 200,
} as const;

export type HomebrewRote = StoredKindItem & RoteContent;

/** Mage homebrew rotes: `/homebrew/rotes`. */
export const roteKind = defineHomebrewKind<HomebrewRote, 'rotes'>({
  kind: 'rotes',
  line: 'm20',
  one: 'rote',
  fields: roteFields,
  installedLimit: m20HomebrewLimits.installed,
  publishProblems: rotePublishProblems,
});

export type HomebrewMerit = StoredKindItem & MeritContent;

/** Mage homebrew merits and flaws: `/homebrew/mage-merits` (one kind; `side` tells which). */
export const meritKind = defineHomebrewKind<HomebrewMerit, 'mage-merits'>({ kind: 'mage-merits', line: 'm20', one: 'merit or flaw', fields: meritFields, installedLimit: m20HomebrewLimits.installed });

/**
 * Mage's homebrew joins its content: rotes as `homebrewRotes` beside the book's (which has no
 * rotes), merits and flaws into `merits` (only when the content has them); the meta is unchanged.
 */
export const m20HomebrewMerge: HomebrewLineMerge = {
  line: 'm20',
  // The registry keeps content line-neutral; this line's content is an object, and the items were parsed by `roteKind`/`meritKind`.
  merge: (content, meta, items) => {
    const withRotes = mergeHomebrewRotes(content as object, (items[roteKind.kind] ?? []) as HomebrewRote[]);
    const merits = (items[meritKind.kind] ?? []) as HomebrewMerit[];
    const hasMerits = 'merits' in withRotes && typeof withRotes.merits === 'object' && withRotes.merits !== null;
    return { content: hasMerits ? mergeHomebrewMerits(withRotes as typeof withRotes & { merits: MeritsFile }, merits) : withRotes, meta };
  },
};

/** Mage's homebrew kinds, in the Homebrew tab's order. */
export const m20HomebrewKinds = [roteKind, meritKind] as const;
