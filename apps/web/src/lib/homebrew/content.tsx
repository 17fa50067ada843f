import { useEffect, useMemo, type ReactNode } from 'react';
import type { GameLine, LineContent } from '@vitae/core';
import { homebrewLine, knownHomebrew, mergeHomebrew, type HomebrewLine, type HomebrewStore } from '@vitae/core/homebrew';
import { homebrewLineMerges, listedKindsOfLine, takeKindSnapshot, withHeldKindItems, type HeldKindItem, type KindLists } from '@vitae/core/homebrew-kinds';
import { kindStore, knownKindItems, useKindStore } from './kind-store.ts';
import { addCharacterChangeHook } from '../characters/change-hooks.ts';
import { ContentContext, useContentStore, type ContentStore } from '../content/store.ts';
import { useHomebrewStore } from './store.ts';
import { syncHomebrewOnce } from './sync.ts';

/**
 * The store with the browser's homebrew (installed, cached and own; spec §3) merged into the
 * content of homebrew's line (`homebrewLine`: Vampire) under book 3021, so every screen sees one
 * content. Built once per homebrew state: `HomebrewContent` makes a new one when the homebrew store changes (install, uninstall, update),
 * and each language is merged on first use only, never on a render.
 */
export function withHomebrew(base: ContentStore, homebrew: HomebrewStore, kinds: KindLists = {}): ContentStore {
  const items = knownHomebrew(homebrew);
  // The other lines' kinds (gifts, rites, …) merge the same way, each line by its own rule.
  const otherLines = homebrewLineMerges.filter((entry) => Object.entries(kinds).some(([, list]) => list.length > 0) && base.meta.lines[entry.line]);
  const cache = new Map<string, unknown>();
  const merged = (language: string) => {
    const cached = cache.get(language);
    if (cached) return cached as LineContent<HomebrewLine>;
    const clansMerged = mergeHomebrew(base.forLine(homebrewLine, language), base.meta.lines[homebrewLine], items).content;
    // The homebrew line's other kinds (merit packs, backgrounds) merge by its registry entry, after clans and disciplines.
    const content = (ownLineKinds ? ownLineKinds.merge(clansMerged, base.meta.lines[homebrewLine], kinds).content : clansMerged) as LineContent<HomebrewLine>;
    cache.set(language, content);
    return content;
  };
  const mergedOther = <L extends GameLine>(line: L, language: string): LineContent<L> => {
    const key = `${line}:${language}`;
    if (!cache.has(key)) cache.set(key, otherLines.find((entry) => entry.line === line)!.merge(base.forLine(line, language), base.meta.lines[line], kinds).content);
    return cache.get(key) as LineContent<L>;
  };
  const ownLineKinds = otherLines.find((entry) => entry.line === homebrewLine);
  const clansMeta = mergeHomebrew({ clans: [], disciplines: [] }, base.meta.lines[homebrewLine], items).meta;
  const homebrewLineMeta = ownLineKinds ? (ownLineKinds.merge({}, clansMeta, kinds).meta as typeof clansMeta) : clansMeta;
  const otherMeta = Object.fromEntries(otherLines.map((entry) => [entry.line, entry.merge({}, base.meta.lines[entry.line], kinds).meta]));
  return {
    ...base,
    meta: { ...base.meta, lines: { ...base.meta.lines, ...otherMeta, [homebrewLine]: homebrewLineMeta } },
    // `L` is the homebrew's line exactly when `line` is; the other lines merge by their registry entry.
    forLine: <L extends GameLine>(line: L, language: string) =>
      (line === homebrewLine ? merged(language) : otherLines.some((entry) => entry.line === line) ? mergedOther(line, language) : base.forLine(line, language)) as LineContent<L>,
  };
}

// A character that starts using a homebrew gift, rote, edge, merit pack, … keeps a copy of the
// version it took (issue #49): uninstalls and the author's newer versions leave its sheet alone.
addCharacterChangeHook((character) => takeKindSnapshot(character, knownKindItems(kindStore()), listedKindsOfLine(character.gameLine)));

/**
 * Gives the screens below the content with the browser's homebrew merged in, and fetches the
 * account's installed and own homebrew once per visit. The screens that use game content (main
 * screen, wizard, sheet) wrap themselves in it; it is not part of start-up, so the login screen
 * never loads the homebrew store and its schemas. A sheet passes its character's held copies.
 */
export function HomebrewContent({ children, held }: { children: ReactNode; held?: readonly HeldKindItem[] }) {
  const base = useContentStore();
  const homebrew = useHomebrewStore();
  const kinds = useKindStore();
  useEffect(() => {
    void syncHomebrewOnce();
  }, []);
  // A sheet passes its character's copies: they win over the installed versions (and fill in uninstalled
  // ones). Merged again only when a copy's version changes, not on every edit of the character.
  const heldKey = (held ?? []).map((item) => `${item.kind}:${item.id}:${item.version}`).join(',');
  // The same key means the same copies (a held copy changes only with its version).
  const heldCopies = useMemo(() => held, [heldKey]);
  const merged = useMemo(() => withHomebrew(base, homebrew, withHeldKindItems(knownKindItems(kinds), heldCopies)), [base, homebrew, kinds, heldCopies]);
  return <ContentContext.Provider value={merged}>{children}</ContentContext.Provider>;
}
