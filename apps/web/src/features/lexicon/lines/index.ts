import type { GameLine } from '@vitae/core';
import type { LexiconLine, LexiconRegistry } from './types.ts';
import { m20Lexicon } from './m20/index.tsx';
import { v5Lexicon } from './v5/index.tsx';
import { w5Lexicon } from './w5/index.tsx';
import { h5Lexicon } from './h5/index.tsx';

/** Which lexicon each game line has; see docs/adding-a-game-line.md. */
export const lexiconLines: LexiconRegistry = { v5: v5Lexicon, w5: w5Lexicon, m20: m20Lexicon, h5: h5Lexicon };

export function lexiconFor<L extends GameLine>(line: L): LexiconLine<L> | null {
  return lexiconLines[line];
}
