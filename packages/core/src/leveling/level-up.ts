import { z } from 'zod';
import { raisedFrom, restoreBaseSnapshot, spentSince, type BaseSnapshot, type Leveled, type XpHistoryEntry } from './history.ts';

/** Id and time of a new history entry, passed in because core has no clock or id source. */
export interface XpEventMeta {
  /** Unique among the character's history entries. */
  id: string;
  /** ISO date-time with offset, e.g. `2025-03-01T20:15:00.000Z`. */
  now: string;
  /** Why, for a grant (at most 200 characters); kept on the history entry. */
  reason?: string;
}

/** Why a purchase is refused. */
export type PurchaseFailureReason = 'not_enough_xp' | 'at_maximum' | 'requirements_not_met' | 'already_owned' | 'not_found' | 'invalid';

/** What a purchase does to the sheet, apart from the experience it costs. */
export interface PurchaseEffect<C, S extends BaseSnapshot> {
  character: C;
  before: S;
  after: S;
  record: NonNullable<XpHistoryEntry<S>['purchase']>;
}
export type PurchaseOutcome<C, S extends BaseSnapshot> = PurchaseEffect<C, S> | Exclude<PurchaseFailureReason, 'not_enough_xp'>;

/**
 * A line's leveling: what each of its purchases costs and changes, and how its snapshot fields
 * are put back on undo. The shared engine below does the experience, the history and the undo.
 */
export interface LevelingRules<C extends Leveled<S>, P, S extends BaseSnapshot> {
  cost(character: C, purchase: P): number;
  effect(character: C, purchase: P): PurchaseOutcome<C, S>;
  /** Restores the line's own fields of `before` (the shared ones are already back). */
  restore(character: C, before: S, after: S): C;
}

/** Whether a purchase may be made now, with its cost either way (for the confirm dialog). */
export type PurchaseCheck = { ok: true; cost: number } | { ok: false; reason: PurchaseFailureReason; cost: number };

/** Result of `applyPurchase`: the new character and its history entry, or why nothing changed. */
export type PurchaseResult<C, S extends BaseSnapshot = BaseSnapshot> =
  | { ok: true; character: C; cost: number; entry: XpHistoryEntry<S> }
  | { ok: false; reason: PurchaseFailureReason; cost: number };

/** Result of `grantExperience`. */
export type GrantResult<C, S extends BaseSnapshot = BaseSnapshot> = { ok: true; character: C; entry: XpHistoryEntry<S> } | { ok: false; reason: 'invalid' };

/** Result of `undoLast`: the character with the newest entry reverted, and that entry. */
/** `spent_since`: Health or Willpower this entry gave was spent since (see `spentSince`); the sheet stays as it is. */
export type UndoResult<C, S extends BaseSnapshot = BaseSnapshot> = { ok: true; character: C; entry: XpHistoryEntry<S> } | { ok: false; reason: 'nothing_to_undo' | 'spent_since' };

const isoDateTime = z.iso.datetime({ offset: true });
const maxIdLength = 100;

function metaIsValid(history: ReadonlyArray<{ id: string }>, meta: XpEventMeta): boolean {
  if (typeof meta.id !== 'string' || meta.id === '' || meta.id.length > maxIdLength) return false;
  if (!isoDateTime.safeParse(meta.now).success) return false;
  return !history.some((entry) => entry.id === meta.id);
}

/** Decides whether a purchase is allowed now and what it costs, without changing anything. */
export function checkPurchaseWith<C extends Leveled<S>, P, S extends BaseSnapshot>(rules: LevelingRules<C, P, S>, character: C, purchase: P): PurchaseCheck {
  const cost = rules.cost(character, purchase);
  const effect = rules.effect(character, purchase);
  if (typeof effect === 'string') return { ok: false, reason: effect, cost };
  if (cost > character.exp) return { ok: false, reason: 'not_enough_xp', cost };
  return { ok: true, cost };
}

