import type { WonderType } from './content/schemas.ts';
import type { M20Character, Wonder } from './schema.ts';

/** Permanent Willpower never drops below this by making a Wonder. */
const minWillpower = 1;

export interface NewWonder {
  id: string;
  name: string;
  rank: number;
  notes?: string;
  /** The mage makes it and pays the type's permanent Willpower (grimoires and principia 1, primers 2; spec §9). */
  selfMade?: boolean;
}

export type WonderResult<C> = { ok: true; character: C; willpowerPaid: number } | { ok: false; reason: 'not_enough_willpower' | 'invalid' };

/**
 * Adds a Wonder. Made by the mage, it costs the type's permanent Willpower; refused when that would
 * leave less than 1 (a found or inherited Wonder costs nothing).
 */
export function addWonder<C extends Pick<M20Character, 'wonders' | 'willpower'>>(character: C, type: Pick<WonderType, 'id' | 'permanentWillpower'>, wonder: NewWonder): WonderResult<C> {
  const name = wonder.name.trim();
  if (name === '' || name.length > 200 || !Number.isInteger(wonder.rank) || wonder.rank < 1 || wonder.rank > 5 || wonder.id === '' || character.wonders.some((owned) => owned.id === wonder.id)) {
    return { ok: false, reason: 'invalid' };
  }
  const paid = wonder.selfMade ? type.permanentWillpower : 0;
  if (character.willpower - paid < minWillpower) return { ok: false, reason: 'not_enough_willpower' };
  const entry: Wonder = { id: wonder.id, type: type.id, name, rank: wonder.rank, selfMade: wonder.selfMade === true && paid > 0, notes: (wonder.notes ?? '').trim() };
  return { ok: true, character: { ...character, willpower: character.willpower - paid, wonders: [...character.wonders, entry] }, willpowerPaid: paid };
}

/** Removes a Wonder; the Willpower paid for it stays paid. */
export function removeWonder<C extends Pick<M20Character, 'wonders'>>(character: C, id: string): C {
  return { ...character, wonders: character.wonders.filter((wonder) => wonder.id !== id) };
}
