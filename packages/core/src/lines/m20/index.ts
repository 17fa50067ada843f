/**
 * Mage: The Ascension 20th anniversary edition — everything of the line: its character section,
 * content schemas, wizard rules, experience prices, health levels, d10 dice with botches, the
 * magick roll and the Quintessence/Paradox wheel. Imported as `@vitae/core/m20`; only the Mage
 * folders of the apps import it.
 */
export { m20Rules } from './rules.ts';
export { damageKinds, mageAbilityCategories, mageAllianceTypes, mageAttributeCategories, mageAttributeCategoryNames, mageAttributes, mageEssences, mageSpheres, magickKinds } from './keys.ts';
export type { DamageKind, MageAbilityCategory, MageAllianceType, MageAttribute, MageAttributeCategory, MageEssence, MageSphere, MagickKind } from './keys.ts';
export { m20CharacterSchema, m20PurchaseKinds, m20SnapshotSchema, m20TraitSchema, wheelBoxes, wonderSchema } from './schema.ts';
export type { M20Character, M20Snapshot, M20Trait, Wonder } from './schema.ts';
export { damageKindOf, damageStateOf, healDamage, healthLevelCount, healthLevels, takeDamage, woundState } from './health.ts';
export type { HealthLevelId } from './health.ts';
export { abilityCategoryOf, setSpecialty, specialtyMinimum, spendWillpower, spentWillpower, traitRating } from './sheet.ts';
export { addCreationWonder, addWonder, freeWonderDots, removeWonder, wonderBackgroundId, wonderDotsInUse, wonderDotsNeeded, wonderDotsUsed } from './wonders.ts';
export type { ChargedWonderResult } from './wonders.ts';
export { addWonderWithExperience, wonderExperienceCost } from './wonder-purchase.ts';
export type { WonderPurchaseResult } from './wonder-purchase.ts';
export { maxQuiet, maxResonance, missingRoteSpheres, quietKinds, resonanceKinds, roteCastable, roteSchema, roteSpheres } from './rotes.ts';
export type { Quiet, QuietKind, Resonance, ResonanceKind, Rote, Seeking } from './rotes.ts';
export type { NewWonder, WonderResult } from './wonders.ts';
export { lowerM20, loweringRating, lowestRatings } from './adjust.ts';
export type { LoweringRefusal, M20Lowering } from './adjust.ts';

// Content
export {
  abilitySchema,
  archetypeSchema,
  backlashBands,
  essenceSchema,
  factionSchema,
  m20AttributeSchema,
  m20BackgroundSchema,
  m20ContentId,
  m20RulesSchema,
  meritsFileSchema,
  spheresFileSchema,
  wonderTypeSchema,
} from './content/schemas.ts';
export type { Ability, Archetype, BacklashBand, Essence, Faction, M20AttributeInfo, M20Background, M20Rules, MeritInfo, MeritsFile, SphereInfo, SpheresFile, WonderType } from './content/schemas.ts';
export { m20ContentFiles } from './content/files.ts';
export type { M20Content, M20ContentKey, M20ContentTranslation } from './content/files.ts';
export { m20ContentPaths } from './content/paths.ts';
export { m20MetaSchema } from './content/books.ts';
export type { M20Meta } from './content/books.ts';
export { avatarBackgroundId, findM20ContentProblems } from './content/integrity.ts';

