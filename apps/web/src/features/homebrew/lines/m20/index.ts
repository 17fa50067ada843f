import type { ComponentType } from 'react';
import { mageBackgroundKind, meritKind, roteKind } from '@vitae/core/m20';
import { BackgroundEditor } from './background-editor.tsx';
import { MeritEditor } from './merit-editor.tsx';
import { RoteEditor } from './rote-editor.tsx';

/** Mage's homebrew editors by kind: rotes, merits and flaws. */
export const m20HomebrewEditors: Record<string, ComponentType<{ id: number }>> = {
  [roteKind.kind]: RoteEditor,
  [meritKind.kind]: MeritEditor,
  [mageBackgroundKind.kind]: BackgroundEditor,
};
