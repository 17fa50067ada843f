import { finishWith } from '../../finish.ts';
import type { FinishResult } from '../../types.ts';
import { mageAbilityCategories, mageAttributes } from '../keys.ts';
import { healthLevelCount } from '../health.ts';
import { m20CharacterSchema, type M20Character } from '../schema.ts';
import { m20Steps } from '../routes.ts';

export { m20Steps };
export type M20Step = (typeof m20Steps)[number];

/** The traits rated 4 or more, which alone may keep a specialty. */
function specialtyKeys(character: M20Character): Set<string> {
  const keys = new Set<string>(mageAttributes.filter((key) => character.attributes[key] >= 4));
  for (const category of mageAbilityCategories) for (const [id, value] of Object.entries(character.abilities[category])) if (value >= 4) keys.add(id);
  return keys;
}

/**
 * The last touch before the mage is saved: seven health levels, no Paradox yet, unspent Willpower,
 * specialties only on traits of 4 or more, the remembered folder. The result is checked against
 * the schema (which refuses a Sphere above Arete).
 */
export function finishM20Creation(character: M20Character, directory?: string): FinishResult<M20Character> {
  const keep = specialtyKeys(character);
  const specialties = Object.fromEntries(Object.entries(character.specialties).filter(([key, value]) => keep.has(key) && value.trim() !== '').map(([key, value]) => [key, value.trim()]));
  const finished: M20Character = {
    ...character,
    health: healthLevelCount,
    paradox: 0,
    specialties,
    healthDamage: character.healthDamage.map(() => 'none'),
    willpowerDamage: character.willpowerDamage.map(() => 'none'),
  };
  return finishWith(m20CharacterSchema, finished, directory);
}
