import { describeFifthEditionPurchase, fifthEditionPurchaseKinds, type FifthEditionPurchase } from '../../../fifth-edition/leveling.ts';
import type { Gift, Rite } from '../content/gifts.ts';

/** Every kind of experience purchase of a werewolf's leveling mode. */
export const w5PurchaseKinds = [...fifthEditionPurchaseKinds, 'gift', 'rite'] as const;
export type W5PurchaseKind = (typeof w5PurchaseKinds)[number];

/**
 * One thing a werewolf buys with experience: the purchases every 5th-edition line has, a Gift and
 * a rite. Renown is not bought: the storyteller awards it (it is set on the sheet in leveling mode).
 */
export type W5Purchase = FifthEditionPurchase | { kind: 'gift'; gift: Gift } | { kind: 'rite'; rite: Rite };

export interface W5PurchaseRecord {
  kind: W5PurchaseKind;
  ref?: string | undefined;
  name?: string | undefined;
  level?: number | undefined;
}

/** The compact record of a purchase kept in the history. */
export function describeW5Purchase(purchase: W5Purchase, level?: number): W5PurchaseRecord {
  switch (purchase.kind) {
    case 'gift':
      return { kind: 'gift', ref: String(purchase.gift.id), name: purchase.gift.name, ...(level === undefined ? {} : { level }) };
    case 'rite':
      return { kind: 'rite', ref: String(purchase.rite.id), name: purchase.rite.name };
    default:
      return describeFifthEditionPurchase(purchase, level) as W5PurchaseRecord;
  }
}
