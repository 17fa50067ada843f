import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Character } from '@vitae/core';
import { useContentStore } from '../../../lib/content/store.ts';
import { historyNamesOf, type HistoryNames } from '../lib/history-text.ts';
import { sheetFor } from '../lines/index.ts';

/**
 * The names the history's records refer to, from the character's line content in the current
 * language and in the character's own words (its line's `textContext`).
 */
export function useHistoryNames(character: Character | undefined): HistoryNames {
  const { t, i18n } = useTranslation();
  const store = useContentStore();
  const line = character?.gameLine;
  // The viewer's loader has brought the line's sheet in before anything shows a history.
  const sheet = line ? sheetFor(line) : null;
  // Only the character's text context changes the names: the memo does not follow every edit.
  const context = character ? sheet?.textContext?.(character as never) : undefined;
  return useMemo(() => {
    if (!line) return historyNamesOf({});
    const content = store.forLine(line, i18n.language);
    const words = context ? (key: string, values?: Record<string, unknown>) => t(key, { ...values, context }) : t;
    return historyNamesOf(content, sheet?.historyNames?.(content, words, context));
  }, [store, sheet, line, i18n.language, t, context]);
}
