import type { GameLine } from '@vitae/core';
import type { SheetLine, SheetRegistry } from './types.ts';
import { m20Sheet } from './m20/index.tsx';
import { v5Sheet } from './v5/index.tsx';
import { w5Sheet } from './w5/index.tsx';
import { h5Sheet } from './h5/index.tsx';

/** Which sheet each game line uses. A line's entry is its folder's `index.ts`; see docs/adding-a-game-line.md. */
export const sheetLines: SheetRegistry = { v5: v5Sheet, w5: w5Sheet, m20: m20Sheet, h5: h5Sheet };

/** The sheet of a line, typed for that line's characters (`null` while it is not built). */
export function sheetFor<L extends GameLine>(line: L): SheetLine<L> | null {
  return sheetLines[line];
}
