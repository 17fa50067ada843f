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
  /** Elders skip most of the wizard: every attribute and skill at 5, creation ends after the predator type. */
  elderShortcut: boolean;
}

/**
 * Era effects at the start of creation (docs/behaviour-notes.md §2.1). `cainesinheritance` is the
 * spec's addition: the heirs of the first generations, built like elders (everything at 5,
 * blood potency 10) at generation 4, with their Mark of Cain path still to be chosen.
 */
export const eraRules: Record<GenerationEra, EraRule> = {
  children: { defaultGeneration: 13, minGeneration: 12, maxGeneration: 16, bloodPotency: (g) => (g >= 14 ? 0 : 1), exp: 0, humanity: 7, extraMeritPoints: 0, extraFlawPoints: 0, elderShortcut: false },
  newborn: { defaultGeneration: 12, minGeneration: 12, maxGeneration: 13, bloodPotency: () => 1, exp: 15, humanity: 7, extraMeritPoints: 0, extraFlawPoints: 0, elderShortcut: false },
  ancillae: { defaultGeneration: 11, minGeneration: 10, maxGeneration: 11, bloodPotency: () => 2, exp: 35, humanity: 6, extraMeritPoints: 2, extraFlawPoints: 2, elderShortcut: false },
  older: { defaultGeneration: 9, minGeneration: 0, maxGeneration: null, bloodPotency: () => 0, exp: 1000, humanity: 7, extraMeritPoints: 0, extraFlawPoints: 0, elderShortcut: false },
  elder: { defaultGeneration: 5, minGeneration: 0, maxGeneration: 10, bloodPotency: () => 10, exp: 666666, humanity: 7, extraMeritPoints: 0, extraFlawPoints: 0, elderShortcut: true },
  cainesinheritance: { defaultGeneration: 4, minGeneration: 3, maxGeneration: 5, bloodPotency: () => 10, exp: 666666, humanity: 7, extraMeritPoints: 0, extraFlawPoints: 0, elderShortcut: true },
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
  if (!rule.elderShortcut) return next;
  return {
    ...next,
    categories: next.categories.map((category) => ({
      ...category,
      attributes: category.attributes.map((attribute) => ({ ...attribute, value: 5 })),
      skills: category.skills.map((skill) => ({ ...skill, value: 5 })),
    })),
    markOfCain: era === 'cainesinheritance' ? { path: 'undecided', tier: 0 } : next.markOfCain,
  };
}
