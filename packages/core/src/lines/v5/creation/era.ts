import type { V5Character as Character } from '../schema.ts';
import type { GenerationEra } from '../keys.ts';
import { cappedBloodPotency } from '../generation.ts';

export type { GenerationEra };

export interface EraRule {
  /** Generation the create dialog proposes for the era. */
  defaultGeneration: number;
  /** Suggested input range (a hint, not enforced). */
  minGeneration: number;
  maxGeneration: number | null;
  /** Blood potency at start; a function when it depends on the generation. */
  bloodPotency: (generation: number) => number;
  exp: number;
  humanity: number;
  /** Extra merit and flaw points of the traits budget. */
  extraMeritPoints: number;
  extraFlawPoints: number;
  /**
   * The numbers are the app's, not the book's: the V5 corebook's character creation (Generation:
   * Childer, Neonates, Ancillae) stops at the ancillae, so the older eras' experience and blood
   * potency are kept from the original app and the create dialog marks them as a house rule.
   */
  houseRule: boolean;
}

/**
 * Era effects at the start of creation (docs/behaviour-notes.md §2.1). Every era goes through the
 * whole wizard (attributes, skills, disciplines, merits and flaws, convictions) and starts with the
 * era's experience to spend afterwards. `cainesinheritance` is the spec's addition: the heirs of the
 * first generations at generation 4, with their Mark of Cain path still to be chosen.
 */
export const eraRules: Record<GenerationEra, EraRule> = {
  children: { defaultGeneration: 13, minGeneration: 12, maxGeneration: 16, bloodPotency: (g) => (g >= 14 ? 0 : 1), exp: 0, humanity: 7, extraMeritPoints: 0, extraFlawPoints: 0, houseRule: false },
  newborn: { defaultGeneration: 12, minGeneration: 12, maxGeneration: 13, bloodPotency: () => 1, exp: 15, humanity: 7, extraMeritPoints: 0, extraFlawPoints: 0, houseRule: false },
  ancillae: { defaultGeneration: 11, minGeneration: 10, maxGeneration: 11, bloodPotency: () => 2, exp: 35, humanity: 6, extraMeritPoints: 2, extraFlawPoints: 2, houseRule: false },
  older: { defaultGeneration: 9, minGeneration: 0, maxGeneration: null, bloodPotency: () => 0, exp: 1000, humanity: 7, extraMeritPoints: 0, extraFlawPoints: 0, houseRule: true },
  elder: { defaultGeneration: 5, minGeneration: 0, maxGeneration: 10, bloodPotency: () => 10, exp: 666666, humanity: 7, extraMeritPoints: 0, extraFlawPoints: 0, houseRule: true },
  cainesinheritance: { defaultGeneration: 4, minGeneration: 3, maxGeneration: 5, bloodPotency: () => 10, exp: 666666, humanity: 7, extraMeritPoints: 0, extraFlawPoints: 0, houseRule: true },
};

/** Applies an era's start effects to a fresh character of that era and generation. */
export function applyEraStart(character: Character, era: GenerationEra, generation: number): Character {
  const rule = eraRules[era];
  const next: Character = {
    ...character,
    generationEra: era,
    generation,
    bloodPotency: cappedBloodPotency(generation, rule.bloodPotency(generation)),
    exp: rule.exp,
    humanity: rule.humanity,
  };
  return era === 'cainesinheritance' ? { ...next, markOfCain: { path: 'undecided', tier: 0 } } : next;
}
