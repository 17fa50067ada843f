import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameLine } from '@vitae/core';
import { useContentStore } from '../../../lib/content/store.ts';
import { historyNamesOf, type HistoryNames } from '../lib/history-text.ts';
import { sheetFor } from '../lines/index.ts';

/** The names the history's records refer to, from the character's line content in the current language. */
export function useHistoryNames(line: GameLine | undefined): HistoryNames {
  const { t, i18n } = useTranslation();
  const store = useContentStore();
  // The viewer's loader has brought the line's sheet in before anything shows a history.
  const sheet = line ? sheetFor(line) : null;
  return useMemo(() => {
    if (!line) return historyNamesOf({});
    const content = store.forLine(line, i18n.language);
    return historyNamesOf(content, sheet?.historyNames?.(content, t));
  }, [store, sheet, line, i18n.language, t]);
}
