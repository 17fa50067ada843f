import type { GameLine } from '@vitae/core';
import type { ListLine, ListRegistry } from './types.ts';
import { v5List } from './v5/index.ts';
import { w5List } from './w5/index.ts';
import { h5List } from './h5/index.ts';

/** Lines whose own list details are not built yet show the shared ones only. */
const nothingOfItsOwn = { subtitle: () => [] };

/** What each line adds to the character list; see docs/adding-a-game-line.md. */
export const listLines: ListRegistry = { v5: v5List, w5: w5List, m20: nothingOfItsOwn, h5: h5List };

export function listFor<L extends GameLine>(line: L): ListLine<L> {
  return listLines[line];
}
