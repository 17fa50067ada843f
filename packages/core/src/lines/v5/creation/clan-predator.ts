import type { V5Character as Character } from '../schema.ts';
import type { V5Meta as Meta } from '../content/books.ts';
import { clanRecord, type Clan } from '../content/clans.ts';
import type { PredatorType } from '../content/predator-types.ts';
import { isAllowed } from '../../../content/restriction-resolver.ts';
import { applyActions, type ActionChoices, type ActionContent, type ActionFailure } from './actions.ts';
import { bookContent, restrictionContextOf } from './context.ts';
import { predatorTypeRefusal, type GrantRefusal } from './grants.ts';

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'de');

/** Clans of the character's books (homebrew placeholders with negative ids excluded), sorted by name. */
export function availableClans(character: Pick<Character, 'books'>, clans: readonly Clan[], meta: Pick<Meta, 'books'>): Clan[] {
  const enabled = bookContent(meta, character.books).clans;
  return clans.filter((clan) => clan.id > 0 && enabled.has(clan.id)).sort(byName);
}

export type ClanStepProblem = 'sire_missing' | 'clan_missing';

/** What keeps the clan step from being finished. */
export function clanStepProblems(character: Pick<Character, 'sire' | 'clan'>): ClanStepProblem[] {
  const problems: ClanStepProblem[] = [];
  if (!character.sire.trim()) problems.push('sire_missing');
  if (!character.clan) problems.push('clan_missing');
  return problems;
}

/** Puts the chosen clan on the sheet (its bane too); its actions apply when the step is left. */
export function chooseClan(character: Character, clan: Clan): Character {
  return { ...character, clan: clanRecord(clan), clanBane: clan.bane };
}

/** Leaving the clan step: the clan's own actions (e.g. Nosferatu's Repulsive flaw) are applied once. */
export function commitClan(character: Character, clan: Clan, choices: ActionChoices, content: ActionContent): { ok: true; character: Character } | { ok: false; failure: ActionFailure } {
  return applyActions(chooseClan(character, clan), clan.actions, choices, content);
}

/**
 * Predator types of the character's books that the character may take, sorted by name. With
 * `content`, also none whose grants the character may not receive (Siren's Beautiful for a Nosferatu).
 */
export function availablePredatorTypes(character: Character, predatorTypes: readonly PredatorType[], meta: Pick<Meta, 'books'>, content?: ActionContent): PredatorType[] {
  const enabled = bookContent(meta, character.books).predatorTypes;
  const ctx = restrictionContextOf(character);
  return predatorTypes
    .filter((type) => enabled.has(type.id) && isAllowed(type.restriction, ctx) && (!content || predatorTypeRefusal(character, type, content) === null))
    .sort(byName);
}

/** Every predator type of the character's books, sorted by name, each with why it cannot be taken (`null` = it can). */
export function predatorTypeOptions(
  character: Character,
  predatorTypes: readonly PredatorType[],
  meta: Pick<Meta, 'books'>,
  content: ActionContent,
): Array<{ type: PredatorType; refusal: GrantRefusal | null }> {
  const enabled = bookContent(meta, character.books).predatorTypes;
  return predatorTypes
    .filter((type) => enabled.has(type.id))
    .sort(byName)
    .map((type) => ({ type, refusal: predatorTypeRefusal(character, type, content) }));
}

/** Leaving the predator-type step: every action applied with the player's choices. */
export function commitPredatorType(
  character: Character,
  predatorType: PredatorType,
  choices: ActionChoices,
  content: ActionContent,
): { ok: true; character: Character } | { ok: false; failure: ActionFailure } {
  const applied = applyActions(character, predatorType.actions, choices, content);
  if (!applied.ok) return applied;
  return { ok: true, character: { ...applied.character, predatorType: { ...predatorType } } };
}
