import { applyPurchaseWith, checkPurchaseWith, undoLastWith, type LevelingRules, type PurchaseCheck, type PurchaseOutcome, type PurchaseResult, type UndoResult, type XpEventMeta } from '../../../leveling/level-up.ts';
import { abilityRating, maxAbility, withAbility } from '../creation/abilities.ts';
import { maxAttribute } from '../creation/attributes.ts';
import { maxSphere, maxWillpower } from '../creation/finishing.ts';
import { mageAbilityCategories, mageAttributes, mageSpheres, type MageAbilityCategory } from '../keys.ts';
import type { M20Character, M20Snapshot } from '../schema.ts';
import { wonderDotsInUse } from '../wonders.ts';
import { nextDotPrice, pricesOf, sphereCost, type M20Purchase } from './costs.ts';
import { m20PriceKeys, type M20PriceKey } from './xp-table.ts';

/** Highest Arete a mage can reach. */
export const maxArete = 10;
/** Highest background rating unless the content says otherwise. */
const defaultBackgroundMax = 5;

/** The XP a purchase costs on this character now, whether or not it is allowed (the book's prices or the chronicle's). */
export function m20PurchaseCost(character: M20Character, purchase: M20Purchase): number {
  const prices = pricesOf(character);
  switch (purchase.kind) {
    case 'attribute':
      return nextDotPrice(character.attributes[purchase.key], prices.attribute);
    case 'ability':
      return nextDotPrice(abilityRating(character, purchase.category, purchase.id), prices.ability);
    case 'sphere':
      return sphereCost(character.spheres[purchase.sphere], character.affinitySphere === purchase.sphere, prices);
    case 'arete':
      return nextDotPrice(character.arete, prices.arete);
    case 'willpower':
      return nextDotPrice(character.willpower, prices.willpower);
    case 'background':
      return nextDotPrice(character.backgrounds[purchase.id] ?? 0, prices.background);
  }
}

/** The table's price a purchase is charged by (for showing its source). */
export function m20PriceKey(character: M20Character, purchase: M20Purchase): M20PriceKey | undefined {
  if (purchase.kind === 'sphere') return character.affinitySphere === purchase.sphere ? 'affinitySphere' : 'otherSphere';
  // A kind the table does not price (yet) shows no source.
  return (m20PriceKeys as readonly string[]).includes(purchase.kind) ? (purchase.kind as M20PriceKey) : undefined;
}

const abilityRef = (category: MageAbilityCategory, id: string) => `${category}:${id}`;

