import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameLine } from '@vitae/core';
import { useContentStore } from '../../../lib/content/store.ts';
import type { HistoryNames } from '../lib/history-text.ts';

type Named = { key: string; name: string };
const namesOf = (content: object, field: 'attributes' | 'skills'): Map<string, string> => {
  const list = (content as Record<string, unknown>)[field];
  return new Map(Array.isArray(list) ? (list as Named[]).map((entry) => [entry.key, entry.name]) : []);
};

/** Attribute and skill names of the character's line, for the history's words. */
export function useHistoryNames(line: GameLine): HistoryNames {
  const { i18n } = useTranslation();
  const store = useContentStore();
  return useMemo(() => {
    const content = store.forLine(line, i18n.language);
    const attributes = namesOf(content, 'attributes');
    const skills = namesOf(content, 'skills');
    return { attribute: (key) => attributes.get(key), skill: (key) => skills.get(key) };
  }, [store, line, i18n.language]);
}
