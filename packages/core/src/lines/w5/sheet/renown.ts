import { renownKeys, type RenownKey } from '../keys.ts';

type WithRenown = { renown: Record<RenownKey, number> };

/** Total Renown (Glory + Honor + Wisdom): what unlocks Gifts. */
export function totalRenown(character: WithRenown): number {
  return renownKeys.reduce((sum, key) => sum + character.renown[key], 0);
}

/** Highest Renown dots one kind can reach on the sheet. */
export const maxRenown = 10;

/** Sets one Renown (the storyteller awards it; no XP), clamped to 0–10. */
export function setRenown<C extends WithRenown>(character: C, key: RenownKey, value: number): C {
  const clamped = Math.max(0, Math.min(maxRenown, Math.trunc(value)));
  return { ...character, renown: { ...character.renown, [key]: clamped } };
}
