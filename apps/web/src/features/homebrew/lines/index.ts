import type { ComponentType } from 'react';
import type { GameLine } from '@vitae/core';
import { v5HomebrewEditors } from './v5/index.ts';
import { w5HomebrewEditors } from './w5/index.ts';
import { m20HomebrewEditors } from './m20/index.ts';
import { h5HomebrewEditors } from './h5/index.ts';

/**
 * The homebrew editors of each line's kinds (issue #49 item 4), by kind name as the core registry
 * (`@vitae/core/homebrew-kinds`) lists them. The Vampire kinds have their own routes
 * (`/homebrew/clan-editor/…`, `/homebrew/discipline-editor/…`, spec §2); every other kind opens at
 * `/homebrew/edit/{kind}/{id}`. A line adds its editors in `lines/<line>/` and lists them here.
 * Kind names in the UI come from the line's text pack: `<line>.homebrew.kinds.<kind>_one/_other`.
 */
export const homebrewKindEditors: Partial<Record<GameLine, Record<string, ComponentType<{ id: number }>>>> = {
  v5: v5HomebrewEditors,
  w5: w5HomebrewEditors,
  m20: m20HomebrewEditors,
  h5: h5HomebrewEditors,
};

/** The editor of a kind, if a line has one. */
export function kindEditorOf(kind: string): ComponentType<{ id: number }> | undefined {
  return Object.values(homebrewKindEditors).find((editors) => editors && kind in editors)?.[kind];
}
