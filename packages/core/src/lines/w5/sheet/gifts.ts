import { coreBookId } from '../../../content/book-ids.ts';
import { numericId } from '../../../fifth-edition/sheet.ts';
import type { Gift, GiftGroup, Rite } from '../content/gifts.ts';
import type { W5Character } from '../schema.ts';
import { totalRenown } from './renown.ts';

type GiftCharacter = Pick<W5Character, 'auspice' | 'tribe' | 'renown' | 'gifts' | 'books'>;

/** Why a Gift cannot be learned now. */
export type GiftBlocker = 'owned' | 'other_group' | 'renown_too_low' | 'book_missing';

/** Whether a Gift group is the character's own: every Garou's native Gifts, its auspice's, its tribe's. */
export function isOwnGroup(character: Pick<W5Character, 'auspice' | 'tribe'>, group: GiftGroup): boolean {
  if (group.kind === 'native') return true;
  if (group.kind === 'auspice') return group.groupId === character.auspice;
  return group.groupId === character.tribe;
}

export interface GiftAccess {
  gift: Gift;
  /** The group it is learned through: the character's own with the lowest threshold (else `null`). */
  group: GiftGroup | null;
  /** The tier that sets its price: the group's, or the lowest of any group when none is the character's. */
  tier: number;
  /** Total Renown the group needs. */
  neededRenown: number | null;
  reasons: GiftBlocker[];
}

/** Whether the character's books include a book (the core rules are always on). */
export function hasBook(character: Pick<W5Character, 'books'>, book: number): boolean {
  return book === coreBookId || character.books.includes(book);
}

export function ownsGift(character: Pick<W5Character, 'gifts'>, giftId: number): boolean {
  return character.gifts.some((owned) => numericId(owned.id) === giftId);
}

/**
 * Whether and through which group the character can learn a Gift: one of its own groups (native,
 * its auspice, its tribe) whose total-Renown threshold it reaches, from a book it uses. The other
 * tribes' and auspices' Gifts need a spirit teacher and the storyteller, which the app leaves to them.
 */
export function giftAccess(character: GiftCharacter, gift: Gift): GiftAccess {
  const own = gift.groups.filter((group) => isOwnGroup(character, group)).sort((a, b) => a.minTotalRenown - b.minTotalRenown);
  const group = own[0] ?? null;
  const reasons: GiftBlocker[] = [];
  if (ownsGift(character, gift.id)) reasons.push('owned');
  if (!group) reasons.push('other_group');
  else if (group.minTotalRenown > totalRenown(character)) reasons.push('renown_too_low');
  if (!hasBook(character, gift.book)) reasons.push('book_missing');
  const tier = group?.tier ?? Math.min(...gift.groups.map((g) => g.tier));
  return { gift, group, tier, neededRenown: group?.minTotalRenown ?? null, reasons };
}

export type RiteBlocker = 'owned' | 'book_missing';

export function ownsRite(character: Pick<W5Character, 'rites'>, riteId: number): boolean {
  return character.rites.some((owned) => numericId(owned.id) === riteId);
}

/** Why a rite cannot be learned now (empty = it can). */
export function riteBlockers(character: Pick<W5Character, 'rites' | 'books'>, rite: Rite): RiteBlocker[] {
  const reasons: RiteBlocker[] = [];
  if (ownsRite(character, rite.id)) reasons.push('owned');
  if (!hasBook(character, rite.book)) reasons.push('book_missing');
  return reasons;
}
