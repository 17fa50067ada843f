import type { Edge, Perk } from '../content/edges.ts';
import type { H5Character, OwnedEdge } from '../schema.ts';

type Character = Pick<H5Character, 'edges'>;

/**
 * What the core rules give at creation: two edges and one perk, or one edge and two perks; every
 * perk belongs to an edge the hunter has (rules.json `edgesAndPerks`, medium-high confidence).
 */
export const edgeAllocations = [
  { edges: 2, perks: 1 },
  { edges: 1, perks: 2 },
] as const;
/** Edges and perks together at creation: both allocations make three picks. */
export const creationPicks = 3;
const maxCreationEdges = Math.max(...edgeAllocations.map((a) => a.edges));

export const perkCount = (character: Character): number => character.edges.reduce((sum, edge) => sum + edge.perks.length, 0);

/** How many edges and perks the hunter has, and how many picks are left. */
export function edgePicks(character: Character): { edges: number; perks: number; left: number } {
  const edges = character.edges.length;
  const perks = perkCount(character);
  return { edges, perks, left: creationPicks - edges - perks };
}

/** The edge as the sheet keeps it (its facts, no perks yet). */
export function edgeSnapshot(edge: Edge): OwnedEdge {
  return { id: edge.id, name: edge.name, category: edge.category, pools: edge.pools.map((pool) => ({ ...pool })), core: edge.core, perks: [] };
}

/** The perk as the sheet keeps it. */
export function perkSnapshot(perk: Perk): OwnedEdge['perks'][number] {
  return { id: perk.id, name: perk.name, core: perk.core };
}

export const ownsEdge = (character: Character, edgeId: string): boolean => character.edges.some((edge) => String(edge.id) === edgeId);
export const ownsPerk = (character: Character, perkId: string): boolean => character.edges.some((edge) => edge.perks.some((perk) => String(perk.id) === perkId));

/** Why an edge or perk cannot be taken in the wizard now. */
export type EdgePickBlocker = 'no_picks_left' | 'edge_limit' | 'edge_missing' | 'supplement';

/** Reasons an edge cannot be added now (empty = it can; an owned edge has none: it can be taken back). */
export function edgeBlockers(character: Character, edge: Edge, supplements: boolean): EdgePickBlocker[] {
  if (ownsEdge(character, edge.id)) return [];
  const reasons: EdgePickBlocker[] = [];
  if (!edge.core && !supplements) reasons.push('supplement');
  const picks = edgePicks(character);
  if (picks.left <= 0) reasons.push('no_picks_left');
  else if (picks.edges >= maxCreationEdges) reasons.push('edge_limit');
  return reasons;
}

/** Reasons a perk cannot be added now (empty = it can; an owned perk has none). */
export function perkBlockers(character: Character, edge: Edge, perk: Perk, supplements: boolean): EdgePickBlocker[] {
  if (ownsPerk(character, perk.id)) return [];
  const reasons: EdgePickBlocker[] = [];
  if (!perk.core && !supplements) reasons.push('supplement');
  if (!ownsEdge(character, edge.id)) reasons.push('edge_missing');
  if (edgePicks(character).left <= 0) reasons.push('no_picks_left');
  return reasons;
}

/** Takes an edge, or gives it back with its perks. A blocked edge leaves the character as it is. */
export function toggleCreationEdge<C extends Character>(character: C, edge: Edge, supplements = false): C {
  if (ownsEdge(character, edge.id)) return { ...character, edges: character.edges.filter((owned) => String(owned.id) !== edge.id) };
  if (edgeBlockers(character, edge, supplements).length > 0) return character;
  return { ...character, edges: [...character.edges, edgeSnapshot(edge)] };
}

/** Takes a perk of an owned edge, or gives it back. A blocked perk leaves the character as it is. */
export function toggleCreationPerk<C extends Character>(character: C, edge: Edge, perk: Perk, supplements = false): C {
  const withPerks = (change: (perks: OwnedEdge['perks']) => OwnedEdge['perks']) => ({
    ...character,
    edges: character.edges.map((owned) => (String(owned.id) === edge.id ? { ...owned, perks: change(owned.perks) } : owned)),
  });
  if (ownsPerk(character, perk.id)) return withPerks((perks) => perks.filter((owned) => String(owned.id) !== perk.id));
  if (perkBlockers(character, edge, perk, supplements).length > 0) return character;
  return withPerks((perks) => [...perks, perkSnapshot(perk)]);
}

export type EdgeStepProblem = 'edge_missing' | 'picks_left' | 'too_many_picks' | 'perk_without_edge' | 'unknown_edge';

/** What keeps the edges step from being left: exactly one of the two allocations, every perk under an owned edge of the content. */
export function edgeStepProblems(character: Character, edges: readonly Edge[]): EdgeStepProblem[] {
  const problems: EdgeStepProblem[] = [];
  const picks = edgePicks(character);
  if (picks.edges === 0) problems.push('edge_missing');
  const matches = edgeAllocations.some((allocation) => allocation.edges === picks.edges && allocation.perks === picks.perks);
  if (!matches && picks.edges > 0) problems.push(picks.left > 0 ? 'picks_left' : 'too_many_picks');
  for (const owned of character.edges) {
    const edge = edges.find((candidate) => candidate.id === String(owned.id));
    if (!edge) {
      problems.push('unknown_edge');
      continue;
    }
    if (owned.perks.some((perk) => !edge.perks.some((candidate) => candidate.id === String(perk.id)))) problems.push('perk_without_edge');
  }
  return [...new Set(problems)];
}
