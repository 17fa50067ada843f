import { z } from 'zod';
import { heldKindItemSchema, maxHeldKindItems, type HeldKindItem } from '../homebrew-kinds/held.ts';

const count = z.number().int().min(0);

/**
 * The fields every line's history snapshot may hold. A snapshot lists only the fields one entry
 * changed, before or after it; lines add their own (`xpSnapshotShape` of each line).
 */
export const baseSnapshotShape = {
  exp: count.optional(),
  usedExp: count.optional(),
  health: count.optional(),
  willpower: count.optional(),
  /** The homebrew copies an entry changed (an update of a held gift, rote, edge, …), each as it was before or after. */
  homebrewItems: z.array(heldKindItemSchema).max(maxHeldKindItems).optional(),
} as const;

/** The snapshot fields every line knows. */
export type BaseSnapshot = {
  exp?: number | undefined;
  usedExp?: number | undefined;
  health?: number | undefined;
  willpower?: number | undefined;
  homebrewItems?: HeldKindItem[] | undefined;
};

/**
 * History record kinds every line has beside its purchases: `homebrew_item_update`, the owner took
 * a newer version of a held homebrew item (a change entry, see `recordHeldKindUpdate`).
 */
export const sharedRecordKinds = ['homebrew_item_update'] as const;

/**
 * A compact description of what was bought, as data the sheet words in the reader's language:
 * kind, a stable reference (trait key or content id), the rating it was raised from and the level
 * reached. `name` is the name at the time, kept only as a fallback for what has no content entry.
 */
