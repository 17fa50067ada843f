import type { GameLine } from '../character/keys.ts';
import type { HomebrewLineMerge } from './line-merge.ts';

/**
 * One merge per line from several (a line's gifts and its merit packs come from different
 * modules): a line's merges run in the order given, each on the result of the one before.
 */
export function combineLineMerges(merges: readonly HomebrewLineMerge[]): HomebrewLineMerge[] {
  const lines: GameLine[] = [...new Set(merges.map((entry) => entry.line))];
  return lines.map((line) => {
    const ofLine = merges.filter((entry) => entry.line === line);
    if (ofLine.length === 1) return ofLine[0]!;
    return {
      line,
      merge: (content, meta, items) => ofLine.reduce((result, entry) => entry.merge(result.content, result.meta, items), { content, meta }),
    };
  });
}
