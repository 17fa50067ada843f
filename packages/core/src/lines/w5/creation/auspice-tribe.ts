import type { Auspice } from '../content/auspices.ts';
import type { Tribe } from '../content/tribes.ts';
import { renownKeys, type RenownKey } from '../keys.ts';
import type { W5Character } from '../schema.ts';

/** Starting Renown (rules.json): three dots, two of them in the Renown the tribe's patron favours. */
export const startingRenown = { total: 3, tribe: 2 } as const;

/** Chooses the auspice. Gifts picked for another auspice are dropped. */
export function chooseAuspice(character: W5Character, auspice: Auspice): W5Character {
  if (character.auspice === auspice.id) return character;
  return { ...character, auspice: auspice.id, auspiceName: auspice.name, gifts: character.gifts.filter((gift) => gift.group !== 'auspice') };
}

/**
 * Chooses the tribe: its patron, favour and ban are copied onto the sheet, and the starting Renown
 * is laid out — two dots in the tribe's Renown and the third, as a suggestion the player may move,
 * in the Renown the auspice's Gifts mostly use (when it is another one).
 */
export function chooseTribe(character: W5Character, tribe: Tribe, auspice?: Pick<Auspice, 'favoredRenown'>): W5Character {
  const third: RenownKey | null = auspice && auspice.favoredRenown !== tribe.favoredRenown ? auspice.favoredRenown : null;
  const renown = Object.fromEntries(renownKeys.map((key) => [key, key === tribe.favoredRenown ? startingRenown.tribe : key === third ? 1 : 0])) as Record<RenownKey, number>;
  return {
    ...character,
    tribe: tribe.id,
    tribeName: tribe.name,
    patronSpirit: tribe.patronSpirit,
    tribeFavor: tribe.favor,
    tribeBan: tribe.ban,
    renown,
    gifts: character.tribe === tribe.id ? character.gifts : character.gifts.filter((gift) => gift.group !== 'tribe'),
  };
}

export type AuspiceTribeProblem = 'auspice_missing' | 'tribe_missing';

export function auspiceStepProblems(character: W5Character, auspices: readonly Auspice[]): AuspiceTribeProblem[] {
  return auspices.some((a) => a.id === character.auspice) ? [] : ['auspice_missing'];
}

export function tribeStepProblems(character: W5Character, tribes: readonly Tribe[]): AuspiceTribeProblem[] {
  return tribes.some((t) => t.id === character.tribe) ? [] : ['tribe_missing'];
}
