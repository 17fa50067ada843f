/**
 * What the three 5th-edition lines (Vampire, Werewolf, Hunter) share: attributes and skills,
 * merits, backgrounds and flaws, the wizard steps that build them and the purchases that raise
 * them. Imported as `@vitae/core/fifth-edition`.
 */
export { allAttributeKeys, allSkillKeys, attributeKeys, categoryNames, skillKeys } from './keys.ts';
export type { AttributeKey, CategoryName, SkillKey } from './keys.ts';
export {
  attributeSchema,
  blankCategories,
  categorySchema,
  convictionSchema,
  fifthEditionShape,
  isFifthEdition,
  ownedTraitSchema,
  packSnapshotSchema,
  pointSpreadSchema,
  skillSchema,
  storedId,
  traitCollectionSchema,
} from './schema.ts';
export type { Category, FifthEditionCharacter, OwnedTraitRecord, TraitCollection } from './schema.ts';
export { attributeRating, attributeValue, healthFor, numericId, skillOf, willpowerFor, withAttribute, withSkill } from './sheet.ts';
export { damageCounts, healDamage, impairmentDice, impairmentPenalty, isImpaired, payWillpowerReroll, takeDamage } from './damage.ts';
export type { DamageCounts, DamageKind } from './damage.ts';
export {
  attributeInfoSchema,
  attributeInfoTranslationSchema,
  skillInfoSchema,
  skillInfoTranslationSchema,
  skillKeySchema,
  skillSpreadPresets,
  skillSpreadSchema,
  skillSpreadTranslationSchema,
  specialitySuggestions,
} from './content.ts';
export type { AttributeInfo, SkillInfo, SkillSpread } from './content.ts';
export { fifthEditionContentFiles } from './content-files.ts';
export { specialRuleSchema, specialRules, traitActionSchema, traitPackSchema, traitPackTranslationSchema, traitPackTypes, traitSchema } from './trait-packs.ts';
export type { SpecialRule, Trait, TraitAction, TraitPack, TraitPackType } from './trait-packs.ts';
export { defineTraitPackKind, homebrewTraitPackLimits, homebrewTraitSchema, mergeTraitPacks, toContentTraitPack, traitPackFields, traitPackLine, traitPackPublishProblems, withTraitPacksInBook } from './homebrew-trait-packs.ts';
export type { HomebrewTrait, HomebrewTraitPack, TraitPackContent, TraitPackKinds } from './homebrew-trait-packs.ts';
export {
  chosenTraitLevel,
  describeFifthEditionPurchase,
  fifthEditionCost,
  fifthEditionEffect,
  fifthEditionPurchaseKinds,
  fifthEditionSnapshotShape,
  maxRating,
  maxTraitLevel,
  nextTraitLevel,
  restoreFifthEdition,
  traitRemovalChange,
} from './leveling.ts';
export type { FifthEditionPurchase, FifthEditionRates, FifthEditionSnapshot } from './leveling.ts';
export { allAttributeKeys as creationAttributeKeys, allowedValues, attributeDistribution, attributeStepProblems, attributeValues, matchesDistribution, remainingByPoints, setCreationAttribute } from './creation/attributes.ts';
export type { AttributeStepProblem, Distribution } from './creation/attributes.ts';
export {
  allowedSkillValues,
  cappedSkillsExceeded,
  chooseSkillSpread,
  commitSpecialities,
  emptySpecialityChoices,
  freeSpecialitySkills,
  requiredSpecialitySkills,
  setCreationSkill,
  skillCaps,
  skillStepProblems,
  skillValue,
} from './creation/skills.ts';
export type { FreeSpecialitySkill, SkillStepProblem, SpecialityChoices } from './creation/skills.ts';
export { addOwnedTrait, allOwnedTraits, customPackId, ownedTraitLevel, ownedTraitsOf, removeOwnedTrait } from './creation/owned-traits.ts';
export type { OwnedTrait, OwnedTraitRef, TraitSide } from './creation/owned-traits.ts';
export { addPointSpread, pointSpreadsOf } from './creation/point-spreads.ts';
export type { PointSpread } from './creation/point-spreads.ts';
export {
  addCreationTraitWith,
  addCustomTraitWith,
  baseTraitBudget,
  budgetWithSpreads,
  byLevelThenName,
  learnableTraitsWith,
  removeCreationTrait,
  removeTraitProblem,
  spreadPointsFor,
  traitOptionsWith,
  traitPointProblems,
  traitPointsUsed,
} from './creation/traits.ts';
export type {
  AddTraitProblem,
  CustomTraitInput,
  CustomTraitProblem,
  LearnableTraitGroup,
  PointProblem,
  RemoveTraitProblem,
  TraitBlocker,
  TraitOption,
  TraitPoints,
  TraitReasonDetails,
  TraitStepRules,
} from './creation/traits.ts';
export { withContentTexts, withContentTraitTexts } from './trait-texts.ts';
