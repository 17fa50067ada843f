import { z } from 'zod';
import { homebrewBookId } from '../content/book-ids.ts';
import type { KindLists } from './installed.ts';
import { maxKindItemId, type StoredKindItem } from './kind.ts';

/** How many homebrew items of the listed kinds one character may hold copies of. */
export const maxHeldKindItems = 200;

/**
 * A character's copy of one homebrew item it uses (a gift, a rote, an edge, a merit pack, …; issue
 * #49 items 1 and 4): the item's version as the character took it, so an uninstall or the author's
 * newer version never changes the sheet until its owner updates.
 */
export const heldKindItemSchema = z.strictObject({
  kind: z.string().min(1).max(40),
  id: z.number().int().min(1).max(maxKindItemId),
  version: z.number().int().min(1),
  data: z.record(z.string(), z.unknown()),
});
export type HeldKindItem = z.infer<typeof heldKindItemSchema>;

/** The shared schema piece every line's character has (absent on characters that never held any). */
export const heldKindItemsShape = {
  homebrewItems: z.array(heldKindItemSchema).max(maxHeldKindItems).optional(),
};

const wordReference = /(?:^|\.)homebrew-(\d{1,10})$/;

interface Holder {
  homebrewItems?: HeldKindItem[];
}

/**
 * The homebrew id a stored reference names: numeric content ids are the homebrew id + 3021 (also
 * as digits), word ids end in `homebrew-<id>` (`homebrew-12`, a perk's `edge.homebrew-7`).
 */
export function homebrewIdOfReference(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && value > homebrewBookId ? value - homebrewBookId : undefined;
  if (typeof value !== 'string') return undefined;
  if (/^\d{1,10}$/.test(value)) return homebrewIdOfReference(Number(value));
  const match = wordReference.exec(value);
  return match ? Number(match[1]) : undefined;
}

/**
 * Every homebrew id the character's fields name: in an `id`, or as the key of a record keyed by
 * word ids (a mage's backgrounds); its held copies left out.
 */
export function referencedHomebrewIds(character: object): Set<number> {
  const ids = new Set<number>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    for (const [key, inner] of Object.entries(value)) {
      const keyed = wordReference.exec(key);
      if (keyed) ids.add(Number(keyed[1]));
      if (key === 'id') {
        const id = homebrewIdOfReference(inner);
        if (id !== undefined) ids.add(id);
      } else if (key !== 'homebrewItems') visit(inner);
    }
  };
  visit(character);
  return ids;
}

/** The copy a character keeps: the item as installed, without the author's invite code. */
export function heldCopy(kind: string, item: StoredKindItem): HeldKindItem {
  return { kind, id: item.id, version: item.version, data: { ...item, inviteCode: null } };
}

const heldKey = (items: readonly HeldKindItem[]) => items.map((item) => `${item.kind}:${item.id}:${item.version}`).join(',');

/**
 * Keeps the character's copies in step with what it uses: a held item stays in its version (only
 * an update moves it), a newly used item of `kinds` is copied from `known`, one no longer used is
 * dropped. Items neither held nor known stay missing. Returns the same character when nothing changes.
 */
export function takeKindSnapshot<C extends Holder & object>(character: C, known: KindLists, kinds: readonly string[]): C {
  const used = referencedHomebrewIds(character);
  const held = character.homebrewItems ?? [];
  const kept = held.filter((item) => used.has(item.id));
  const taken = new Set(kept.map((item) => item.id));
  const added: HeldKindItem[] = [];
  for (const kind of kinds) {
    for (const item of known[kind] ?? []) {
      if (!used.has(item.id) || taken.has(item.id)) continue;
      taken.add(item.id);
      added.push(heldCopy(kind, item));
    }
  }
  const next = [...kept, ...added];
  if (heldKey(next) === heldKey(held)) return character;
  return { ...character, homebrewItems: next };
}

/** The lists one character's content merges: its held copies replace (or add to) the known items with their id. */
export function withHeldKindItems(known: KindLists, held: readonly HeldKindItem[] | undefined): KindLists {
  if (!held || held.length === 0) return known;
  const lists: KindLists = { ...known };
  for (const item of held) lists[item.kind] = [...(lists[item.kind] ?? []).filter((entry) => entry.id !== item.id), item.data as unknown as StoredKindItem];
  return lists;
}

/** JSON with sorted keys, so two equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The author's fields (of the kind's `fields`) whose content differs between two versions, in the fields' order. */
export function kindFieldChanges(fields: readonly string[], before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>): string[] {
  return fields.filter((field) => canonical(before[field]) !== canonical(after[field]));
}

export interface HeldKindUpdate {
  held: HeldKindItem;
  newer: StoredKindItem;
  /** The changed author's fields (`kindFieldChanges`). */
  changed: string[];
}

/** The held items of which `known` has a newer version, with what changed. */
export function heldKindUpdates(held: readonly HeldKindItem[] | undefined, known: KindLists, fieldsOf: (kind: string) => readonly string[]): HeldKindUpdate[] {
  return (held ?? []).flatMap((item) => {
    const newer = (known[item.kind] ?? []).find((entry) => entry.id === item.id && entry.version > item.version);
    return newer ? [{ held: item, newer, changed: kindFieldChanges(fieldsOf(item.kind), item.data, newer as unknown as Record<string, unknown>) }] : [];
  });
}

/** The character with its copy of `newer`'s item moved to that version. */
export function updateHeldKindItem<C extends Holder & object>(character: C, kind: string, newer: StoredKindItem): C {
  const held = character.homebrewItems ?? [];
  return { ...character, homebrewItems: held.map((item) => (item.kind === kind && item.id === newer.id ? heldCopy(kind, newer) : item)) };
}
