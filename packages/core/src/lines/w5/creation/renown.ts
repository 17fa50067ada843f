import { renownKeys, type RenownKey } from '../keys.ts';
import type { W5Character } from '../schema.ts';
import { startingRenown } from './auspice-tribe.ts';

/** The Renown that holds the third starting dot (the one not in the tribe's), `null` if none. */
export function thirdRenown(character: Pick<W5Character, 'renown'>, tribeRenown: RenownKey): RenownKey | null {
  return renownKeys.find((key) => key !== tribeRenown && character.renown[key] > 0) ?? null;
}

/** Puts the third starting dot into another Renown than the tribe's. */
export function chooseThirdRenown(character: W5Character, tribeRenown: RenownKey, key: RenownKey): W5Character {
  if (key === tribeRenown) return character;
  const renown = Object.fromEntries(renownKeys.map((k) => [k, k === tribeRenown ? startingRenown.tribe : k === key ? 1 : 0])) as Record<RenownKey, number>;
  return { ...character, renown };
}

export type RenownStepProblem = 'renown_tribe' | 'renown_third_missing' | 'renown_total';

/** Starting Renown: exactly two dots in the tribe's Renown and one in another (rules.json). */
export function renownStepProblems(character: Pick<W5Character, 'renown'>, tribeRenown: RenownKey): RenownStepProblem[] {
  const problems: RenownStepProblem[] = [];
  const others = renownKeys.filter((key) => key !== tribeRenown).map((key) => character.renown[key]);
  if (character.renown[tribeRenown] !== startingRenown.tribe) problems.push('renown_tribe');
  if (others.every((value) => value === 0)) problems.push('renown_third_missing');
  else if (character.renown[tribeRenown] + others.reduce((a, b) => a + b, 0) !== startingRenown.total || others.some((v) => v > 1)) problems.push('renown_total');
  return problems;
}
