import type { TFunction } from 'i18next';
import { effectiveTable, rulesOfLine, type GameLine, type PriceOverride, type PurchaseOf, type XpPrice, type XpTable, type XpTableOverrides } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';

/** The price of the character's effective XP table a purchase is charged by, with its key; none for a free purchase. */
export function purchasePrice(character: StoredCharacter, purchase: PurchaseOf<GameLine>): { key: string; price: XpPrice } | undefined {
  const leveling = rulesOfLine(character.gameLine).leveling;
  const key = leveling.priceKey(character, purchase);
  if (key === undefined) return undefined;
  const price = effectiveTable(leveling.table, character.xpTable)[key];
  return price ? { key, price } : undefined;
}

/** Where a price comes from, in words: "V5-Grundregelwerk, S. 460", "wie …", or the house-rule mark's text. */
export function priceSourceText(t: TFunction, price: XpPrice): string {
  if (price.source === 'houseRule') return t('viewer.xpTable.houseRule');
  const book = t(`viewer.xpTable.books.${price.source.book}`);
  return t(price.source.sameAs ? 'viewer.xpTable.sameAs' : 'viewer.xpTable.source', { book, page: price.source.page });
}

/** The price's formula in words ("5 × neuer Wert", "3 EXP", "erster Punkt 10 EXP, dann 8 × aktueller Wert"). */
export function priceFormulaText(t: TFunction, price: XpPrice): string {
  if (price.formula === 'current' && price.first !== undefined) return t('viewer.xpTable.formula.currentWithFirst', { rate: price.rate, first: price.first });
  return t(`viewer.xpTable.formula.${price.formula}`, { rate: price.rate });
}

/** What a price key buys, in the line's words (its own text pack first, the shared words after). */
export function priceKeyLabel(t: TFunction, line: GameLine, key: string, context?: string): string {
  // `context`: the character's words (a Technocrat's "Erleuchtung" for Arete), as the sheet reads them.
  return t([`${line}.xpTable.keys.${key}`, `viewer.xpTable.keys.${key}`], { defaultValue: key, ...(context ? { context } : {}) });
}

/**
 * The character's overrides with one price set: a value equal to the book's drops the change (the
 * table stays as small as the chronicle's real changes), `undefined` drops it too.
 */
export function withPriceOverride(table: XpTable, overrides: XpTableOverrides | undefined, key: string, field: 'rate' | 'first', value: number | undefined): XpTableOverrides {
  const book = table[key];
  const next: XpTableOverrides = { ...overrides };
  if (!book) return next;
  const change: PriceOverride = { ...next[key] };
  if (value === undefined || value === book[field]) delete change[field];
  else change[field] = value;
  if (change.rate === undefined && change.first === undefined) delete next[key];
  else next[key] = change;
  return next;
}
