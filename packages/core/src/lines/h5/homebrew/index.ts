export { edgeKind, h5HomebrewKinds, h5HomebrewLimits, h5HomebrewMerge, perkKind } from './kinds.ts';
export type { HomebrewEdge, HomebrewPerk } from './kinds.ts';
export {
  edgeContentSchema,
  edgeFields,
  homebrewEdgeId,
  homebrewEdgeLimits,
  homebrewPerkId,
  isHomebrewEdgeOrPerkId,
  mergeHomebrewEdges,
  perkContentSchema,
  perkFields,
  perkPublishProblems,
  toContentEdge,
  toContentPerk,
} from './edges.ts';
export type { EdgeContent, EdgeContentInput, EdgeOrigin, HomebrewContentEdge, HomebrewContentPerk, PerkContent, PerkContentInput } from './edges.ts';
export { h5TraitPackKinds, h5TraitPackMerge, hunterBackgroundKind, hunterMeritKind } from './trait-packs.ts';
