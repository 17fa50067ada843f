import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameLine } from '@vitae/core';
import { useContentStore } from '../lib/content/store.ts';
import type { ReasonNames } from './trait-reasons.ts';

type Named = { id: number; name: string };

/** Clan and book names of a line, for the texts that say why a trait cannot be taken. */
export function useReasonNames(line: GameLine): ReasonNames {
  const { i18n } = useTranslation();
  const store = useContentStore();
  return useMemo(() => {
    const content = store.forLine(line, i18n.language) as unknown as { clans?: Named[] };
    const clans = new Map((content.clans ?? []).map((clan) => [clan.id, clan.name]));
    const books = new Map((store.meta.lines[line]?.books ?? []).map((book) => [book.id, (book.name as Record<string, string>)[i18n.language] ?? book.name['de-DE']]));
    return { clan: (id) => clans.get(id), book: (id) => books.get(id) };
  }, [store, line, i18n.language]);
}
