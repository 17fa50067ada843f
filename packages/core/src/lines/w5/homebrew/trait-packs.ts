import { homebrewBookId, homebrewBookName } from '../../../content/book-ids.ts';
import { traitPackLine } from '../../../fifth-edition/homebrew-trait-packs.ts';
import type { W5Book } from '../content/books.ts';

const newBook = (): W5Book => ({ id: homebrewBookId, name: { ...homebrewBookName }, gifts: [], rites: [], merits: [], backgrounds: [] });

/** Werewolf homebrew merit packs (`/homebrew/werewolf-merits`) and backgrounds (`/homebrew/werewolf-backgrounds`), listed in book 3021. */
const werewolf = traitPackLine('w5', { merits: 'werewolf-merits', backgrounds: 'werewolf-backgrounds' }, newBook);
export const werewolfMeritKind = werewolf.merits;
export const werewolfBackgroundKind = werewolf.backgrounds;
export const w5TraitPackMerge = werewolf.merge;
/** After gifts and rites in the tab. */
export const w5TraitPackKinds = werewolf.kinds;
