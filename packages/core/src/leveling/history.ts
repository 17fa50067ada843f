import { z } from 'zod';
import { attributeKeys, skillKeys, type AttributeKey, type SkillKey } from '../character/keys.ts';
import type { Character } from '../character/schema.ts';
import { purchaseKinds } from './purchase.ts';
import { abilityKeysOf, disciplineIndex, numericId, withAttribute, withSkill } from './sheet.ts';

const count = z.number().int().min(0);
const allAttributeKeys = [...attributeKeys.physical, ...attributeKeys.social, ...attributeKeys.mental] as [AttributeKey, ...AttributeKey[]];
const allSkillKeys = [...skillKeys.physical, ...skillKeys.social, ...skillKeys.mental] as [SkillKey, ...SkillKey[]];
const traitSides = z.object({ traits: z.array(z.looseObject({})), flawTraits: z.array(z.looseObject({})) });

/**
 * The character fields one history entry changed, before or after it. Only touched fields are
 * present; collections are keyed by id (`null` = the discipline or pack entry did not exist).
 * Disciplines keep only their level and the keys of their powers, so the history stays small.
 */
export const xpSnapshotSchema = z.object({
  exp: count.optional(),
  usedExp: count.optional(),
  health: count.optional(),
  willpower: count.optional(),
  bloodPotency: count.optional(),
  attributes: z.partialRecord(z.enum(allAttributeKeys), count).optional(),
  skills: z.partialRecord(z.enum(allSkillKeys), z.object({ value: count, specialization: z.array(z.string()) })).optional(),
  disciplines: z.record(z.string(), z.object({ currentLevel: count, abilityKeys: z.array(z.string()) }).nullable()).optional(),
  merits: z.record(z.string(), traitSides.nullable()).optional(),
  backgrounds: z.record(z.string(), traitSides.nullable()).optional(),
  /** Ritual id → owned. */
  bloodRituals: z.record(z.string(), z.boolean()).optional(),
  /** Ceremony id → owned. */
  oblivionCeremonies: z.record(z.string(), z.boolean()).optional(),
});
export type XpSnapshot = z.infer<typeof xpSnapshotSchema>;

/** A compact description of what was bought (see `describePurchase`). */
export const purchaseRecordSchema = z.object({
  kind: z.enum(purchaseKinds),
  ref: z.string().max(200).optional(),
  name: z.string().max(500).optional(),
  level: z.number().int().optional(),
});

/** One experience event kept on the character: a grant (may be negative) or a purchase. */
export const xpHistoryEntrySchema = z.object({
  id: z.string().min(1).max(100),
  at: z.iso.datetime({ offset: true }),
  kind: z.enum(['grant', 'purchase']),
  /** Grant: the amount entered (may be negative; `exp` floors at 0). Purchase: the XP it cost. */
  amount: z.number().int(),
  purchase: purchaseRecordSchema.optional(),
  before: xpSnapshotSchema,
  after: xpSnapshotSchema,
});
export type XpHistoryEntry = z.infer<typeof xpHistoryEntrySchema>;

/** A character that may carry an experience history (the field the character schema is to gain). */
export type WithXpHistory = { xpHistory?: XpHistoryEntry[] | undefined };

/** The experience history of a character, oldest first (empty when the field is missing). */
export function xpHistoryOf(character: Omit<Character, 'xpHistory'> & WithXpHistory): XpHistoryEntry[] {
  return character.xpHistory ?? [];
}

/** Keeps, in order, at most as many items of each key as `keys` lists; drops the rest. */
function keepByKeys<T>(items: readonly T[], keys: readonly string[], keyOf: (item: T, index: number) => string): T[] {
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
function withoutLast<T extends { id: unknown }>(items: readonly T[], id: string): T[] {
  const index = items.findLastIndex((item) => String(item.id) === id);
  return index < 0 ? [...items] : items.filter((_, i) => i !== index);
}

function restoreDisciplines(character: Character, state: NonNullable<XpSnapshot['disciplines']>): Character['disciplines'] {
  let disciplines = character.disciplines;
  for (const [id, before] of Object.entries(state)) {
    const index = disciplineIndex({ disciplines }, Number(id));
    const entry = disciplines[index];
    if (!entry) continue;
    if (before === null) {
      disciplines = disciplines.filter((_, i) => i !== index);
      continue;
    }
    const keys = abilityKeysOf(entry);
    const abilities = keepByKeys(entry.abilities, before.abilityKeys, (_, i) => keys[i] ?? '');
    disciplines = disciplines.map((item, i) => (i === index ? { ...item, currentLevel: before.currentLevel, abilities } : item));
  }
  return disciplines;
}

function restoreTraits(collection: Character['merits'], state: NonNullable<XpSnapshot['merits']>): Character['merits'] {
  let packs = collection.packs;
  for (const [id, before] of Object.entries(state)) {
    const index = packs.findLastIndex((entry) => numericId(entry.pack.id) === Number(id));
    if (index < 0) continue;
    packs = before === null ? packs.filter((_, i) => i !== index) : packs.map((entry, i) => (i === index ? { ...entry, ...before } : entry));
  }
  return { ...collection, packs };
}

/**
 * Puts the fields of `before` back. `exp` and `usedExp` move by the difference between `before`
 * and `after` (a refund), everything else takes its old value again.
 */
export function restoreSnapshot<C extends Character>(character: C, before: XpSnapshot, after: XpSnapshot): C {
  let next: C = { ...character };
  const shift = (current: number, from?: number, to?: number) => (from === undefined || to === undefined ? current : Math.max(0, current + from - to));
  next.exp = shift(next.exp, before.exp, after.exp);
  next.usedExp = shift(next.usedExp, before.usedExp, after.usedExp);
  if (before.health !== undefined) next.health = before.health;
  if (before.willpower !== undefined) next.willpower = before.willpower;
  if (before.bloodPotency !== undefined) next.bloodPotency = before.bloodPotency;
  for (const [key, value] of Object.entries(before.attributes ?? {})) {
    next = { ...next, categories: withAttribute(next, key as AttributeKey, value) };
  }
  for (const [key, skill] of Object.entries(before.skills ?? {})) {
    next = { ...next, categories: withSkill(next, key as SkillKey, skill) };
  }
  if (before.disciplines) next.disciplines = restoreDisciplines(next, before.disciplines);
  if (before.merits) next.merits = restoreTraits(next.merits, before.merits);
  if (before.backgrounds) next.backgrounds = restoreTraits(next.backgrounds, before.backgrounds);
  for (const [id, owned] of Object.entries(before.bloodRituals ?? {})) {
    if (!owned) next.bloodRituals = withoutLast(next.bloodRituals, id);
  }
  for (const [id, owned] of Object.entries(before.oblivionCeremonies ?? {})) {
    if (!owned) next.oblivionCeremonies = withoutLast(next.oblivionCeremonies, id);
  }
  return next;
}
