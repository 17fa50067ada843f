import type { StoredCharacter } from '@vitae/core/api';
import type { RollTrait, RollTraitSlot } from '../../../components/roll-traits.ts';

export type { RollTrait, RollTraitSlot } from '../../../components/roll-traits.ts';

/**
 * The line's pickers for a character, names in the current language. May suspend while the line's
 * content loads: call it inside a Suspense boundary.
 */
export type RollTraitsOf = (character: StoredCharacter) => RollTraitSlot[];

/** The pool a request's traits make on the character as it is now; `parts` names each ("Geschick 3"). */
export function poolOfTraits(slots: readonly RollTraitSlot[], ids: readonly string[]): { pool: number; parts: RollTrait[] } {
  const all = slots.flatMap((slot) => slot.traits);
  const parts = ids.flatMap((id) => all.filter((trait) => trait.id === id).slice(0, 1));
  return { pool: parts.reduce((sum, trait) => sum + trait.value, 0), parts };
}
