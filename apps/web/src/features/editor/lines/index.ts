import type { GameLine } from '@vitae/core';
import type { EditorLine, EditorRegistry } from './types.ts';
import { m20Editor } from './m20/index.ts';
import { v5Editor } from './v5/index.ts';
import { w5Editor } from './w5/index.ts';
import { h5Editor } from './h5/index.ts';

/** Which wizard each game line uses. A line's entry is its folder's `index.ts`; see docs/adding-a-game-line.md. */
export const editorLines: EditorRegistry = { v5: v5Editor, w5: w5Editor, m20: m20Editor, h5: h5Editor };

/** The wizard of a line, typed for that line's characters (`null` while it is not built). */
export function editorFor<L extends GameLine>(line: L): EditorLine<L> | null {
  return editorLines[line];
}
