import type { TFunction } from 'i18next';
import { tableCheckOutcome, type TableCheck, type TablePoolResult } from '@vitae/core/play';

/**
 * A line's table check in words ("Wallungs-Check misslungen: Hunger steigt auf 3") and whether it
 * passed; `undefined` without a check (or one this app does not know): the card says the outcome.
 */
export function checkWords(t: TFunction, check: TableCheck | undefined, result: TablePoolResult): { passed: boolean; text: string } | undefined {
  const outcome = check ? tableCheckOutcome(check, result) : undefined;
  if (!check || !outcome) return undefined;
  const key = outcome.passed ? 'passed' : outcome.atBound ? 'atBound' : 'failed';
  return { passed: outcome.passed, text: t(`play.roll.tableCheck.${check.name}.${key}`, { before: check.before, after: outcome.after }) };
}
