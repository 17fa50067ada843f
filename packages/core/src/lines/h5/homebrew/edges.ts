import { z } from 'zod';
import { edgeCategories, edgePoolSchema, h5IdSchema, type Edge, type Perk } from '../content/edges.ts';
import { multiLine, singleLine } from '../../../homebrew-kinds/text.ts';

/**
 * Homebrew edges and perks (issue #49 item 4): a Hunter table's own edges (name, kind, the pools
 * it is tested with, description, system) and perks (name, the edge they belong to — a book edge
 * or a homebrew one —, description). They are validated like the content's edges (`edgeSchema`)
 * and merged into `content.edges`, so the wizard and leveling mode offer them beside the book's at
 * the book's prices (edge 7, perk 3 XP).
 */
export const homebrewEdgeLimits = {
  name: 60,
  description: 4_000,
  /** Alternative pools of one edge, as the content allows. */
  pools: 5,
} as const;

/** What the author edits of an edge. */
export const edgeFields = {
  name: singleLine(homebrewEdgeLimits.name, 1),
  category: z.enum(edgeCategories).default('asset'),
  pools: z.array(edgePoolSchema).max(homebrewEdgeLimits.pools, `an edge has at most ${homebrewEdgeLimits.pools} pools`).default([]),
  description: multiLine(homebrewEdgeLimits.description).default(''),
  system: multiLine(homebrewEdgeLimits.description).default(''),
};
export const edgeContentSchema = z.strictObject(edgeFields);
export type EdgeContent = z.output<typeof edgeContentSchema>;
export type EdgeContentInput = z.input<typeof edgeContentSchema>;

/**
 * What the author edits of a perk: `edge` is the content id of its edge (`arsenal`, or a homebrew
 * edge's `homebrew-12`); a new perk starts without one and cannot be published so.
 */
export const perkFields = {
  name: singleLine(homebrewEdgeLimits.name, 1),
  edge: h5IdSchema.nullable().default(null),
  description: multiLine(homebrewEdgeLimits.description).default(''),
};
export const perkContentSchema = z.strictObject(perkFields);
export type PerkContent = z.output<typeof perkContentSchema>;
export type PerkContentInput = z.input<typeof perkContentSchema>;

/** Who made an item and which version the content holds. */
export interface EdgeOrigin {
  id: number;
  creator: string;
  version: number;
}
export type HomebrewContentEdge = Edge & { homebrew?: EdgeOrigin };
export type HomebrewContentPerk = Perk & { homebrew?: EdgeOrigin };

/**
 * Content id of a homebrew edge or perk. Hunter content ids are camel-case words (`globalAccess`)
 * and perks carry their edge in front (`arsenal.team-requisition`), so `homebrew-<server id>`
 * never collides with a book id: edges become `homebrew-12`, perks `<edge id>.homebrew-7`.
 */
export function homebrewEdgeId(id: number): string {
  return `homebrew-${id}`;
}
export function homebrewPerkId(edgeId: string, id: number): string {
  return `${edgeId}.homebrew-${id}`;
}

/** Why a perk cannot be published yet, in English (the API's message); empty = it can. */
export function perkPublishProblems(perk: { edge?: unknown }): string[] {
  return typeof perk.edge === 'string' && perk.edge !== '' ? [] : ['a perk needs the edge it belongs to before it can be published'];
}

/** Whether a content id names homebrew (an edge, or a perk of any edge). */
export function isHomebrewEdgeOrPerkId(id: string): boolean {
  return /(?:^|\.)homebrew-\d+$/.test(id);
}

const originOf = (item: EdgeOrigin): EdgeOrigin => ({ id: item.id, creator: item.creator, version: item.version });

/** A homebrew edge as content: confirmed (`core`), so it is offered without the supplement switch, and without perks yet. */
export function toContentEdge(item: EdgeContent & EdgeOrigin): HomebrewContentEdge {
  return {
    id: homebrewEdgeId(item.id),
    name: item.name,
    category: item.category,
    pools: item.pools.map((pool) => ({ ...pool })),
    description: item.description,
    system: item.system,
    core: true,
    perks: [],
    homebrew: originOf(item),
  };
}

/** A homebrew perk as content of its edge. */
export function toContentPerk(item: PerkContent & EdgeOrigin & { edge: string }): HomebrewContentPerk {
  return { id: homebrewPerkId(item.edge, item.id), name: item.name, summary: item.description, core: true, homebrew: originOf(item) };
}

/**
 * Merges homebrew edges and perks into the Hunter content of one language: the edges join the
 * book's, each perk joins its edge's perks; a perk whose edge the content does not know (deleted,
 * not installed) is left out. Earlier merged homebrew is replaced, so merging again gives the same
 * result as merging once. Only `edges` changes.
 */
export function mergeHomebrewEdges<C extends { edges: Edge[] }>(
  content: C,
  homebrew: { edges: ReadonlyArray<EdgeContent & EdgeOrigin>; perks: ReadonlyArray<PerkContent & EdgeOrigin> },
): C {
  const book = content.edges
    .filter((edge) => !isHomebrewEdgeOrPerkId(edge.id))
    .map((edge) => ({ ...edge, perks: edge.perks.filter((perk) => !isHomebrewEdgeOrPerkId(perk.id)) }));
  const edges: HomebrewContentEdge[] = [...book, ...homebrew.edges.map(toContentEdge)];
  const byId = new Map(edges.map((edge) => [edge.id, edge]));
  for (const perk of homebrew.perks) {
    const edge = perk.edge === null ? undefined : byId.get(perk.edge);
    if (edge) edge.perks = [...edge.perks, toContentPerk({ ...perk, edge: edge.id })];
  }
  return { ...content, edges };
}
