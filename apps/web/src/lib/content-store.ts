import { createContext, useContext } from 'react';
import type { Content, Meta } from '@vitae/core/content';
import { contentFileKeys, contentFileNames, metaFileName, withFallback } from '@vitae/core/content-light';
import type { BundleTexts } from './content-sync.ts';

export const baseContentLanguage = 'de-DE';

export interface ContentStore {
  meta: Meta;
  /** All content of a language; every text the language lacks is the German one. */
  forLanguage(language: string): Content;
}

/** Builds the store from the bundle's files; languages are resolved on first use and kept. */
export function createContentStore(texts: BundleTexts): ContentStore {
  const parse = (path: string): unknown => {
    const text = texts[path];
    return text === undefined ? undefined : (JSON.parse(text) as unknown);
  };
  const cache = new Map<string, Content>();
  const german = (): Content => {
    const cached = cache.get(baseContentLanguage);
    if (cached) return cached;
    const content = Object.fromEntries(contentFileKeys.map((key) => [key, parse(`${baseContentLanguage}/${contentFileNames[key]}`)])) as Content;
    cache.set(baseContentLanguage, content);
    return content;
  };
  return {
    // The bundle was validated when it was built and its checksum checked on download.
    meta: parse(metaFileName) as Meta,
    forLanguage(language) {
      const cached = cache.get(language);
      if (cached) return cached;
      const base = german();
      if (language === baseContentLanguage) return base;
      const content = Object.fromEntries(
        contentFileKeys.map((key) => [key, withFallback(parse(`${language}/${contentFileNames[key]}`), base[key])]),
      ) as Content;
      cache.set(language, content);
      return content;
    },
  };
}

export const ContentContext = createContext<ContentStore | null>(null);

/** The game content in the current language (German fallback per field). */
export function useContentStore(): ContentStore {
  const store = useContext(ContentContext);
  if (!store) throw new Error('useContentStore needs the ContentContext');
  return store;
}
