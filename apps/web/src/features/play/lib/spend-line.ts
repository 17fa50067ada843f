import type { TFunction } from 'i18next';
import type { PlayMessageBody } from '@vitae/core/play';

type SpendBody = Extract<PlayMessageBody, { kind: 'spend' }>;

/** A spend request's step in the log: "Jo bittet um Geschick 2 → 3 (10 EXP)", "zugestimmt: …", "abgelehnt: … – Notiz". */
export function spendLine(t: TFunction, body: SpendBody): string {
  const text = t(`play.spends.logged.${body.event}`, { name: body.character.name, label: body.label, cost: body.cost });
  return body.note ? t('play.spends.withNote', { text, note: body.note }) : text;
}
