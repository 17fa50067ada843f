import { renownKeys, type RenownKey } from '../keys.ts';

type WithRenown = { renown: Record<RenownKey, number> };

/** Total Renown (Glory + Honor + Wisdom): what unlocks Gifts. */
export function totalRenown(character: WithRenown): number {
  return renownKeys.reduce((sum, key) => sum + character.renown[key], 0);
}

/** Highest Renown of one kind: each is rated 0–5 (W5 core rulebook, "Renown"; the Lexicon says so too). */
export const maxRenown = 5;

/** Sets one Renown (the storyteller awards it; no XP), clamped to 0–5. */
export function setRenown<C extends WithRenown>(character: C, key: RenownKey, value: number): C {
  const clamped = Math.max(0, Math.min(maxRenown, Math.trunc(value)));
  return { ...character, renown: { ...character.renown, [key]: clamped } };
}
