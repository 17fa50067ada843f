import { describeFifthEditionPurchase, type FifthEditionPurchase, type FifthEditionRates } from '../../../fifth-edition/leveling.ts';
import type { Edge } from '../content/edges.ts';

/**
 * One thing a hunter buys with experience: the purchases every 5th-edition line has, a new edge
 * and a new perk of an owned edge. Edges are passed whole, because the character keeps snapshots.
 */
export type H5Purchase = FifthEditionPurchase | { kind: 'edge'; edge: Edge } | { kind: 'perk'; edge: Edge; perkId: string };

/**
 * Hunter experience prices (rules.json `experience`). Attributes ×5 and skills ×3 the new value,
 * a speciality 3 and an advantage 3 per dot are as in V5 (high confidence). Edge 7 and perk 3 are
 * the authors' recollection of the core XP table (LOW confidence): change them here only.
 */
export const h5Rates = { attribute: 5, skill: 3, speciality: 3, newTrait: 3, raiseTrait: 3 } as const satisfies FifthEditionRates;
export const h5EdgePrices = { edge: 7, perk: 3 } as const;

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
