import { z } from 'zod';
import type { Character } from '../character/schema.ts';
import { purchaseCost } from './costs.ts';
import { purchaseEffect, type PurchaseFailureReason } from './effects.ts';
import { restoreSnapshot, xpHistoryOf, type WithXpHistory, type XpHistoryEntry } from './history.ts';
import type { Purchase } from './purchase.ts';

/** Id and time of a new history entry, passed in because core has no clock or id source. */
export interface XpEventMeta {
  /** Unique among the character's history entries. */
  id: string;
  /** ISO date-time with offset, e.g. `2025-03-01T20:15:00.000Z`. */
  now: string;
}

/** Whether a purchase may be made now, with its cost either way (for the confirm dialog). */
export type PurchaseCheck = { ok: true; cost: number } | { ok: false; reason: PurchaseFailureReason; cost: number };

/** Result of `applyPurchase`: the new character and its history entry, or why nothing changed. */
export type PurchaseResult<C> =
  | { ok: true; character: C; cost: number; entry: XpHistoryEntry }
  | { ok: false; reason: PurchaseFailureReason; cost: number };

/** Result of `grantExperience`. */
export type GrantResult<C> = { ok: true; character: C; entry: XpHistoryEntry } | { ok: false; reason: 'invalid' };

/** Result of `undoLast`: the character with the newest entry reverted, and that entry. */
export type UndoResult<C> = { ok: true; character: C; entry: XpHistoryEntry } | { ok: false; reason: 'nothing_to_undo' };

type Leveled = Character & WithXpHistory;
const isoDateTime = z.iso.datetime({ offset: true });
const maxIdLength = 100;

function metaIsValid(character: Leveled, meta: XpEventMeta): boolean {
  if (typeof meta.id !== 'string' || meta.id === '' || meta.id.length > maxIdLength) return false;
  if (!isoDateTime.safeParse(meta.now).success) return false;
  return !xpHistoryOf(character).some((entry) => entry.id === meta.id);
}

/** Decides whether a purchase is allowed now and what it costs, without changing anything. */
export function checkPurchase(character: Character, purchase: Purchase): PurchaseCheck {
  const cost = purchaseCost(character, purchase);
  const effect = purchaseEffect(character, purchase);
  if (typeof effect === 'string') return { ok: false, reason: effect, cost };
  if (cost > character.exp) return { ok: false, reason: 'not_enough_xp', cost };
  return { ok: true, cost };
}

/** Makes a purchase: spends `exp`, adds to `usedExp`, changes the sheet and records it in the history. */
export function applyPurchase<C extends Leveled>(character: C, purchase: Purchase, meta: XpEventMeta): PurchaseResult<C> {
  const cost = purchaseCost(character, purchase);
  if (!metaIsValid(character, meta)) return { ok: false, reason: 'invalid', cost };
  const effect = purchaseEffect(character, purchase);
  if (typeof effect === 'string') return { ok: false, reason: effect, cost };
  if (cost > character.exp) return { ok: false, reason: 'not_enough_xp', cost };
  const exp = character.exp - cost;
  const usedExp = character.usedExp + cost;
  const entry: XpHistoryEntry = {
    id: meta.id,
    at: meta.now,
    kind: 'purchase',
    amount: cost,
    purchase: effect.record,
    before: { exp: character.exp, usedExp: character.usedExp, ...effect.before },
    after: { exp, usedExp, ...effect.after },
  };
  const next: C = { ...effect.character, exp, usedExp, xpHistory: [...xpHistoryOf(character), entry] };
  return { ok: true, character: next, cost, entry };
}

/** Adds (or, with a negative amount, removes) unspent experience; `exp` floors at 0, `usedExp` stays. */
export function grantExperience<C extends Leveled>(character: C, amount: number, meta: XpEventMeta): GrantResult<C> {
  if (!Number.isSafeInteger(amount) || amount === 0 || !metaIsValid(character, meta)) return { ok: false, reason: 'invalid' };
  const exp = Math.max(0, character.exp + amount);
  const entry: XpHistoryEntry = { id: meta.id, at: meta.now, kind: 'grant', amount, before: { exp: character.exp }, after: { exp } };
  const next: C = { ...character, exp, xpHistory: [...xpHistoryOf(character), entry] };
  return { ok: true, character: next, entry };
}

/** Reverts the newest history entry: restores what it changed and refunds (or takes back) its experience. */
export function undoLast<C extends Leveled>(character: C): UndoResult<C> {
  const history = xpHistoryOf(character);
  const entry = history.at(-1);
  if (!entry) return { ok: false, reason: 'nothing_to_undo' };
  const restored = restoreSnapshot(character, entry.before, entry.after);
  return { ok: true, character: { ...restored, xpHistory: history.slice(0, -1) }, entry };
}
