import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameLine, LineContent } from '@vitae/core';
import type { Meta } from '@vitae/core/content';
import { lineContentPaths, metaFileName, withFallback } from '@vitae/core/content-light';
import type { BundleTexts, ContentLanguage } from './sync.ts';

export const baseContentLanguage = 'de-DE';

export interface ContentStore {
  meta: Meta;
  /** The language of the bundle the store was built from. */
  language: ContentLanguage;
  /**
   * All content of a game line in a language; every text the language lacks is the German one.
   * A language the bundle does not hold (a switch whose bundle is still loading) gives the
   * store's own language, so a screen never goes empty.
   */
  forLine<L extends GameLine>(line: L, language: string): LineContent<L>;
  /** Whether the line's content is here (a line no character used yet loads on first use). */
  hasLine(line: GameLine): boolean;
  /** Suspends the rendering component until every line is here (one wait for several lines). */
  requireLines(lines: readonly GameLine[]): void;
  /** Starts loading lines in the background, for a screen that shows them when they come (the list's clan names). */
  preloadLines(lines: readonly GameLine[]): void;
}

/**
 * Brings a line's content into the texts a store reads (issue #21: content per game line). A line
 * that could not be loaded keeps its error until it is asked for again.
 */
export interface LineLoader {
  load(lines: readonly GameLine[]): Promise<void>;
  /** The error of the line's last failed load, handed out once (the next use tries again). */
  takeFailure(line: GameLine): Error | undefined;
}

/**
 * Builds the store from one language's bundle (or, in tests, from files of several languages).
 * A line's content is resolved on first use per language and kept for as long as this bundle is
 * the current one: a new bundle (an update, a language switch, or "Daten synchronisieren") gets a
 * new store, so nothing outlives the bundle it came from. A translation from the server has the
 * German text filled in already; the merge below only matters when German is beside it.
 */
export function createContentStore(texts: BundleTexts, language: ContentLanguage = baseContentLanguage, loader?: LineLoader): ContentStore {
  const storeLanguage = language;
  const hasLine = (line: GameLine) => Object.values(lineContentPaths[line]).every((path) => texts[`${storeLanguage}/${path}`] !== undefined);
  const missing = (lines: readonly GameLine[]) => lines.filter((line) => !hasLine(line));
  // Thrown during rendering, as React's Suspense expects: the screen shows its fallback until the lines are here.
  const suspendUntil = (lines: readonly GameLine[]): void => {
    const absent = missing(lines);
    if (absent.length === 0 || !loader) return;
    for (const line of absent) {
      const failure = loader.takeFailure(line);
      if (failure) throw failure;
    }
    throw loader.load(absent);
  };
  const languages = new Set(Object.keys(texts).map((path) => path.split('/')[0]));
  const parse = (path: string): unknown => {
    const text = texts[path];
    return text === undefined ? undefined : (JSON.parse(text) as unknown);
  };
  const cache = new Map<string, unknown>();
  const resolve = (line: GameLine, wanted: string): Record<string, unknown> => {
    suspendUntil([line]);
    const language = languages.has(wanted) ? wanted : storeLanguage;
    const key = `${line}:${language}`;
    const cached = cache.get(key);
    if (cached) return cached as Record<string, unknown>;
    const paths = Object.entries(lineContentPaths[line]);
    const withGerman = language !== baseContentLanguage && languages.has(baseContentLanguage);
    const content = Object.fromEntries(
      paths.map(([file, path]) => [file, withGerman ? withFallback(parse(`${language}/${path}`), parse(`${baseContentLanguage}/${path}`)) : parse(`${language}/${path}`)]),
    );
    cache.set(key, content);
    return content;
  };
  return {
    // The bundle was validated when it was built and its checksum checked on download.
    meta: parse(metaFileName) as Meta,
    language: storeLanguage,
    // Same reason: the files of the line are the ones its content schemas validated.
    forLine: <L extends GameLine>(line: L, language: string) => resolve(line, language) as LineContent<L>,
    hasLine,
    requireLines: suspendUntil,
    preloadLines: (lines) => {
      const absent = missing(lines);
      if (absent.length > 0) loader?.load(absent).catch(() => undefined);
    },
  };
}

export const ContentContext = createContext<ContentStore | null>(null);

/** The content store of the current bundle. */
export function useContentStore(): ContentStore {
  const store = useContext(ContentContext);
  if (!store) throw new Error('useContentStore needs the ContentContext');
  return store;
}

/** A line's game content in the current UI language (German fallback per field). */
export function useLineContent<L extends GameLine>(line: L): LineContent<L> {
  const store = useContentStore();
  const { i18n } = useTranslation();
  return useMemo(() => store.forLine(line, i18n.language), [store, line, i18n.language]);
}
