import { numericId } from '../../../fifth-edition/sheet.ts';
import type { Gift, GiftGroup, Rite } from '../content/gifts.ts';
import type { GiftGroupKind } from '../keys.ts';
import type { W5Character } from '../schema.ts';
import { hasBook, isOwnGroup } from '../sheet/gifts.ts';
import { totalRenown } from '../sheet/renown.ts';

/** The wizard gives one Gift of each kind, and one rite (rules.json). */
export const creationGiftKinds = ['native', 'auspice', 'tribe'] as const satisfies readonly GiftGroupKind[];

export interface CreationGiftFilter {
  /** Show Gifts whose facts are not checked yet (off by default). */
  includeUnverified?: boolean;
}

/** The character's own group of that kind in a Gift's groups, with a threshold its Renown reaches. */
function reachableGroup(character: W5Character, gift: Gift, kind: GiftGroupKind): GiftGroup | undefined {
  const total = totalRenown(character);
  return gift.groups.find((group) => group.kind === kind && isOwnGroup(character, group) && group.minTotalRenown <= total);
}

/**
 * The Gifts the wizard offers for one kind: the character's native, auspice or tribe Gifts its
 * starting Renown reaches, from its books, verified ones only unless asked, without those already
 * chosen for another kind.
 */
export function creationGiftOptions(character: W5Character, gifts: readonly Gift[], kind: GiftGroupKind, filter: CreationGiftFilter = {}): Gift[] {
  const elsewhere = new Set(character.gifts.filter((g) => g.group !== kind).map((g) => numericId(g.id)));
  return gifts.filter((gift) => (filter.includeUnverified || gift.verified) && hasBook(character, gift.book) && !elsewhere.has(gift.id) && reachableGroup(character, gift, kind) !== undefined);
}

/** The Gift chosen for a kind (replacing an earlier choice of that kind). */
export function chooseCreationGift(character: W5Character, gift: Gift, kind: GiftGroupKind): W5Character {
  const others = character.gifts.filter((g) => g.group !== kind);
  return { ...character, gifts: [...others, { id: gift.id, name: gift.name, group: kind }] };
}

export function chosenGift(character: Pick<W5Character, 'gifts'>, kind: GiftGroupKind): number | null {
  const found = character.gifts.find((g) => g.group === kind);
  return found ? numericId(found.id) : null;
}

/** The rite chosen in the wizard (the only one at creation). */
export function chooseCreationRite(character: W5Character, rite: Rite): W5Character {
  return { ...character, rites: [{ id: rite.id, name: rite.name }] };
}

export function creationRiteOptions(character: W5Character, rites: readonly Rite[], filter: CreationGiftFilter = {}): Rite[] {
  return rites.filter((rite) => (filter.includeUnverified || rite.verified) && hasBook(character, rite.book));
}

export type GiftStepProblem = 'gift_native_missing' | 'gift_auspice_missing' | 'gift_tribe_missing' | 'gift_not_allowed' | 'gift_duplicate' | 'rite_missing';

/** What keeps the Gifts step from being left: one allowed Gift of each kind, all different, and one rite. */
export function giftStepProblems(character: W5Character, gifts: readonly Gift[], rites: readonly Rite[]): GiftStepProblem[] {
  const problems: GiftStepProblem[] = [];
  for (const kind of creationGiftKinds) {
    const id = chosenGift(character, kind);
    if (id === null) {
      problems.push(`gift_${kind}_missing`);
      continue;
    }
    const gift = gifts.find((g) => g.id === id);
    if (!gift || !reachableGroup(character, gift, kind) || !hasBook(character, gift.book)) problems.push('gift_not_allowed');
  }
  const ids = character.gifts.map((g) => numericId(g.id));
  if (new Set(ids).size !== ids.length) problems.push('gift_duplicate');
  const rite = character.rites[0];
  if (!rite || !rites.some((r) => r.id === numericId(rite.id))) problems.push('rite_missing');
  return [...new Set(problems)];
}
