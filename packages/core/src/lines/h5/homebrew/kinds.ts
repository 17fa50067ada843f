import { defineHomebrewKind, type HomebrewLineMerge, type StoredKindItem } from '../../../homebrew-kinds/index.ts';
import type { Edge } from '../content/edges.ts';
import { edgeFields, mergeHomebrewEdges, perkFields, perkPublishProblems, type EdgeContent, type PerkContent } from './edges.ts';

/** Size limits of Hunter homebrew (README, Limits). */
export const h5HomebrewLimits = {
  /** Installed edges, and installed perks, per account. */
  installed: 200,
} as const;

export type HomebrewEdge = StoredKindItem & EdgeContent;
export type HomebrewPerk = StoredKindItem & PerkContent;

/** Hunter homebrew edges: `/homebrew/edges`. */
export const edgeKind = defineHomebrewKind<HomebrewEdge, 'edges'>({ kind: 'edges', line: 'h5', one: 'edge', fields: edgeFields, installedLimit: h5HomebrewLimits.installed });
/** Hunter homebrew perks: `/homebrew/perks` (each names its edge, a book or a homebrew one). */
export const perkKind = defineHomebrewKind<HomebrewPerk, 'perks'>({
  kind: 'perks',
  line: 'h5',
  one: 'perk',
  fields: perkFields,
  installedLimit: h5HomebrewLimits.installed,
  publishProblems: perkPublishProblems,
});

/** Hunter's homebrew joins `content.edges` (edges, and perks under their edges); the meta is unchanged. */
export const h5HomebrewMerge: HomebrewLineMerge = {
  line: 'h5',
  // The registry keeps content line-neutral; this line's content has `edges`, and the items were parsed by `edgeKind`/`perkKind`.
  merge: (content, meta, items) => {
    // Only content with edges takes them (the registry also merges an empty object for the meta alone).
    const hasEdges = typeof content === 'object' && content !== null && 'edges' in content && Array.isArray(content.edges);
    const homebrew = { edges: (items[edgeKind.kind] ?? []) as HomebrewEdge[], perks: (items[perkKind.kind] ?? []) as HomebrewPerk[] };
    return { content: hasEdges ? mergeHomebrewEdges(content as { edges: Edge[] }, homebrew) : content, meta };
  },
};

/** Hunter's homebrew kinds, in the Homebrew tab's order (an edge before the perks that name it). */
export const h5HomebrewKinds = [edgeKind, perkKind] as const;
