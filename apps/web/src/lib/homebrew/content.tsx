import { useEffect, useMemo, type ReactNode } from 'react';
import type { GameLine, LineContent } from '@vitae/core';
import { homebrewLine, knownHomebrew, mergeHomebrew, type HomebrewLine, type HomebrewStore } from '@vitae/core/homebrew';
import { ContentContext, useContentStore, type ContentStore } from '../content/store.ts';
import { useHomebrewStore } from './store.ts';
import { syncHomebrewOnce } from './sync.ts';

/**
 * The store with the browser's homebrew (installed, cached and own; spec §3) merged into the
 * content of homebrew's line (`homebrewLine`: Vampire) under book 3021, so every screen sees one
 * content. Built once per homebrew state: `HomebrewContent` makes a new one when the homebrew store changes (install, uninstall, update),
 * and each language is merged on first use only, never on a render.
 */
export function withHomebrew(base: ContentStore, homebrew: HomebrewStore): ContentStore {
  const items = knownHomebrew(homebrew);
  const cache = new Map<string, unknown>();
  const merged = (language: string) => {
    const cached = cache.get(language);
    if (cached) return cached as LineContent<HomebrewLine>;
    const content = mergeHomebrew(base.forLine(homebrewLine, language), base.meta.lines[homebrewLine], items).content;
    cache.set(language, content);
    return content;
  };
  return {
    ...base,
    meta: { ...base.meta, lines: { ...base.meta.lines, [homebrewLine]: mergeHomebrew({ clans: [], disciplines: [] }, base.meta.lines[homebrewLine], items).meta } },
    // Only the homebrew's line has homebrew; `L` is that line exactly when `line` is.
    forLine: <L extends GameLine>(line: L, language: string) => (line === homebrewLine ? merged(language) : base.forLine(line, language)) as LineContent<L>,
  };
}

/**
 * Gives the screens below the content with the browser's homebrew merged in, and fetches the
 * account's installed and own homebrew once per visit. The screens that use game content (main
 * screen, wizard, sheet) wrap themselves in it; it is not part of start-up, so the login screen
 * never loads the homebrew store and its schemas.
 */
export function HomebrewContent({ children }: { children: ReactNode }) {
  const base = useContentStore();
  const homebrew = useHomebrewStore();
  useEffect(() => {
    void syncHomebrewOnce();
  }, []);
  const merged = useMemo(() => withHomebrew(base, homebrew), [base, homebrew]);
  return <ContentContext.Provider value={merged}>{children}</ContentContext.Provider>;
}
