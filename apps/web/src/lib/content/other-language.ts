import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameLine } from '@vitae/core';
import { createContentStore, type ContentStore } from './store.ts';
import { contentLanguageFor, contentLanguages, syncContent, type ContentLanguage } from './sync.ts';

/** The content language that is not the UI's (the Lexicon searches its names too, the inventory matches old items by them). */
export function otherContentLanguage(uiLanguage: string): ContentLanguage {
  const current = contentLanguageFor(uiLanguage);
  return contentLanguages.find((language) => language !== current) ?? current;
}

/** The other language's content of these lines, kept in IndexedDB like the UI's own (downloaded once). */
export async function loadOtherLanguage(language: ContentLanguage, lines: readonly GameLine[]): Promise<ContentStore> {
  const { texts } = await syncContent(language, { parts: ['core', ...lines] });
  return createContentStore(texts, language);
}

/**
 * The other language's content for the Lexicon's search, once it is there; `undefined` before
 * and when it cannot be had (offline with nothing kept): the search then knows one language.
 * It is fetched only once someone searches (`wanted`): opening the Lexicon loads the UI's
 * language alone (issue #21).
 */
export function useOtherLanguageContent(lines: readonly GameLine[], wanted: boolean): { language: ContentLanguage; store: ContentStore } | undefined {
  const { i18n } = useTranslation();
  const language = otherContentLanguage(i18n.language);
  const [loaded, setLoaded] = useState<{ language: ContentLanguage; store: ContentStore }>();
  const key = lines.join(',');
  const needed = wanted && loaded?.language !== language;
  useEffect(() => {
    if (!needed) return;
    let live = true;
    loadOtherLanguage(language, key ? (key.split(',') as GameLine[]) : []).then(
      (store) => {
        if (live) setLoaded({ language, store });
      },
      // Offline with nothing kept: the search stays in the UI's language.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, language, key]);
  return loaded?.language === language ? loaded : undefined;
}