export function purchaseRecordSchemaFor<K extends readonly [string, ...string[]]>(kinds: K) {
  return z.strictObject({
    kind: z.enum([...kinds, ...sharedRecordKinds]),
    ref: z.string().max(200).optional(),
    name: z.string().max(500).optional(),
    from: z.number().int().optional(),
    level: z.number().int().optional(),
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The rating a purchase raised to `level`, read from the entry's snapshots: the one number that
 * went from something else to `level` (Strength 2 → 3, a skill's value, a Sphere). The line's own
 * fields are looked at before the shared health and willpower (a Stamina purchase changes health
 * too); `undefined` when nothing, or more than one thing, fits (a new merit had no rating before).
 */
export function raisedFrom(before: object, after: object, level: number | undefined): number | undefined {
  if (level === undefined) return undefined;
  const found = (from: unknown, to: unknown, skip: ReadonlySet<string>): number[] => {
    if (typeof to === 'number') return typeof from === 'number' && to === level && from !== to ? [from] : [];
    if (!isRecord(to) || !isRecord(from)) return [];
    return Object.keys(to).filter((key) => !skip.has(key)).flatMap((key) => found(from[key], to[key], new Set()));
  };
  const own = found(before, after, new Set(['exp', 'usedExp', 'health', 'willpower']));
  if (own.length > 0) return own.length === 1 ? own[0] : undefined;
  const shared = found(before, after, new Set(['exp', 'usedExp']));
  return shared.length === 1 ? shared[0] : undefined;
}

/**
 * What a history entry is: experience granted, a purchase, or a change to the sheet that costs no
 * experience but must be undoable in the same order (a Mark of Cain step, a storyteller's removal).
 */
export const xpEntryKinds = ['grant', 'purchase', 'change'] as const;
export type XpEntryKind = (typeof xpEntryKinds)[number];

/**
 * The schema of one history entry of a line: a grant (may be negative) or a purchase, with the
 * line's snapshot before and after. `snapshot` is the line's strict snapshot object.
 */
export function xpHistoryEntrySchemaFor<S extends z.ZodType, K extends readonly [string, ...string[]]>(snapshot: S, kinds: K) {
  return z.strictObject({
    id: z.string().min(1).max(100),
    at: z.iso.datetime({ offset: true }),
    kind: z.enum(xpEntryKinds),
    /** Grant: the amount entered (may be negative; `exp` floors at 0). Purchase: the XP it cost. Change: 0. */
    amount: z.number().int(),
    purchase: purchaseRecordSchemaFor(kinds).optional(),
    /** Why (a storyteller's award at the table: "Sitzung 3"). */
    reason: z.string().max(200).optional(),
    /** A purchase the storyteller approved at the table (issue #48): who, by account id and name. */
    approvedBy: z.strictObject({ id: z.string().max(100), name: z.string().max(200) }).optional(),
    before: snapshot,
    after: snapshot,
  });
}

/** One experience event kept on a character, with the line's snapshot type `S`. */
export interface XpHistoryEntry<S extends BaseSnapshot = BaseSnapshot> {
  id: string;
  at: string;
  kind: XpEntryKind;
  amount: number;
  purchase?: { kind: string; ref?: string | undefined; name?: string | undefined; from?: number | undefined; level?: number | undefined } | undefined;
  reason?: string | undefined;
  approvedBy?: { id: string; name: string } | undefined;
  before: S;
  after: S;
}

/** What the shared leveling needs of any character. */
export interface Leveled<S extends BaseSnapshot = BaseSnapshot> {
  exp: number;
  usedExp: number;
  health: number;
  willpower: number;
  xpHistory: Array<XpHistoryEntry<S>>;
  /** The copies of homebrew items the character uses (`heldKindItemsShape`). */
  homebrewItems?: HeldKindItem[] | undefined;
}

/** Keeps, in order, at most as many items of each key as `keys` lists; drops the rest. */
export function keepByKeys<T>(items: readonly T[], keys: readonly string[], keyOf: (item: T, index: number) => string): T[] {
  const budget = new Map<string, number>();
  for (const key of keys) budget.set(key, (budget.get(key) ?? 0) + 1);
  return items.filter((item, index) => {
    const key = keyOf(item, index);
    const left = budget.get(key) ?? 0;
    if (left === 0) return false;
    budget.set(key, left - 1);
    return true;
  });
}

/** Drops the last element whose id equals `id`. */
export function withoutLast<T extends { id: unknown }>(items: readonly T[], id: string): T[] {
  const index = items.findLastIndex((item) => String(item.id) === id);
  return index < 0 ? [...items] : items.filter((_, i) => i !== index);
}

/**
 * Puts the shared fields of `before` back. Each moves by the difference between `before` and
 * `after`: `exp` and `usedExp` (a refund), and health and willpower too, because they can change
 * outside the history after the entry (a mage pays permanent Willpower for a Primer). Setting
 * them to their old value would hand back what was paid since (issue #46: buy Willpower 7 → 8,
 * pay 2 for a Primer, undo → 7 instead of 5). The line restores its own fields after this.
 */
export function restoreBaseSnapshot<C extends Leveled<S>, S extends BaseSnapshot>(character: C, before: S, after: S): C {
  const next: C = { ...character };
  const shift = (current: number, from?: number, to?: number) => (from === undefined || to === undefined ? current : Math.max(0, current + from - to));
  next.exp = shift(next.exp, before.exp, after.exp);
  next.usedExp = shift(next.usedExp, before.usedExp, after.usedExp);
  next.health = shift(next.health, before.health, after.health);
  next.willpower = shift(next.willpower, before.willpower, after.willpower);
  // A held homebrew copy goes back to the version it had; the character's other copies stay.
  for (const item of before.homebrewItems ?? []) {
    next.homebrewItems = (next.homebrewItems ?? []).map((entry) => (entry.kind === item.kind && entry.id === item.id ? item : entry));
  }
  return next;
}

/**
 * Health or Willpower was spent since the entry so far that taking the entry back would leave
 * less than one dot (a mage's Primers paid from the Willpower this entry bought): that undo is
 * refused, not turned into a sheet no rule allows.
 */
export function spentSince(character: Leveled, before: BaseSnapshot, after: BaseSnapshot): boolean {
  const short = (current: number, from?: number, to?: number) => from !== undefined && to !== undefined && current !== to && current + from - to < 1;
  return short(character.health, before.health, after.health) || short(character.willpower, before.willpower, after.willpower);
}
