import { z } from 'zod';

/**
 * A line's experience prices as data (issue #46 items 16 and 19): per price key its formula, its
 * rate and where the number comes from. A chronicle may change prices; the character keeps its
 * overrides (`xpTable`), and every price is computed from the book table with them on top, so a
 * sheet always reproduces what it charged.
 */

/** How a price grows: × the new level (or tier), a flat price, or × the current rating (a first dot may have its own price). */
export const priceFormulas = ['newLevel', 'flat', 'current'] as const;
export type PriceFormula = (typeof priceFormulas)[number];

/** Books a price is cited from (their titles are texts of the UI). */
export const xpBooks = ['v5Core', 'm20Core'] as const;
export type XpBook = (typeof xpBooks)[number];

/** Where a price is printed. `sameAs`: the line's own book was not checked; the number is the one of this book's table, which the line shares. */
export interface BookSource {
  book: XpBook;
  page: number;
  sameAs?: boolean;
}

/** One price of the table. `source: 'houseRule'` = no one could confirm it in a book: the sheet says so. */
export interface XpPrice {
  formula: PriceFormula;
  rate: number;
  /** Only `current`: the price of the first dot (0 → 1). */
  first?: number;
  source: BookSource | 'houseRule';
}

export type XpTable<K extends string = string> = Readonly<Record<K, XpPrice>>;

/** A chronicle's change of one price: a new rate, a new first-dot price, or both. */
export interface PriceOverride {
  rate?: number | undefined;
  first?: number | undefined;
}
export type XpTableOverrides = Partial<Record<string, PriceOverride>>;

/** Highest price a chronicle may set (per dot or flat). */
export const maxOverridePrice = 100;
const price = z.number().int().min(0).max(maxOverridePrice);
const overrideSchema = z.strictObject({ rate: price.optional(), first: price.optional() });

/** The stored overrides of a line's table: only its own price keys. */
export function xpTableOverridesSchema<K extends string>(keys: readonly [K, ...K[]]) {
  return z.partialRecord(z.enum(keys), overrideSchema);
}

/** The step a purchase makes: the rating before and after (a new trait of level 3: 0 → 3; a Gift of tier 2: 0 → 2). */
export interface PriceStep {
  from: number;
  to: number;
}

/** The table with the character's overrides on top. */
export function effectiveTable<K extends string>(table: XpTable<K>, overrides?: XpTableOverrides): XpTable<K> {
  if (!overrides) return table;
  const result = { ...table } as Record<K, XpPrice>;
  for (const key of Object.keys(table) as K[]) {
    const change = overrides[key];
    if (!change) continue;
    const base = table[key];
    result[key] = { ...base, ...(change.rate === undefined ? {} : { rate: change.rate }), ...(change.first === undefined || base.formula !== 'current' ? {} : { first: change.first }) };
  }
  return result;
}

/** What one price of a table charges for a step. */
export function priceOf(entry: XpPrice, step: PriceStep): number {
  switch (entry.formula) {
    case 'newLevel':
      return step.to * entry.rate;
    case 'flat':
      return entry.rate;
    case 'current':
      return step.from === 0 && entry.first !== undefined ? entry.first : step.from * entry.rate;
  }
}

/** The price a character pays for a step: the book's price under `key`, or the chronicle's where it changed it. */
export function effectivePrice<K extends string>(table: XpTable<K>, key: K, step: PriceStep, overrides?: XpTableOverrides): number {
  return priceOf(effectiveTable(table, overrides)[key], step);
}

/** Every rate of the effective table, by key (for the shared 5th-edition prices, which take rates). */
export function effectiveRates<K extends string>(table: XpTable<K>, overrides?: XpTableOverrides): Record<K, number> {
  const effective = effectiveTable(table, overrides);
  return Object.fromEntries((Object.keys(effective) as K[]).map((key) => [key, effective[key].rate])) as Record<K, number>;
}

/** Whether the character's table differs from the book's at `key`. */
export function isOverridden(table: XpTable, key: string, overrides?: XpTableOverrides): boolean {
  const change = overrides?.[key];
  const base = table[key];
  if (!change || !base) return false;
  return (change.rate !== undefined && change.rate !== base.rate) || (base.formula === 'current' && change.first !== undefined && change.first !== base.first);
}
