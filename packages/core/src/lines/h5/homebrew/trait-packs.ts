import { traitPackLine } from '../../../fifth-edition/homebrew-trait-packs.ts';

/** Hunter homebrew merit packs (`/homebrew/hunter-merits`) and backgrounds (`/homebrew/hunter-backgrounds`); Hunter's books list no content, so the meta stays. */
const hunter = traitPackLine('h5', { merits: 'hunter-merits', backgrounds: 'hunter-backgrounds' });
export const hunterMeritKind = hunter.merits;
export const hunterBackgroundKind = hunter.backgrounds;
export const h5TraitPackMerge = hunter.merge;
/** After edges and perks in the tab. */
export const h5TraitPackKinds = hunter.kinds;
