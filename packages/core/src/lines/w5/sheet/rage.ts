import { willpowerFor } from '../../../fifth-edition/sheet.ts';
import { maxRage } from '../keys.ts';
import type { W5Character } from '../schema.ts';
import { markSuperficial } from './damage.ts';

type RageCharacter = Pick<W5Character, 'rage' | 'form' | 'frenzy' | 'willpower' | 'willpowerDamage' | 'categories'>;

/** Rage 0: the Garou has lost the wolf (no supernatural form, no regeneration, no Gifts). */
export function hasLostTheWolf(character: Pick<W5Character, 'rage'>): boolean {
  return character.rage === 0;
}

/**
 * Whether the Garou's supernatural powers (Gifts, rites) are out of reach now: at Rage 0 they are
 * lost (spec §4), and a frenzied Garou uses neither.
 */
export function powersLost(character: Pick<W5Character, 'rage' | 'frenzy'>): boolean {
  return hasLostTheWolf(character) || character.frenzy;
}

/** The form a Garou falls back to when the wolf is lost: Lupus stays Lupus, every other form becomes Homid. */
export function fallbackForm(form: W5Character['form']): W5Character['form'] {
  return form === 'lupus' ? 'lupus' : 'homid';
}

/** Rage set to a value (0–5); at 0 the Garou falls back to Homid or Lupus. */
export function setRage<C extends RageCharacter>(character: C, value: number): C {
  const rage = Math.max(0, Math.min(maxRage, Math.trunc(value)));
  return rage === 0 ? { ...character, rage, form: fallbackForm(character.form), frenzy: false } : { ...character, rage };
}

/**
 * Gains Rage: up to 5, and every point beyond 5 is one superficial Willpower damage instead
 * (spec §4). Returns the character and how many points boiled over.
 */
export function gainRage<C extends RageCharacter>(character: C, amount: number): { character: C; overflow: number } {
  const wanted = character.rage + Math.max(0, Math.trunc(amount));
  const overflow = Math.max(0, wanted - maxRage);
  const usable = character.willpower || willpowerFor(character);
  const willpowerDamage = overflow > 0 ? markSuperficial(character.willpowerDamage, usable, overflow) : character.willpowerDamage;
  return { character: { ...character, rage: Math.min(maxRage, wanted), willpowerDamage }, overflow };
}
