import { fifthEditionCost, fifthEditionEffect, fifthEditionPriceKey, restoreFifthEdition } from '../../../fifth-edition/leveling.ts';
import { withoutLast } from '../../../leveling/history.ts';
import {
  applyPurchaseWith,
  checkPurchaseWith,
  undoLastWith,
  type LevelingRules,
  type PurchaseCheck,
  type PurchaseOutcome,
  type PurchaseResult,
  type UndoResult,
  type XpEventMeta,
} from '../../../leveling/level-up.ts';
import { restrictionContextOfW5 } from '../creation/traits.ts';
import type { W5Character, W5Snapshot } from '../schema.ts';
import { giftAccess, riteBlockers } from '../sheet/gifts.ts';
import { describeW5Purchase, type W5Purchase } from './purchase.ts';
import { w5RatesOf } from './rates.ts';
import type { W5PriceKey } from './xp-table.ts';

/** XP a purchase costs this character, allowed or not: the shared prices, a Gift at tier × 5, a rite flat 3 (or the chronicle's prices). */
export function w5PurchaseCost(character: W5Character, purchase: W5Purchase): number {
  const rates = w5RatesOf(character);
  switch (purchase.kind) {
    case 'gift':
      return giftAccess(character, purchase.gift).tier * rates.giftPerTier;
    case 'rite':
      return rates.rite;
    default:
      return fifthEditionCost(character, purchase, rates);
  }
}

/** The table's price a purchase is charged by (for showing its source); none for a flaw. */
export function w5PriceKey(_character: W5Character, purchase: W5Purchase): W5PriceKey | undefined {
  if (purchase.kind === 'gift') return 'giftPerTier';
  if (purchase.kind === 'rite') return 'rite';
  return fifthEditionPriceKey(purchase);
}

/** What a purchase changes (experience aside), or why it is refused. */
export function w5PurchaseEffect<C extends W5Character>(character: C, purchase: W5Purchase): PurchaseOutcome<C, W5Snapshot> {
  switch (purchase.kind) {
    case 'gift': {
      const access = giftAccess(character, purchase.gift);
      if (access.reasons.includes('owned')) return 'already_owned';
      if (access.reasons.length > 0) return 'requirements_not_met';
      const id = String(purchase.gift.id);
      return {
        character: { ...character, gifts: [...character.gifts, { id: purchase.gift.id, name: purchase.gift.name, group: 'other' }] },
        before: { gifts: { [id]: false } },
        after: { gifts: { [id]: true } },
        record: describeW5Purchase(purchase, access.tier),
      };
    }
    case 'rite': {
      const reasons = riteBlockers(character, purchase.rite);
      if (reasons.includes('owned')) return 'already_owned';
      if (reasons.length > 0) return 'requirements_not_met';
      const id = String(purchase.rite.id);
      return {
        character: { ...character, rites: [...character.rites, { id: purchase.rite.id, name: purchase.rite.name }] },
        before: { rites: { [id]: false } },
        after: { rites: { [id]: true } },
        record: describeW5Purchase(purchase),
      };
    }
    default:
      return fifthEditionEffect(character, purchase, restrictionContextOfW5(character));
  }
}

/** Puts back the Werewolf fields of a snapshot: learned Gifts and rites are forgotten again. */
export function restoreW5<C extends W5Character>(character: C, before: W5Snapshot): C {
  let next = restoreFifthEdition(character, before);
  for (const [id, had] of Object.entries(before.gifts ?? {})) if (!had) next = { ...next, gifts: withoutLast(next.gifts, id) };
  for (const [id, had] of Object.entries(before.rites ?? {})) if (!had) next = { ...next, rites: withoutLast(next.rites, id) };
  return next;
}

export function w5Leveling<C extends W5Character>(): LevelingRules<C, W5Purchase, W5Snapshot> {
  return { cost: w5PurchaseCost, effect: w5PurchaseEffect, restore: restoreW5 };
}

export function checkW5Purchase(character: W5Character, purchase: W5Purchase): PurchaseCheck {
  return checkPurchaseWith(w5Leveling(), character, purchase);
}

export function applyW5Purchase<C extends W5Character>(character: C, purchase: W5Purchase, meta: XpEventMeta): PurchaseResult<C, W5Snapshot> {
  return applyPurchaseWith(w5Leveling<C>(), character, purchase, meta);
}

export function undoW5<C extends W5Character>(character: C): UndoResult<C, W5Snapshot> {
  return undoLastWith(w5Leveling<C>(), character);
}
