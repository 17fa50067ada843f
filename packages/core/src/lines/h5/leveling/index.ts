import { fifthEditionCost, fifthEditionEffect, fifthEditionPriceKey, restoreFifthEdition } from '../../../fifth-edition/leveling.ts';
import { applyPurchaseWith, checkPurchaseWith, undoLastWith, type LevelingRules, type PurchaseCheck, type PurchaseOutcome, type PurchaseResult, type UndoResult, type XpEventMeta } from '../../../leveling/level-up.ts';
import { edgeSnapshot, ownsEdge, ownsPerk, perkSnapshot } from '../creation/edges.ts';
import { restrictionContextOf } from '../restrictions.ts';
import type { H5Character, H5Snapshot } from '../schema.ts';
import { describeH5Purchase, h5RatesOf, type H5Purchase } from './purchase.ts';
import type { H5PriceKey } from './xp-table.ts';

type Outcome<C> = PurchaseOutcome<C, H5Snapshot>;
type Of<K extends H5Purchase['kind']> = Extract<H5Purchase, { kind: K }>;

/** XP a purchase costs on this character, whether or not it is allowed now. */
export function h5PurchaseCost(character: H5Character, purchase: H5Purchase): number {
  const rates = h5RatesOf(character);
  switch (purchase.kind) {
    case 'edge':
      return rates.edge;
    case 'perk':
      return rates.perk;
    default:
      return fifthEditionCost(character, purchase, rates);
  }
}

/** The table's price a purchase is charged by (for showing its source); none for a flaw. */
export function h5PriceKey(_character: H5Character, purchase: H5Purchase): H5PriceKey | undefined {
  if (purchase.kind === 'edge' || purchase.kind === 'perk') return purchase.kind;
  return fifthEditionPriceKey(purchase);
}

function edgeEffect<C extends H5Character>(character: C, purchase: Of<'edge' | 'perk'>): Outcome<C> {
  const { edge } = purchase;
  let edges: H5Character['edges'];
  if (purchase.kind === 'edge') {
    if (ownsEdge(character, edge.id)) return 'already_owned';
    edges = [...character.edges, edgeSnapshot(edge)];
  } else {
    const perk = edge.perks.find((candidate) => candidate.id === purchase.perkId);
    if (!perk) return 'not_found';
    if (ownsPerk(character, perk.id)) return 'already_owned';
    // A perk strengthens an edge: the hunter needs the edge first.
    if (!ownsEdge(character, edge.id)) return 'requirements_not_met';
    edges = character.edges.map((owned) => (String(owned.id) === edge.id ? { ...owned, perks: [...owned.perks, perkSnapshot(perk)] } : owned));
  }
  return { character: { ...character, edges }, before: { edges: character.edges }, after: { edges }, record: describeH5Purchase(purchase) };
}

/** What a purchase would change on the sheet (experience aside), or why it is not allowed. */
export function h5PurchaseEffect<C extends H5Character>(character: C, purchase: H5Purchase): Outcome<C> {
  switch (purchase.kind) {
    case 'edge':
    case 'perk':
      return edgeEffect(character, purchase);
    default:
      return fifthEditionEffect(character, purchase, restrictionContextOf(character));
  }
}

/** Undo: the shared fields, then the edges as they were. */
export function restoreH5<C extends H5Character>(character: C, before: H5Snapshot): C {
  const next = restoreFifthEdition(character, before);
  return before.edges ? { ...next, edges: before.edges } : next;
}

/** A hunter's leveling: prices and effects of its purchases, and how undo puts them back. */
export function h5Leveling<C extends H5Character>(): LevelingRules<C, H5Purchase, H5Snapshot> {
  return { cost: h5PurchaseCost, effect: h5PurchaseEffect, restore: restoreH5 };
}

export function checkH5Purchase(character: H5Character, purchase: H5Purchase): PurchaseCheck {
  return checkPurchaseWith(h5Leveling(), character, purchase);
}

export function applyH5Purchase<C extends H5Character>(character: C, purchase: H5Purchase, meta: XpEventMeta): PurchaseResult<C, H5Snapshot> {
  return applyPurchaseWith(h5Leveling<C>(), character, purchase, meta);
}

export function undoH5Purchase<C extends H5Character>(character: C): UndoResult<C, H5Snapshot> {
  return undoLastWith(h5Leveling<C>(), character);
}
