import type { FifthEditionRates } from '../../../fifth-edition/leveling.ts';
import { effectiveRates } from '../../../leveling/xp-table.ts';
import type { W5Character } from '../schema.ts';
import { w5XpTable, type W5PriceKey } from './xp-table.ts';

/**
 * Every XP price of the Werewolf line as the book table gives it (`w5XpTable`, with each price's
 * source: the Gift and rite prices are house rules). Correct the table and the sheet, the wizard
 * and the tests follow.
 */
export const w5Rates: Readonly<Record<W5PriceKey, number>> & FifthEditionRates = effectiveRates(w5XpTable);

/** The rates this character pays: the book's, with its chronicle's changes (`xpTable`) on top. */
export function w5RatesOf(character: Pick<W5Character, 'xpTable'>): Record<W5PriceKey, number> & FifthEditionRates {
  return effectiveRates(w5XpTable, character.xpTable);
}
