import { describeFifthEditionPurchase, type FifthEditionPurchase, type FifthEditionRates } from '../../../fifth-edition/leveling.ts';
import { effectiveRates } from '../../../leveling/xp-table.ts';
import type { Edge } from '../content/edges.ts';
import type { H5Character } from '../schema.ts';
import { h5XpTable, type H5PriceKey } from './xp-table.ts';

/**
 * One thing a hunter buys with experience: the purchases every 5th-edition line has, a new edge
 * and a new perk of an owned edge. Edges are passed whole, because the character keeps snapshots.
 */
export type H5Purchase = FifthEditionPurchase | { kind: 'edge'; edge: Edge } | { kind: 'perk'; edge: Edge; perkId: string };

/**
 * Hunter experience prices as the book table gives them (`h5XpTable`, with each price's source:
 * edge 7 and perk 3 are house rules). A character's own prices are `h5RatesOf(character)`.
 */
export const h5Rates: FifthEditionRates = effectiveRates(h5XpTable);
export const h5EdgePrices = { edge: h5XpTable.edge.rate, perk: h5XpTable.perk.rate } as const;

/** The rates this character pays: the book's, with its chronicle's changes (`xpTable`) on top. */
export function h5RatesOf(character: Pick<H5Character, 'xpTable'>): Record<H5PriceKey, number> {
  return effectiveRates(h5XpTable, character.xpTable);
}

export interface H5PurchaseRecord {
  kind: string;
  ref?: string | undefined;
  name?: string | undefined;
  level?: number | undefined;
}

/** The compact record of a purchase kept in the history. */
export function describeH5Purchase(purchase: H5Purchase, level?: number): H5PurchaseRecord {
  switch (purchase.kind) {
    case 'edge':
      return { kind: 'edge', ref: purchase.edge.id, name: purchase.edge.name };
    case 'perk':
      return { kind: 'perk', ref: purchase.perkId, name: purchase.edge.perks.find((perk) => perk.id === purchase.perkId)?.name };
    default:
      return describeFifthEditionPurchase(purchase, level);
  }
}
