import type { ComponentType } from 'react';
import { edgeKind, hunterBackgroundKind, hunterMeritKind, perkKind } from '@vitae/core/h5';
import { traitPackEditor } from '../../trait-packs/trait-pack-editor.tsx';
import { EdgeEditor } from './edge-editor.tsx';
import { PerkEditor } from './perk-editor.tsx';

/** Hunter's homebrew editors by kind: edges and perks. */
export const h5HomebrewEditors: Record<string, ComponentType<{ id: number }>> = {
  [edgeKind.kind]: EdgeEditor,
  [perkKind.kind]: PerkEditor,
  [hunterMeritKind.kind]: traitPackEditor(hunterMeritKind.kind, 'merits'),
  [hunterBackgroundKind.kind]: traitPackEditor(hunterBackgroundKind.kind, 'backgrounds'),
};
