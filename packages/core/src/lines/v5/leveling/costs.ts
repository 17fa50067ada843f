import { chosenTraitLevel, fifthEditionCost, fifthEditionPriceKey } from '../../../fifth-edition/leveling.ts';
import { effectiveRates } from '../../../leveling/xp-table.ts';
import { attributeRating, skillOf } from '../../../fifth-edition/sheet.ts';
import type { AttributeKey, SkillKey } from '../../../fifth-edition/keys.ts';
import type { V5Character } from '../schema.ts';
import type { Purchase } from './purchase.ts';
import { v5XpTable, type V5PriceKey } from './xp-table.ts';
import { disciplineDots, hasBlackMarkTier5, isCaitiff, normalDisciplineMax } from './sheet.ts';

/**
 * XP multipliers and flat prices of the book table (`v5XpTable`, with its sources; the Mark of Cain
 * of docs/product-spec.md §9). A character's own prices are `ratesOf(character)`.
 */
export const experienceRates: Readonly<Record<V5PriceKey, number>> = effectiveRates(v5XpTable);

/** The rates this character pays: the book's, with its chronicle's changes (`xpTable`) on top. */
export function ratesOf(character: Pick<V5Character, 'xpTable'>): Record<V5PriceKey, number> {
  return effectiveRates(v5XpTable, character.xpTable);
}

type CostCharacter = Pick<V5Character, 'xpTable' | 'categories' | 'disciplines' | 'clan' | 'markOfCain' | 'bloodPotency' | 'merits' | 'backgrounds' | 'books' | 'health' | 'willpower' | 'skillspread' | 'requiredPointSpreads'>;

/** Which price of the table a discipline dot takes: Mark of Cain (black, tier 5), Caitiff, in-clan, other; an advanced power its own. */
export function disciplinePriceKey(
  character: Pick<V5Character, 'clan' | 'markOfCain'>,
  disciplineId: number,
  clanDisciplineIds: readonly number[],
  powerLevel?: number,
): V5PriceKey {
  if (hasBlackMarkTier5(character)) return 'markOfCainDiscipline';
  if (powerLevel !== undefined && powerLevel > normalDisciplineMax) return 'advancedPower';
  if (isCaitiff(character)) return 'caitiffDiscipline';
  return clanDisciplineIds.includes(disciplineId) ? 'clanDiscipline' : 'otherDiscipline';
}

/** XP per level for a discipline: Mark of Cain (black, tier 5) 3, Caitiff 6, in-clan 5, other 7 (or the chronicle's). */
export function disciplineRate(
  character: Pick<V5Character, 'clan' | 'markOfCain' | 'xpTable'>,
  disciplineId: number,
  clanDisciplineIds: readonly number[],
): number {
  return ratesOf(character)[disciplinePriceKey(character, disciplineId, clanDisciplineIds)];
}

/**
 * XP for the next dot of a discipline (new dot × rate). With `powerLevel` above 5 the dot buys an
 * advanced power, which costs power level × 10 instead (× 3 under the Mark of Cain tier 5).
 */
export function disciplineDotCost(
  character: Pick<V5Character, 'clan' | 'markOfCain' | 'disciplines' | 'xpTable'>,
  disciplineId: number,
  clanDisciplineIds: readonly number[],
  powerLevel?: number,
): number {
  if (powerLevel !== undefined && powerLevel > normalDisciplineMax) {
    return powerLevel * ratesOf(character)[disciplinePriceKey(character, disciplineId, clanDisciplineIds, powerLevel)];
  }
  const newDot = disciplineDots(character, disciplineId) + 1;
  return newDot * disciplineRate(character, disciplineId, clanDisciplineIds);
}

/** XP to raise an attribute by one: new value × 5. */
export function attributeCost(character: Pick<V5Character, 'categories' | 'xpTable'>, key: AttributeKey): number {
  return ((attributeRating(character, key) ?? 0) + 1) * ratesOf(character).attribute;
}

/** XP to raise a skill by one: new value × 3. */
export function skillCost(character: Pick<V5Character, 'categories' | 'xpTable'>, key: SkillKey): number {
  return ((skillOf(character, key)?.value ?? 0) + 1) * ratesOf(character).skill;
}

/** XP to raise blood potency by one: new value × 10 (whether the generation allows it is the effect's call). */
export function bloodPotencyCost(character: Pick<V5Character, 'bloodPotency' | 'xpTable'>): number {
  return (character.bloodPotency + 1) * ratesOf(character).bloodPotency;
}

export { chosenTraitLevel };

/** XP a purchase costs on this character, whether or not it is currently allowed (for showing before confirming). */
export function purchaseCost(character: CostCharacter, purchase: Purchase): number {
  switch (purchase.kind) {
    case 'discipline':
      return disciplineDotCost(character, purchase.disciplineId, purchase.clanDisciplineIds, purchase.power.level);
    case 'blood_potency':
      return bloodPotencyCost(character);
    case 'blood_ritual':
      return purchase.ritual.level * ratesOf(character).bloodRitual;
    case 'oblivion_ceremony':
      return purchase.ceremony.level * ratesOf(character).oblivionCeremony;
    case 'homebrew_update':
      return 0;
    default:
      return fifthEditionCost(character, purchase, ratesOf(character));
  }
}

/** The table's price a purchase is charged by (for showing its source); none for a free one. */
export function purchasePriceKey(character: CostCharacter, purchase: Purchase): V5PriceKey | undefined {
  switch (purchase.kind) {
    case 'discipline':
      return disciplinePriceKey(character, purchase.disciplineId, purchase.clanDisciplineIds, purchase.power.level);
    case 'blood_potency':
      return 'bloodPotency';
    case 'blood_ritual':
      return 'bloodRitual';
    case 'oblivion_ceremony':
      return 'oblivionCeremony';
    case 'homebrew_update':
      return undefined;
    default:
      return fifthEditionPriceKey(purchase);
  }
}
