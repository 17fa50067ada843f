export { m20HomebrewKinds, m20HomebrewLimits, m20HomebrewMerge, meritKind, roteKind } from './kinds.ts';
export type { HomebrewMerit, HomebrewRote } from './kinds.ts';
export { homebrewMeritId, homebrewMeritLimits, meritCategories, meritContentSchema, meritFields, meritSides, mergeHomebrewMerits, toContentMerit } from './merits.ts';
export type { HomebrewContentMerit, MeritContent, MeritOrigin, MeritSide } from './merits.ts';
export {
  homebrewRoteId,
  homebrewRoteLimits,
  homebrewRotesOf,
  learnedRote,
  mergeHomebrewRotes,
  roteContentProblems,
  roteContentSchema,
  roteFields,
  roteHighestRank,
  roteMagickKind,
  rotePublishProblems,
  roteStyles,
  toContentRote,
} from './rotes.ts';
export type { HomebrewContentRote, M20ContentWithRotes, RoteContent, RoteContentInput, RoteContentProblem, RoteOrigin, RoteStyle } from './rotes.ts';
export { backgroundFields, homebrewBackgroundId, homebrewBackgroundLimits, m20BackgroundMerge, mageBackgroundKind, mergeHomebrewBackgrounds, toContentBackground } from './backgrounds.ts';
export type { BackgroundContent, HomebrewBackground, HomebrewContentBackground } from './backgrounds.ts';
