import { healthFor, willpowerFor } from '../../../fifth-edition/sheet.ts';
import { finishWith } from '../../finish.ts';
import type { FinishResult } from '../../types.ts';
import { dangerRange, desperationRange } from '../keys.ts';
import { h5CharacterSchema, type H5Character } from '../schema.ts';

export { h5Steps } from '../routes.ts';

/**
 * The last touch: health = Stamina + 3, willpower = Composure + Resolve, the cell's trackers at
 * their start values (desperation at least 1, danger inside its range), and despair when the
 * hunter has no touchstone (rules.json `touchstones`). The result is checked against the schema.
 */
export function finishH5Creation(character: H5Character, directory?: string): FinishResult<H5Character> {
  const finished: H5Character = {
    ...character,
    health: healthFor(character),
    willpower: willpowerFor(character),
    desperation: Math.min(desperationRange.max, Math.max(desperationRange.min, character.desperation)),
    danger: Math.min(dangerRange.max, Math.max(dangerRange.min, character.danger)),
    despair: character.despair || character.touchstones.length === 0,
  };
  return finishWith(h5CharacterSchema, finished, directory);
}