/** Makes a purchase: spends `exp`, adds to `usedExp`, changes the sheet and records it in the history. */
export function applyPurchaseWith<C extends Leveled<S>, P, S extends BaseSnapshot>(
  rules: LevelingRules<C, P, S>,
  character: C,
  purchase: P,
  meta: XpEventMeta,
): PurchaseResult<C, S> {
  const cost = rules.cost(character, purchase);
  if (!metaIsValid(character.xpHistory, meta)) return { ok: false, reason: 'invalid', cost };
  const effect = rules.effect(character, purchase);
  if (typeof effect === 'string') return { ok: false, reason: effect, cost };
  if (cost > character.exp) return { ok: false, reason: 'not_enough_xp', cost };
  const exp = character.exp - cost;
  const usedExp = character.usedExp + cost;
  // The rating it was raised from, so the history reads "Strength 2 → 3" in any language.
  const from = effect.record.from ?? raisedFrom(effect.before, effect.after, effect.record.level);
  const entry: XpHistoryEntry<S> = {
    id: meta.id,
    at: meta.now,
    kind: 'purchase',
    amount: cost,
    purchase: from === undefined ? effect.record : { ...effect.record, from },
    before: { exp: character.exp, usedExp: character.usedExp, ...effect.before },
    after: { exp, usedExp, ...effect.after },
  };
  const next: C = { ...effect.character, exp, usedExp, xpHistory: [...character.xpHistory, entry] };
  return { ok: true, character: next, cost, entry };
}

/** Adds (or, with a negative amount, removes) unspent experience; `exp` floors at 0, `usedExp` stays. */
export function grantExperience<C extends Leveled<S>, S extends BaseSnapshot>(character: C, amount: number, meta: XpEventMeta): GrantResult<C, S> {
  if (!Number.isSafeInteger(amount) || amount === 0 || !metaIsValid(character.xpHistory, meta)) return { ok: false, reason: 'invalid' };
  const exp = Math.max(0, character.exp + amount);
  // A grant touches only `exp`, which every snapshot type has.
  const reason = meta.reason?.trim().slice(0, 200);
  const entry = { id: meta.id, at: meta.now, kind: 'grant', amount, ...(reason ? { reason } : {}), before: { exp: character.exp }, after: { exp } } as XpHistoryEntry<S>;
  const next: C = { ...character, exp, xpHistory: [...character.xpHistory, entry] };
  return { ok: true, character: next, entry };
}

/** What a change entry records: the sheet after the change, the fields it touched before and after, and what it was. */
export interface SheetChange<C, S extends BaseSnapshot> {
  character: C;
  before: S;
  after: S;
  record: NonNullable<XpHistoryEntry<S>['purchase']>;
}

/**
 * Records a change that costs no experience (a Mark of Cain step, a storyteller's removal) in the
 * history, so the undo steps back over it in order like over any purchase.
 */
export function recordChange<C extends Leveled<S>, S extends BaseSnapshot>(character: C, change: SheetChange<C, S>, meta: XpEventMeta): { ok: true; character: C; entry: XpHistoryEntry<S> } | { ok: false; reason: 'invalid' } {
  if (!metaIsValid(character.xpHistory, meta)) return { ok: false, reason: 'invalid' };
  const entry: XpHistoryEntry<S> = { id: meta.id, at: meta.now, kind: 'change', amount: 0, purchase: change.record, before: change.before, after: change.after };
  return { ok: true, character: { ...change.character, xpHistory: [...character.xpHistory, entry] }, entry };
}

/** Reverts the newest history entry: restores what it changed and refunds (or takes back) its experience. */
export function undoLastWith<C extends Leveled<S>, P, S extends BaseSnapshot>(rules: LevelingRules<C, P, S>, character: C): UndoResult<C, S> {
  const history = character.xpHistory;
  const entry = history.at(-1);
  if (!entry) return { ok: false, reason: 'nothing_to_undo' };
  if (spentSince(character, entry.before, entry.after)) return { ok: false, reason: 'spent_since' };
  const restored = rules.restore(restoreBaseSnapshot(character, entry.before, entry.after), entry.before, entry.after);
  return { ok: true, character: { ...restored, xpHistory: history.slice(0, -1) }, entry };
}
