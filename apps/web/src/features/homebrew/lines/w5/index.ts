import { GiftEditor } from './gift-editor.tsx';
import { RiteEditor } from './rite-editor.tsx';
import { werewolfBackgroundKind, werewolfMeritKind } from '@vitae/core/w5';
import { traitPackEditor } from '../../trait-packs/trait-pack-editor.tsx';

/** Werewolf's homebrew editors by kind (`@vitae/core/homebrew-kinds`: gifts, rites). */
export const w5HomebrewEditors = {
  gifts: GiftEditor,
  rites: RiteEditor,
  [werewolfMeritKind.kind]: traitPackEditor(werewolfMeritKind.kind, 'merits'),
  [werewolfBackgroundKind.kind]: traitPackEditor(werewolfBackgroundKind.kind, 'backgrounds'),
};