// Creation
export { budgetOf, isPriorityOrder, withRank } from './creation/priorities.ts';
export type { PriorityOrder } from './creation/priorities.ts';
export {
  allowedAttributeValues,
  attributeBudgets,
  attributePointsSpent,
  attributeStepProblems,
  categoryOfAttribute,
  defaultAttributeOrder,
  freeAttributeDot,
  maxAttribute,
  setCreationAttribute,
} from './creation/attributes.ts';
export type { AttributeStepProblem } from './creation/attributes.ts';
export {
  abilityBudgets,
  abilityPointsSpent,
  abilityRating,
  abilityStepProblems,
  allowedAbilityValues,
  defaultAbilityOrder,
  maxAbility,
  maxAbilityBeforeFreebies,
  setCreationAbility,
} from './creation/abilities.ts';
export type { AbilityStepProblem } from './creation/abilities.ts';
export { affinityChoice, affinityOptions, chooseAffinity, chooseFaction, identityStepProblems, traditionStepProblems } from './creation/tradition.ts';
export type { AffinityChoice, IdentityStepProblem, TraditionStepProblem } from './creation/tradition.ts';
export {
  addCreationTrait,
  avatarRating,
  avatarWarning,
  backgroundPoints,
  backgroundPointsUsed,
  boughtQuintessence,
  finishingProblems,
  flawBonus,
  freebieBudget,
  freebiePoints,
  freebiePrices,
  freebieSpending,
  maxAreteAtCreation,
  maxFlawBonus,
  maxSphere,
  maxWillpower,
  pointOptions,
  quintessencePerFreebie,
  removeCreationTrait,
  setBoughtQuintessence,
  setCreationArete,
  setCreationBackground,
  setCreationSphere,
  setCreationWillpower,
  setFreebieAbility,
  setFreebieAttribute,
  spherePoints,
  spherePointsUsed,
} from './creation/finishing.ts';
export type { FinishingChange, FinishingContext, FinishingProblem, FinishingRefusal, FreebieKind, FreebieLine } from './creation/finishing.ts';
export { finishM20Creation, m20Steps } from './creation/finish.ts';
export type { M20Step } from './creation/finish.ts';

// Leveling
export { experiencePrices, nextDotPrice, pricesOf, sphereCost } from './leveling/costs.ts';
export { m20PriceKeys, m20XpTable, type M20PriceKey } from './leveling/xp-table.ts';
export type { M20Purchase } from './leveling/costs.ts';
export { applyM20Purchase, checkM20Purchase, m20Leveling, m20PurchaseCost, m20PurchaseEffect, maxArete, restoreM20, undoM20 } from './leveling/index.ts';

// Dice
export { defaultDifficulty, effectiveDifficulty, evaluateM20Roll, maxDifficulty, minDifficulty, rollM20 } from './dice/roll.ts';
export type { M20Outcome, M20RollResult, M20RollRules } from './dice/roll.ts';
export { m20Odds } from './dice/odds.ts';
export type { M20Odds } from './dice/odds.ts';
export { castMagick, magickDifficulty, magickDifficultyBonus, magickModifierCap, maxQuintessencePerRoll, minMagickDifficulty, paradoxGain } from './dice/magick.ts';
export type { MagickCast, MagickDifficulty, MagickDifficultyInput } from './dice/magick.ts';
export { castFromTable, m20RollFromTable, tableDifficulty } from './dice/table-cast.ts';
export { addParadox, backlash, backlashBand, dangerousParadoxFrom, fadeParadox, gainQuintessence, paradoxFadingPerWeek, spendQuintessence, walkingTearFrom, wheelState } from './dice/wheel.ts';
export type { Backlash, Wheel, WheelState } from './dice/wheel.ts';

// Homebrew rotes (issue #49 item 4)
export {
  backgroundFields,
  homebrewBackgroundId,
  homebrewBackgroundLimits,
  homebrewMeritId,
  homebrewMeritLimits,
  homebrewRoteId,
  homebrewRoteLimits,
  homebrewRotesOf,
  learnedRote,
  m20BackgroundMerge,
  m20HomebrewKinds,
  m20HomebrewLimits,
  m20HomebrewMerge,
  mageBackgroundKind,
  mergeHomebrewBackgrounds,
  mergeHomebrewMerits,
  mergeHomebrewRotes,
  meritCategories,
  meritContentSchema,
  meritFields,
  meritKind,
  meritSides,
  roteContentProblems,
  roteContentSchema,
  roteFields,
  roteHighestRank,
  roteKind,
  roteMagickKind,
  rotePublishProblems,
  roteStyles,
  toContentBackground,
  toContentMerit,
  toContentRote,
} from './homebrew/index.ts';
export type {
  BackgroundContent,
  HomebrewBackground,
  HomebrewContentBackground,
  HomebrewContentMerit,
  HomebrewContentRote,
  HomebrewMerit,
  HomebrewRote,
  M20ContentWithRotes,
  MeritContent,
  MeritOrigin,
  MeritSide,
  RoteContent,
  RoteContentInput,
  RoteContentProblem,
  RoteOrigin,
  RoteStyle,
} from './homebrew/index.ts';
