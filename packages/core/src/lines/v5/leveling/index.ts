import type { BaseSnapshot } from '../../../leveling/history.ts';
import {
  applyPurchaseWith,
  checkPurchaseWith,
  grantExperience,
  undoLastWith,
  type LevelingRules,
  type PurchaseCheck,
  type PurchaseResult,
  type UndoResult,
  type XpEventMeta,
} from '../../../leveling/level-up.ts';
import type { V5Character, V5Snapshot } from '../schema.ts';
import { purchaseCost } from './costs.ts';
import { purchaseEffect, restoreV5 } from './effects.ts';
import type { Purchase } from './purchase.ts';

/** A Vampire's leveling: prices and effects of its purchases, and how undo puts them back. */
export function v5Leveling<C extends V5Character>(): LevelingRules<C, Purchase, V5Snapshot> {
  return { cost: purchaseCost, effect: purchaseEffect, restore: restoreV5 };
}

/** Whether a purchase may be made now, and its cost. */
export function checkPurchase(character: V5Character, purchase: Purchase): PurchaseCheck {
  return checkPurchaseWith(v5Leveling(), character, purchase);
}

/** Makes a purchase: spends experience, changes the sheet and records it in the history. */
export function applyPurchase<C extends V5Character>(character: C, purchase: Purchase, meta: XpEventMeta): PurchaseResult<C, V5Snapshot> {
  return applyPurchaseWith(v5Leveling<C>(), character, purchase, meta);
}

/** Reverts the newest history entry. */
export function undoLast<C extends V5Character>(character: C): UndoResult<C, V5Snapshot> {
  return undoLastWith(v5Leveling<C>(), character);
}

export { grantExperience };
export type { BaseSnapshot };
