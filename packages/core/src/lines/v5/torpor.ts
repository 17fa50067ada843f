import type { DamageState } from '../../character/keys.ts';
import { damageCounts, impairmentDice, takeDamage } from '../../fifth-edition/damage.ts';
import { maxHumanity } from './dice/remorse.ts';

/**
 * Torpor (V5 core rulebook, "Aggravated Damage", p. 126): a vampire whose usable Health boxes all
 * hold aggravated damage falls into torpor and cannot act until it wakes. A track of no boxes never
 * counts (a character whose health is not set yet is not in torpor).
 */
export function isInTorpor(healthDamage: readonly DamageState[], usable: number): boolean {
  const limit = Math.min(usable, healthDamage.length);
  return limit > 0 && damageCounts(healthDamage, limit).aggravated === limit;
}

/**
 * Degeneration (V5 core rulebook, "Degeneration", p. 239): Stains beyond the empty Humanity boxes
 * overlap the filled ones. `overflow` is how many do; each costs a point of aggravated Willpower
 * damage, and the vampire is Impaired by guilt until then.
 */
export function degeneration(humanity: number, stains: number): { degenerating: boolean; overflow: number } {
  const emptyBoxes = Math.max(0, maxHumanity - Math.max(0, humanity));
  const overflow = Math.max(0, stains - emptyBoxes);
  return { degenerating: overflow > 0, overflow };
}

/** What degeneration asks of a vampire at the end of the scene. */
export interface DegenerationOutcome {
  willpowerDamage: DamageState[];
  /** Stains left: the overflowing ones are paid for and leave the track. */
  stains: number;
}

/**
 * The scene-end step of degeneration, which the player confirms: one point of aggravated Willpower
 * damage per overflowing Stain (p. 239), marked by the damage rules on the usable boxes; the paid
 * Stains leave the track, so the step cannot be taken twice for the same overflow. Without an
 * overflow nothing changes.
 */
export function sufferDegeneration(
  character: { humanity: number; stains: number; willpowerDamage: readonly DamageState[] },
  usableWillpower: number,
): DegenerationOutcome {
  const { overflow } = degeneration(character.humanity, character.stains);
  if (overflow === 0) return { willpowerDamage: [...character.willpowerDamage], stains: character.stains };
  return {
    willpowerDamage: takeDamage(character.willpowerDamage, usableWillpower, 'aggravated', overflow),
    stains: character.stains - overflow,
  };
}

/**
 * Dice a vampire's impairments take off a pool. The book's Impaired is one state of −2 (p. 126), so
 * the causes do not add up: a full Health track impairs physical pools, a full Willpower track social
 * and mental ones, and degeneration every pool (house rule: the book names no pools for it, and we
 * read its guilt as reaching every roll).
 */
export function vampireImpairment(
  category: 'physical' | 'social' | 'mental' | null,
  state: { health: boolean; willpower: boolean; degenerating: boolean },
): number {
  if (state.degenerating) return impairmentDice;
  if (category === 'physical') return state.health ? impairmentDice : 0;
  if (category === null) return 0;
  return state.willpower ? impairmentDice : 0;
}
