import type { GameLine } from '@vitae/core';
import { loadLineTexts } from '../../../i18n/i18n.ts';
import type { SheetLine, SheetRegistry } from './types.ts';

/**
 * Which sheet each game line uses, each in its own chunk: a player opens the sheets of the lines
 * they play, not the code of all four. A line's entry is its folder's `index.tsx`; see
 * docs/adding-a-game-line.md.
 */
export const sheetModules: { readonly [L in GameLine]: () => Promise<SheetLine<L> | null> } = {
  v5: async () => (await import('./v5/index.tsx')).v5Sheet,
  w5: async () => (await import('./w5/index.tsx')).w5Sheet,
  m20: async () => (await import('./m20/index.tsx')).m20Sheet,
  h5: async () => (await import('./h5/index.tsx')).h5Sheet,
};

const loaded: Partial<{ -readonly [L in GameLine]: SheetRegistry[L] }> = {};
const loading = new Map<GameLine, Promise<void>>();

/** Brings a line's sheet code and its texts in (the viewer's loader waits for them beside the character). */
export function loadSheet(line: GameLine): Promise<void> {
  if (line in loaded) return Promise.resolve();
  let pending = loading.get(line);
  if (!pending) {
    pending = Promise.all([sheetModules[line](), loadLineTexts([line])]).then(
      ([sheet]) => {
        (loaded as Record<GameLine, SheetRegistry[GameLine]>)[line] = sheet;
      },
      (error: unknown) => {
        // A failed chunk load (offline, an update) is tried again by the next screen that asks.
        loading.delete(line);
        throw error;
      },
    );
    loading.set(line, pending);
  }
  return pending;
}

/**
 * The sheet of a line, typed for that line's characters (`null` while it is not built). The
 * viewer's loader has loaded it; a component rendering before that suspends until it is here.
 */
export function sheetFor<L extends GameLine>(line: L): SheetLine<L> | null {
  if (!(line in loaded)) throw loadSheet(line);
  return loaded[line] as SheetLine<L> | null;
}
