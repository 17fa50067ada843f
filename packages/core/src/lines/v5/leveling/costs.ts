import { chosenTraitLevel, fifthEditionCost, type FifthEditionRates } from '../../../fifth-edition/leveling.ts';
import { attributeRating, skillOf } from '../../../fifth-edition/sheet.ts';
import type { AttributeKey, SkillKey } from '../../../fifth-edition/keys.ts';
import type { V5Character } from '../schema.ts';
import type { Purchase } from './purchase.ts';
import { disciplineDots, hasBlackMarkTier5, isCaitiff, normalDisciplineMax } from './sheet.ts';

/** XP multipliers and flat prices of docs/behaviour-notes.md §1.1 (and the Mark of Cain of docs/product-spec.md §9). */
export const experienceRates = {
  /** × new attribute value. */
  attribute: 5,
  /** × new skill value. */
  skill: 3,
  /** Flat, per speciality. */
  speciality: 3,
  /** × new dot of an in-clan discipline. */
  clanDiscipline: 5,
  /** × new dot of an out-of-clan discipline. */
  otherDiscipline: 7,
  /** × new dot of any discipline of a Caitiff. */
  caitiffDiscipline: 6,
  /** × level of any discipline purchase on the black path of the Mark of Cain at tier 5. */
  markOfCainDiscipline: 3,
  /** × level of an advanced power (levels 6–10). */
  advancedPower: 10,
  /** × new blood potency. */
  bloodPotency: 10,
  /** × level of a new merit or background. */
  newTrait: 3,
  /** Flat, per dot an owned merit or background is raised. */
  raiseTrait: 3,
  /** × ritual level. */
  bloodRitual: 3,
} as const satisfies FifthEditionRates & Record<string, number>;

type CostCharacter = Pick<V5Character, 'categories' | 'disciplines' | 'clan' | 'markOfCain' | 'bloodPotency' | 'merits' | 'backgrounds' | 'books' | 'health' | 'willpower' | 'skillspread' | 'requiredPointSpreads'>;

/** XP per level for a discipline: Mark of Cain (black, tier 5) 3, Caitiff 6, in-clan 5, other 7. */
export function disciplineRate(
  character: Pick<V5Character, 'clan' | 'markOfCain'>,
  disciplineId: number,
  clanDisciplineIds: readonly number[],
): number {
  if (hasBlackMarkTier5(character)) return experienceRates.markOfCainDiscipline;
  if (isCaitiff(character)) return experienceRates.caitiffDiscipline;
  return clanDisciplineIds.includes(disciplineId) ? experienceRates.clanDiscipline : experienceRates.otherDiscipline;
}

/**
 * XP for the next dot of a discipline (new dot × rate). With `powerLevel` above 5 the dot buys an
 * advanced power, which costs power level × 10 instead (× 3 under the Mark of Cain tier 5).
 */
export function disciplineDotCost(
  character: Pick<V5Character, 'clan' | 'markOfCain' | 'disciplines'>,
  disciplineId: number,
  clanDisciplineIds: readonly number[],
  powerLevel?: number,
): number {
  if (powerLevel !== undefined && powerLevel > normalDisciplineMax) {
    return powerLevel * (hasBlackMarkTier5(character) ? experienceRates.markOfCainDiscipline : experienceRates.advancedPower);
  }
  const newDot = disciplineDots(character, disciplineId) + 1;
  return newDot * disciplineRate(character, disciplineId, clanDisciplineIds);
}

/** XP to raise an attribute by one: new value × 5. */
export function attributeCost(character: Pick<V5Character, 'categories'>, key: AttributeKey): number {
  return ((attributeRating(character, key) ?? 0) + 1) * experienceRates.attribute;
}

/** XP to raise a skill by one: new value × 3. */
export function skillCost(character: Pick<V5Character, 'categories'>, key: SkillKey): number {
  return ((skillOf(character, key)?.value ?? 0) + 1) * experienceRates.skill;
}

/** XP to raise blood potency by one: new value × 10. */
export function bloodPotencyCost(character: Pick<V5Character, 'bloodPotency'>): number {
  return (character.bloodPotency + 1) * experienceRates.bloodPotency;
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
      return purchase.ritual.level * experienceRates.bloodRitual;
    case 'oblivion_ceremony':
    case 'homebrew_update':
      return 0;
    default:
      return fifthEditionCost(character, purchase, experienceRates);
  }
}
