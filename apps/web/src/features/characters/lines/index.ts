import type { GameLine } from '@vitae/core';
import type { ListLine, ListRegistry } from './types.ts';
import { m20List } from './m20/index.ts';
import { v5List } from './v5/index.ts';
import { w5List } from './w5/index.ts';
import { h5List } from './h5/index.ts';

/** What each line adds to the character list; see docs/adding-a-game-line.md. */
export const listLines: ListRegistry = { v5: v5List, w5: w5List, m20: m20List, h5: h5List };

export function listFor<L extends GameLine>(line: L): ListLine<L> {
  return listLines[line];
}
