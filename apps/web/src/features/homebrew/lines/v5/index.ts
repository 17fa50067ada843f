import type { ComponentType } from 'react';
import { vampireBackgroundKind, vampireMeritKind } from '@vitae/core/homebrew';
import { traitPackEditor } from '../../trait-packs/trait-pack-editor.tsx';

/** Vampire's editors of the registry's kinds: merit packs and backgrounds (clans and disciplines have their own routes, spec §2). */
export const v5HomebrewEditors: Record<string, ComponentType<{ id: number }>> = {
  [vampireMeritKind.kind]: traitPackEditor(vampireMeritKind.kind, 'merits'),
  [vampireBackgroundKind.kind]: traitPackEditor(vampireBackgroundKind.kind, 'backgrounds'),
};
