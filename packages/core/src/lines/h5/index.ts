/**
 * Hunter: The Reckoning 5th edition: its character section, content schemas, wizard rules,
 * experience prices and desperation dice. Imported as `@vitae/core/h5`; only the Hunter folders
 * of the apps import it.
 */
export { h5Rules, h5ContentFiles } from './rules.ts';
export { h5CharacterSchema, h5SnapshotSchema, ownedEdgeSchema, touchstoneSchema } from './schema.ts';
export type { H5Character, H5CharacterInput, H5Snapshot, OwnedEdge, Touchstone } from './schema.ts';
export { dangerRange, desperationRange, h5PurchaseKinds, touchstonesAtCreation } from './keys.ts';
export { restrictionContextOf as h5RestrictionContext } from './restrictions.ts';

// Content
export { creedSchema, creedTranslationSchema, driveSchema, driveTranslationSchema } from './content/creeds.ts';
export type { Creed, Drive } from './content/creeds.ts';
export { edgeCategories, edgePoolSchema, edgeSchema, edgeTranslationSchema, h5IdSchema } from './content/edges.ts';
export type { Edge, EdgeCategory, EdgePool, Perk } from './content/edges.ts';
export { h5MetaSchema } from './content/books.ts';
export type { H5Meta } from './content/books.ts';
export type { H5Content } from './content/files.ts';
export { h5ContentPaths } from './content/paths.ts';
export { findH5ContentProblems } from './content/integrity.ts';

// Creation
export { chooseCreed, chooseDrive, creedStepProblems } from './creation/creed.ts';
export type { CreedStepProblem } from './creation/creed.ts';
export {
  creationPicks,
  edgeAllocations,
  edgeBlockers,
  edgePicks,
  edgeSnapshot,
  edgeStepProblems,
  ownsEdge,
  ownsPerk,
  perkBlockers,
  perkCount,
  perkSnapshot,
  toggleCreationEdge,
  toggleCreationPerk,
} from './creation/edges.ts';
export type { EdgePickBlocker, EdgeStepProblem } from './creation/edges.ts';
export { commitTouchstones, identityStepProblems, setTouchstone, touchstoneRows } from './creation/identity.ts';
export type { IdentityStepProblem } from './creation/identity.ts';
export { h5TraitRules } from './creation/traits.ts';
export { finishH5Creation, h5Steps } from './creation/finish.ts';

// Leveling
export { applyH5Purchase, checkH5Purchase, h5PurchaseCost, h5PurchaseEffect, undoH5Purchase } from './leveling/index.ts';
export { describeH5Purchase, h5EdgePrices, h5Rates, h5RatesOf } from './leveling/purchase.ts';
export { h5PriceKeys, h5XpTable, type H5PriceKey } from './leveling/xp-table.ts';
export type { H5Purchase } from './leveling/purchase.ts';

// Dice
export { classifyH5Outcome, desperationDiceRule, evaluateH5Dice, h5RollOutcomes, h5WillpowerReroll, maxWillpowerRerollDice, rollH5Pool } from './dice/roll.ts';
export type { H5DiceInput, H5DiceResult, H5PoolRollInput, H5RollOutcome } from './dice/roll.ts';
export { h5RollOdds } from './dice/odds.ts';
export type { H5RollOdds } from './dice/odds.ts';
export { desperationConsequence, overreachDanger, resolveDesperation } from './dice/desperation.ts';
export type { DesperationChoice, DesperationConsequence, DesperationResolution, DesperationState } from './dice/desperation.ts';

// Homebrew edges and perks (issue #49 item 4)
export {
  edgeContentSchema,
  edgeFields,
  edgeKind,
  h5HomebrewKinds,
  h5HomebrewLimits,
  h5HomebrewMerge,
  h5TraitPackKinds,
  h5TraitPackMerge,
  homebrewEdgeId,
  homebrewEdgeLimits,
  homebrewPerkId,
  hunterBackgroundKind,
  hunterMeritKind,
  isHomebrewEdgeOrPerkId,
  mergeHomebrewEdges,
  perkContentSchema,
  perkFields,
  perkKind,
  perkPublishProblems,
  toContentEdge,
  toContentPerk,
} from './homebrew/index.ts';
export type {
  EdgeContent,
  EdgeContentInput,
  EdgeOrigin,
  HomebrewContentEdge,
  HomebrewContentPerk,
  HomebrewEdge,
  HomebrewPerk,
  PerkContent,
  PerkContentInput,
} from './homebrew/index.ts';