/** What a purchase changes on the sheet (experience aside), or why it is not allowed. */
export function m20PurchaseEffect<C extends M20Character>(character: C, purchase: M20Purchase): PurchaseOutcome<C, M20Snapshot> {
  switch (purchase.kind) {
    case 'attribute': {
      const value = character.attributes[purchase.key];
      if (value >= maxAttribute) return 'at_maximum';
      return {
        character: { ...character, attributes: { ...character.attributes, [purchase.key]: value + 1 } },
        before: { attributes: { [purchase.key]: value } },
        after: { attributes: { [purchase.key]: value + 1 } },
        record: { kind: 'attribute', ref: purchase.key, name: purchase.name, level: value + 1 },
      };
    }
    case 'ability': {
      if (purchase.id === '' || purchase.id.length > 50) return 'invalid';
      const owner = mageAbilityCategories.find((category) => character.abilities[category][purchase.id] !== undefined);
      if (owner !== undefined && owner !== purchase.category) return 'invalid';
      const value = abilityRating(character, purchase.category, purchase.id);
      if (value >= maxAbility) return 'at_maximum';
      const ref = abilityRef(purchase.category, purchase.id);
      return {
        character: withAbility(character, purchase.category, purchase.id, value + 1),
        before: { abilities: { [ref]: value } },
        after: { abilities: { [ref]: value + 1 } },
        record: { kind: 'ability', ref, name: purchase.name, level: value + 1 },
      };
    }
    case 'sphere': {
      const value = character.spheres[purchase.sphere];
      if (value >= maxSphere) return 'at_maximum';
      // No Sphere may exceed Arete (spec §5): raise Arete first.
      if (value + 1 > character.arete) return 'requirements_not_met';
      return {
        character: { ...character, spheres: { ...character.spheres, [purchase.sphere]: value + 1 } },
        before: { spheres: { [purchase.sphere]: value } },
        after: { spheres: { [purchase.sphere]: value + 1 } },
        record: { kind: 'sphere', ref: purchase.sphere, name: purchase.name, level: value + 1 },
      };
    }
    case 'arete':
      if (character.arete >= maxArete) return 'at_maximum';
      return { character: { ...character, arete: character.arete + 1 }, before: { arete: character.arete }, after: { arete: character.arete + 1 }, record: { kind: 'arete', name: purchase.name, level: character.arete + 1 } };
    case 'willpower':
      if (character.willpower >= maxWillpower) return 'at_maximum';
      return { character: { ...character, willpower: character.willpower + 1 }, before: { willpower: character.willpower }, after: { willpower: character.willpower + 1 }, record: { kind: 'willpower', name: purchase.name, level: character.willpower + 1 } };
    case 'background': {
      if (purchase.id === '' || purchase.id.length > 50) return 'invalid';
      const value = character.backgrounds[purchase.id] ?? 0;
      if (value >= (purchase.max ?? defaultBackgroundMax)) return 'at_maximum';
      return {
        character: { ...character, backgrounds: { ...character.backgrounds, [purchase.id]: value + 1 } },
        before: { backgrounds: { [purchase.id]: value } },
        after: { backgrounds: { [purchase.id]: value + 1 } },
        record: { kind: 'background', ref: purchase.id, name: purchase.name, level: value + 1 },
      };
    }
  }
}

/** Puts the Mage fields of a snapshot back (a rating of 0 removes an ability or background). */
export function restoreM20<C extends M20Character>(character: C, before: M20Snapshot): C {
  let next: C = { ...character };
  if (before.arete !== undefined) next = { ...next, arete: before.arete };
  if (before.attributes) {
    const attributes = { ...next.attributes };
    for (const key of mageAttributes) if (before.attributes[key] !== undefined) attributes[key] = before.attributes[key];
    next = { ...next, attributes };
  }
  if (before.spheres) {
    const spheres = { ...next.spheres };
    for (const key of mageSpheres) if (before.spheres[key] !== undefined) spheres[key] = before.spheres[key];
    next = { ...next, spheres };
  }
  for (const [ref, value] of Object.entries(before.abilities ?? {})) {
    const [category, id] = ref.split(':') as [MageAbilityCategory, string];
    if ((mageAbilityCategories as readonly string[]).includes(category) && id) next = withAbility(next, category, id, value);
  }
  if (before.backgrounds) {
    const backgrounds = { ...next.backgrounds };
    for (const [id, value] of Object.entries(before.backgrounds)) {
      if (value === 0) delete backgrounds[id];
      else backgrounds[id] = value;
    }
    next = { ...next, backgrounds };
  }
  return next;
}

/** A mage's leveling on the shared engine: prices, effects and undo. */
export function m20Leveling<C extends M20Character>(): LevelingRules<C, M20Purchase, M20Snapshot> {
  return { cost: m20PurchaseCost, effect: m20PurchaseEffect, restore: (character, before) => restoreM20(character, before) };
}

export function checkM20Purchase(character: M20Character, purchase: M20Purchase): PurchaseCheck {
  return checkPurchaseWith(m20Leveling(), character, purchase);
}

export function applyM20Purchase<C extends M20Character>(character: C, purchase: M20Purchase, meta: XpEventMeta): PurchaseResult<C, M20Snapshot> {
  return applyPurchaseWith(m20Leveling<C>(), character, purchase, meta);
}

export function undoM20<C extends M20Character>(character: C): UndoResult<C, M20Snapshot> {
  // A Wonder added since takes the Wonder background dots this entry bought: the undo waits (issue #46 item 21).
  if (wonderDotsInUse(character)) return { ok: false, reason: 'spent_since' };
  return undoLastWith(m20Leveling<C>(), character);
}
