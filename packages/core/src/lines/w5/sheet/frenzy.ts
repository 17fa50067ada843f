import { maxRage } from '../keys.ts';
import type { W5Character } from '../schema.ts';

type FrenzyCharacter = Pick<W5Character, 'rage' | 'form' | 'frenzy'>;

/** Frenzy: Rage goes to 5 and the Garou takes Crinos form; while it lasts no Gifts or rites. */
export function enterFrenzy<C extends FrenzyCharacter>(character: C): C {
  return { ...character, rage: maxRage, form: 'crinos', frenzy: true };
}

/** The frenzy ends; the Garou is still in Crinos until they shift (which sets Rage to 1). */
export function endFrenzy<C extends FrenzyCharacter>(character: C): C {
  return { ...character, frenzy: false };
}
