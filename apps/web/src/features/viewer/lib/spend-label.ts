import type { XpHistoryEntry } from '@vitae/core';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * What a purchase asked of the storyteller is called, in the player's words: the "+" button's
 * label with the step the line's rules record ("Geschick 2 → 3", "Kontakte auf 2").
 */
export function spendLabel(entry: XpHistoryEntry, label: string, t: Translate): string {
  const level = entry.purchase?.level;
  const from = entry.purchase?.from;
  if (level === undefined) return label;
  return from === undefined ? t('viewer.info.subjectLevel', { name: label, level }) : t('viewer.info.subjectRaise', { name: label, from, to: level });
}
