import { useEffect } from 'react';
import type { GameLine } from '@vitae/core';
import type { CharacterEntry } from '../../../lib/characters/manager.ts';
import { rememberLinesInUse } from '../../../lib/content/lines.ts';
import { useContentStore } from '../../../lib/content/store.ts';

/**
 * The game lines of the characters on the list: their content loads behind the list (a row shows
 * its clan or tribe once it is there) and the next start reads exactly these lines with the
 * shared content, no more.
 */
export function useLinesOfList(complete: boolean, entries: readonly CharacterEntry[]): void {
  const store = useContentStore();
  // One string, so the effect runs when the set of lines changes, not on every save.
  const lines = [...new Set(entries.map((entry) => entry.character.gameLine))].sort().join(' ');
  useEffect(() => {
    if (!complete) return;
    const wanted = (lines ? lines.split(' ') : []) as GameLine[];
    rememberLinesInUse(wanted);
    store.preloadLines(wanted);
  }, [complete, lines, store]);
}
