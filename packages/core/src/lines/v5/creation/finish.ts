import { healthFor, willpowerFor } from '../../../fifth-edition/sheet.ts';
import { finishWith } from '../../finish.ts';
import { v5CharacterSchema, type V5Character as Character } from '../schema.ts';
import { v5Steps } from '../routes.ts';

export { v5Steps };
export type V5Step = (typeof v5Steps)[number];

/**
 * The steps this character goes through: all six, whatever the era. (Elders once ended after the
 * predator type with every dot at 5, which lost the clan disciplines, merits, flaws, convictions
 * and the predator type's discipline dot; issue #46.)
 */
export function stepsFor(_character: Pick<Character, 'generationEra'>): readonly V5Step[] {
  return v5Steps;
}

/**
 * The last touch before the character is saved: health and willpower from the attributes, the
 * predator type's temporary point spreads gone, empty convictions dropped, the remembered folder
 * set. The result is checked against the character schema.
 */
export function finishCreation(character: Character, directory?: string): { ok: true; character: Character } | { ok: false; message: string } {
  const finished: Character = {
    ...character,
    health: healthFor(character),
    willpower: willpowerFor(character),
    requiredPointSpreads: [],
    convictions: character.convictions.filter((c) => c.conviction.trim() || c.touchstone.trim()),
  };
  return finishWith(v5CharacterSchema, finished, directory);
}
