import type { Faction } from '../content/schemas.ts';
import { mageSpheres, type MageSphere } from '../keys.ts';
import type { M20Character } from '../schema.ts';

/** Whether a Sphere may be the faction's member's affinity: listed, allowed with a hint, or not allowed. */
export type AffinityChoice = 'listed' | 'hint' | 'not_allowed';

/** The Spheres a member of the faction may name as affinity, listed ones first. */
export function affinityOptions(faction: Pick<Faction, 'affinitySpheres' | 'otherAffinityAllowed'>): MageSphere[] {
  if (faction.affinitySpheres === 'any' || faction.otherAffinityAllowed) {
    const listed = faction.affinitySpheres === 'any' ? [] : faction.affinitySpheres;
    return [...listed, ...mageSpheres.filter((sphere) => !listed.includes(sphere))];
  }
  return [...faction.affinitySpheres];
}

/**
 * How the faction sees a Sphere as affinity. A faction with `any` takes every Sphere; the Order of
 * Hermes names Forces but lets the House decide (`hint`: allowed, the sheet says why).
 */
export function affinityChoice(faction: Pick<Faction, 'affinitySpheres' | 'otherAffinityAllowed'>, sphere: MageSphere): AffinityChoice {
  if (faction.affinitySpheres === 'any' || faction.affinitySpheres.includes(sphere)) return 'listed';
  return faction.otherAffinityAllowed ? 'hint' : 'not_allowed';
}

/**
 * Chooses the faction: its alliance comes with it, and the affinity Sphere is kept if the faction
 * allows it, else it becomes the faction's first listed Sphere (none for factions of free choice).
 */
export function chooseFaction<C extends M20Character>(character: C, faction: Faction): C {
  const keep = character.affinitySphere !== undefined && affinityChoice(faction, character.affinitySphere) !== 'not_allowed';
  const first = faction.affinitySpheres === 'any' ? undefined : faction.affinitySpheres[0];
  const { affinitySphere: _old, ...rest } = character;
  const affinitySphere = keep ? character.affinitySphere : first;
  return { ...rest, allianceType: faction.alliance, organization: faction.id, ...(affinitySphere ? { affinitySphere } : {}) } as C;
}

/** Sets the affinity Sphere if the faction allows it; otherwise the character comes back unchanged. */
export function chooseAffinity<C extends M20Character>(character: C, faction: Faction, sphere: MageSphere): C {
  return affinityChoice(faction, sphere) === 'not_allowed' ? character : { ...character, affinitySphere: sphere };
}

export type TraditionStepProblem = 'faction_missing' | 'affinity_missing' | 'affinity_not_allowed';

/** What keeps the tradition step from being left: a faction and an affinity Sphere it allows. */
export function traditionStepProblems(character: Pick<M20Character, 'organization' | 'affinitySphere'>, faction: Faction | undefined): TraditionStepProblem[] {
  if (!faction || faction.id !== character.organization) return ['faction_missing'];
  if (character.affinitySphere === undefined) return ['affinity_missing'];
  return affinityChoice(faction, character.affinitySphere) === 'not_allowed' ? ['affinity_not_allowed'] : [];
}

export type IdentityStepProblem = 'essence_missing' | 'nature_missing' | 'demeanor_missing';

/** What keeps the identity step from being left: essence, nature and demeanour chosen (the concept is free). */
export function identityStepProblems(character: Pick<M20Character, 'essence' | 'nature' | 'demeanor'>, archetypeIds: ReadonlySet<string>): IdentityStepProblem[] {
  const problems: IdentityStepProblem[] = [];
  if (character.essence === undefined) problems.push('essence_missing');
  if (!archetypeIds.has(character.nature)) problems.push('nature_missing');
  if (!archetypeIds.has(character.demeanor)) problems.push('demeanor_missing');
  return problems;
}
