import type { GameLine } from '../character/keys.ts';
import type { BaseSnapshot, Leveled } from '../leveling/history.ts';
import { recordChange, type XpEventMeta } from '../leveling/level-up.ts';
import { heldCopy, updateHeldKindItem } from './held.ts';
import type { StoredKindItem } from './kind.ts';

/** What a history record of a held item's update refers to: the character's line, the kind and the homebrew id. */
export interface HeldItemReference {
  line: string;
  kind: string;
  id: number;
}

/** The record's `ref` of a held item: `<line>:<kind>:<id>` (the line's words name the kind). */
export function heldItemRef(line: GameLine, kind: string, id: number): string {
  return `${line}:${kind}:${id}`;
}

/** Reads `heldItemRef`'s text back; `undefined` for any other text. */
export function readHeldItemRef(ref: string | undefined): HeldItemReference | undefined {
  const match = /^([a-z0-9]+):([a-z0-9-]+):(\d{1,10})$/.exec(ref ?? '');
  return match ? { line: match[1]!, kind: match[2]!, id: Number(match[3]) } : undefined;
}

export type HeldKindUpdateResult<C> = { ok: true; character: C } | { ok: false; reason: 'invalid' | 'not_newer' };

/**
 * The owner takes a newer version of a held homebrew item (issue #49 item 1) as a change entry of
 * the history (no experience moves), as Vampire's homebrew update is one: the history reads
 * which item went from which version to which, and undo puts the previous copy back exactly
 * (`restoreBaseSnapshot`). `not_newer` when the character holds no older copy of the item.
 */
export function recordHeldKindUpdate<C extends Leveled & { gameLine: GameLine }>(character: C, kind: string, newer: StoredKindItem, meta: XpEventMeta): HeldKindUpdateResult<C> {
  const held = character.homebrewItems?.find((item) => item.kind === kind && item.id === newer.id);
  if (!held || held.version >= newer.version) return { ok: false, reason: 'not_newer' };
  const recorded = recordChange<C, BaseSnapshot>(
    character,
    {
      character: updateHeldKindItem(character, kind, newer),
      before: { homebrewItems: [held] },
      after: { homebrewItems: [heldCopy(kind, newer)] },
      record: { kind: 'homebrew_item_update', ref: heldItemRef(character.gameLine, kind, newer.id), name: newer.name.slice(0, 500), from: held.version, level: newer.version },
    },
    meta,
  );
  return recorded.ok ? { ok: true, character: recorded.character } : recorded;
}
