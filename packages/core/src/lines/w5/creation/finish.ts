import { healthFor, willpowerFor } from '../../../fifth-edition/sheet.ts';
import { finishWith } from '../../finish.ts';
import { w5CharacterSchema, type W5Character } from '../schema.ts';
import { w5Steps } from '../routes.ts';

/**
 * The Werewolf wizard in the order of the W5 core rules: auspice and tribe, attributes, skills,
 * advantages and flaws, Renown (it needs the tribe), Gifts and rite (they need auspice, tribe and
 * Renown), then touchstones and the finishing touches.
 */
export { w5Steps };
export type W5Step = (typeof w5Steps)[number];

/** Rage a new werewolf starts with (rules.json: the resting value other rules return to). */
export const startingRage = 1;
export const maxTouchstones = 3;

export type IdentityStepProblem = 'touchstones_missing';

/** One to three touchstones (rules.json; chronicle tenets are the group's and not required). */
export function identityStepProblems(character: Pick<W5Character, 'touchstones'>): IdentityStepProblem[] {
  return character.touchstones.some((t) => t.trim()) ? [] : ['touchstones_missing'];
}

/**
 * The last touch before the character is saved: health and willpower from the attributes, the
 * starting Rage, empty balance tracks, Homid form, no temporary point spreads, empty touchstones
 * dropped, the remembered folder set. The result is checked against the schema.
 */
export function finishW5Creation(character: W5Character, directory?: string): { ok: true; character: W5Character } | { ok: false; message: string } {
  const finished: W5Character = {
    ...character,
    health: healthFor(character),
    willpower: willpowerFor(character),
    rage: startingRage,
    harano: 0,
    hauglosk: 0,
    form: 'homid',
    frenzy: false,
    requiredPointSpreads: [],
    touchstones: character.touchstones.map((t) => t.trim()).filter(Boolean),
  };
  return finishWith(w5CharacterSchema, finished, directory);
}
