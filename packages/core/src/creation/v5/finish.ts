import { healthFor, willpowerFor } from '../../character/derived.ts';
import { characterSchema, type Character } from '../../character/schema.ts';
import { eraRules } from './era.ts';

/** The wizard's steps for Vampire, in order (spec §2). */
export const v5Steps = ['clan', 'predator-type', 'attributes', 'skills', 'disciplines', 'traits'] as const;
export type V5Step = (typeof v5Steps)[number];

/** The steps this character goes through: elders (and Caine's heirs) end after the predator type. */
export function stepsFor(character: Pick<Character, 'generationEra'>): readonly V5Step[] {
  return eraRules[character.generationEra].elderShortcut ? v5Steps.slice(0, 2) : v5Steps;
}

/**
 * The last touch before the character is saved: health and willpower from the attributes, the
 * predator type's temporary point spreads gone, empty convictions dropped, the remembered folder
 * set. The result is checked against the character schema.
 */
export function finishCreation(character: Character, directory?: string): { ok: true; character: Character } | { ok: false; message: string } {
  const { directory: _previous, justViewing: _viewing, ...rest } = character;
  const finished = {
    ...rest,
    health: healthFor(character),
    willpower: willpowerFor(character),
    requiredPointSpreads: [],
    convictions: character.convictions.filter((c) => c.conviction.trim() || c.touchstone.trim()),
    ...(directory ? { directory } : {}),
  };
  const parsed = characterSchema.safeParse(finished);
  if (!parsed.success) return { ok: false, message: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') };
  return { ok: true, character: parsed.data };
}
