import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameLine, LineContent } from '@vitae/core';
import type { Meta } from '@vitae/core/content';
import { lineContentPaths, metaFileName, withFallback } from '@vitae/core/content-light';
import type { BundleTexts } from './content-sync.ts';

export const baseContentLanguage = 'de-DE';

export interface ContentStore {
  meta: Meta;
  /** All content of a game line in a language; every text the language lacks is the German one. */
  forLine<L extends GameLine>(line: L, language: string): LineContent<L>;
}

/**
 * Builds the store from one bundle's files. A line's content is resolved on first use per
 * language and kept for as long as this bundle is the current one: a new bundle (an update, or
 * "Daten synchronisieren") gets a new store, so nothing outlives the bundle it came from.
 */
export function createContentStore(texts: BundleTexts): ContentStore {
  const parse = (path: string): unknown => {
    const text = texts[path];
    return text === undefined ? undefined : (JSON.parse(text) as unknown);
  };
  const cache = new Map<string, unknown>();
  const resolve = (line: GameLine, language: string): Record<string, unknown> => {
    const key = `${line}:${language}`;
    const cached = cache.get(key);
    if (cached) return cached as Record<string, unknown>;
    const paths = Object.entries(lineContentPaths[line]);
    const german = Object.fromEntries(paths.map(([file, path]) => [file, parse(`${baseContentLanguage}/${path}`)]));
    const content = language === baseContentLanguage ? german : Object.fromEntries(paths.map(([file, path]) => [file, withFallback(parse(`${language}/${path}`), german[file])]));
    cache.set(key, content);
    return content;
  };
  return {
    // The bundle was validated when it was built and its checksum checked on download.
    meta: parse(metaFileName) as Meta,
    // Same reason: the files of the line are the ones its content schemas validated.
    forLine: <L extends GameLine>(line: L, language: string) => resolve(line, language) as LineContent<L>,
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
