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

/**
 * The Wonder background (M20 core, Backgrounds: "Wonder"): each of its dots holds a Wonder of that
 * rank, so a Wonder the mage owns but did not make takes its rank in background dots. A self-made
 * grimoire, principium or primer is paid in permanent Willpower instead (spec §9) and takes none.
 */
export const wonderBackgroundId = 'wonder';
/** Highest Wonder background rating, unless the content says otherwise. */
const defaultWonderBackgroundMax = 5;

type WithWonders = Pick<M20Character, 'wonders' | 'backgrounds'>;

/** Background dots the mage's Wonders take: the ranks of those not made by the mage. */
export function wonderDotsUsed(character: Pick<M20Character, 'wonders'>): number {
  return character.wonders.filter((wonder) => !wonder.selfMade).reduce((sum, wonder) => sum + wonder.rank, 0);
}

/** Wonder background dots no Wonder takes yet. */
export function freeWonderDots(character: WithWonders): number {
  return Math.max(0, (character.backgrounds[wonderBackgroundId] ?? 0) - wonderDotsUsed(character));
}

/** The Wonder background dots a new Wonder still needs beyond the free ones (0 when it is self-made and paid in Willpower). */
export function wonderDotsNeeded(character: WithWonders, type: Pick<WonderType, 'permanentWillpower'>, wonder: Pick<NewWonder, 'rank' | 'selfMade'>): number {
  if (wonder.selfMade && type.permanentWillpower > 0) return 0;
  return Math.max(0, wonder.rank - freeWonderDots(character));
}

export type ChargedWonderResult<C> = { ok: true; character: C; dots: number } | { ok: false; reason: 'not_enough_willpower' | 'invalid' | 'at_maximum' };

/**
 * Adds a Wonder in the wizard: the Wonder background rises by the dots it needs, which the
 * background points (and beyond 7, the freebies at 1 per dot) pay like any background's.
 */
export function addCreationWonder<C extends M20Character>(character: C, type: Pick<WonderType, 'id' | 'permanentWillpower'>, wonder: NewWonder, backgroundMax = defaultWonderBackgroundMax): ChargedWonderResult<C> {
  const dots = wonderDotsNeeded(character, type, wonder);
  const rating = (character.backgrounds[wonderBackgroundId] ?? 0) + dots;
  if (rating > backgroundMax) return { ok: false, reason: 'at_maximum' };
  const raised: C = dots === 0 ? character : { ...character, backgrounds: { ...character.backgrounds, [wonderBackgroundId]: rating } };
  const added = addWonder(raised, type, wonder);
  return added.ok ? { ok: true, character: added.character, dots } : added;
}

/**
 * Whether undoing the newest history entry would take back Wonder background dots a Wonder
 * added since still takes: the undo is refused then (as for Willpower spent since).
 */
export function wonderDotsInUse(character: WithWonders & Pick<M20Character, 'xpHistory'>): boolean {
  const entry = character.xpHistory.at(-1);
  const before = entry?.before.backgrounds?.[wonderBackgroundId];
  if (!entry || before === undefined) return false;
  return wonderDotsUsed(character) > before && wonderDotsUsed(character) <= (character.backgrounds[wonderBackgroundId] ?? 0);
}
