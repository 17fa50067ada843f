import type { TFunction } from 'i18next';
import { tableCheckOutcome, type TableCheck, type TablePoolResult } from '@vitae/core/play';

/**
 * A line's table check in words ("Wallungs-Check misslungen: Hunger steigt auf 3", "Harano-Test
 * misslungen: Harano steigt auf 2") and whether it passed; `undefined` without a check (or one this app does not know): the card says the outcome.
 * `besideOutcome`: the words go beside the roll's outcome (a hunter's desperation dice), not instead.
 */
export function checkWords(t: TFunction, check: TableCheck | undefined, result: TablePoolResult): { passed: boolean; text: string; besideOutcome: boolean } | undefined {
  const outcome = check ? tableCheckOutcome(check, result) : undefined;
  if (!check || !outcome) return undefined;
  // Each check's words live under its name; `count` is the roll's successes (for words that say them).
  return { passed: outcome.passed, besideOutcome: outcome.besideOutcome, text: t(`play.roll.tableCheck.${check.name}.${outcome.key}`, { before: check.before, after: outcome.after, count: result.successes }) };
}
