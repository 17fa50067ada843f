import { homebrewBookId, homebrewBookName } from '../../../content/book-ids.ts';
import { traitPackLine } from '../../../fifth-edition/homebrew-trait-packs.ts';
import type { V5Book } from '../content/books.ts';

/** The homebrew book when no clan or discipline made one (named as the clans' merge names it). */
const newBook = (): V5Book => ({ id: homebrewBookId, name: { ...homebrewBookName }, clans: [], merits: [], backgrounds: [], predatorTypes: [] });

/**
 * Vampire homebrew merit packs (`/homebrew/vampire-merits`) and backgrounds
 * (`/homebrew/vampire-backgrounds`); they join the content and book 3021 (clans and disciplines
 * merge through `@vitae/core/homebrew`).
 */
const vampire = traitPackLine('v5', { merits: 'vampire-merits', backgrounds: 'vampire-backgrounds' }, newBook);
export const vampireMeritKind = vampire.merits;
export const vampireBackgroundKind = vampire.backgrounds;
export const v5TraitPackMerge = vampire.merge;
/** After clans and disciplines in the tab. */
export const v5TraitPackKinds = vampire.kinds;
