import type { GameLine } from '@vitae/core';
import type { SheetLine, SheetRegistry } from './types.ts';
import { v5Sheet } from './v5/index.tsx';
import { w5Sheet } from './w5/index.tsx';
import { h5Sheet } from './h5/index.tsx';

/** Which sheet each game line uses. A line's entry is its folder's `index.ts`; see docs/adding-a-game-line.md. */
export const sheetLines: SheetRegistry = { v5: v5Sheet, w5: w5Sheet, m20: null, h5: h5Sheet };

/** The sheet of a line, typed for that line's characters (`null` while it is not built). */
export function sheetFor<L extends GameLine>(line: L): SheetLine<L> | null {
  return sheetLines[line];
}
