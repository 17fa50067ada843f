import type { V5Character } from './schema.ts';

/** Highest blood potency of all: the oldest generations (4th and older, or an unknown generation 0). */
const topBloodPotency = 10;

/**
 * Highest blood potency per generation, V5 corebook's generation table (5th: 9, 6th: 8, 7th: 7,
 * 8th: 6, 9th: 5, 10th and 11th: 4, 12th and 13th: 3, thin-blooded 14th–16th: 0).
 */
const bloodPotencyCapByGeneration: Readonly<Record<number, number>> = Object.freeze({ 5: 9, 6: 8, 7: 7, 8: 6, 9: 5, 10: 4, 11: 4, 12: 3, 13: 3, 14: 0, 15: 0, 16: 0 });

/**
 * The highest blood potency a vampire of this generation can have. Generation 0 means "not set"
 * (an older character of unknown generation) and, like the 4th generation and older, allows 10.
 */
export function maxBloodPotencyFor(generation: number): number {
  return bloodPotencyCapByGeneration[generation] ?? (generation > 16 ? 0 : topBloodPotency);
}

/** The character's blood potency cap (`maxBloodPotencyFor` of its generation). */
export function bloodPotencyCap(character: Pick<V5Character, 'generation'>): number {
  return maxBloodPotencyFor(character.generation);
}

/** `bloodPotency` held between 0 and the generation's cap. */
export function cappedBloodPotency(generation: number, bloodPotency: number): number {
  return Math.max(0, Math.min(bloodPotency, maxBloodPotencyFor(generation)));
}
