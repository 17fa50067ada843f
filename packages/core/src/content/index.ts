export {
  predatorActionSchema,
  predatorActionTranslationSchema,
  predatorActionTypes,
  skillKeySchema,
  specialRuleSchema,
  specialRules,
  traitActionSchema,
} from './actions.ts';
export type { PredatorAction, PredatorActionType, SpecialRule, TraitAction } from './actions.ts';
export {
  attributeInfoSchema,
  attributeInfoTranslationSchema,
  skillInfoSchema,
  skillInfoTranslationSchema,
  skillSpreadPresets,
  skillSpreadSchema,
  skillSpreadTranslationSchema,
} from './attributes-skills.ts';
export type { AttributeInfo, SkillInfo, SkillSpread } from './attributes-skills.ts';
export { bloodPotencyColumns, bloodPotencyTableSchema, bloodPotencyTableTranslationSchema } from './blood-potency.ts';
export type { BloodPotencyColumn, BloodPotencyTable, BloodPotencyTableRow } from './blood-potency.ts';
export { baseLanguage, bookSchema, bundleLanguages, coreBookId, homebrewBookId, metaSchema } from './books.ts';
export type { Book, BundleLanguage, Meta } from './books.ts';
export { clanSchema, clanTranslationSchema } from './clans.ts';
export type { Clan } from './clans.ts';
export {
  disciplineSchema,
  disciplineTranslationSchema,
  maxDisciplineLevel,
  powerKey,
  powerKeyPattern,
  powerKeySchema,
  powerSchema,
  powersByLevel,
} from './disciplines.ts';
export type { Discipline, Power } from './disciplines.ts';
export { ContentFileError, resolveContent, withFallback } from './fallback.ts';
export type { RawContentFiles } from './fallback.ts';
export { contentFileKeys, contentFileNames, contentFileSchemas, contentTranslationFileSchemas, metaFileName } from './files.ts';
export type { Content, ContentFileKey, ContentTranslation } from './files.ts';
export { findContentProblems } from './integrity.ts';
export { catalogueItemSchema, catalogueItemTranslationSchema, itemKeySchema } from './items.ts';
export type { CatalogueItem } from './items.ts';
export { customLexiconSchema, customLexiconTranslationSchema, lexiconIdSchema } from './lexicon.ts';
export type { CustomLexicon, LexiconEntry } from './lexicon.ts';
export { predatorTypeSchema, predatorTypeTranslationSchema } from './predator-types.ts';
export type { PredatorType } from './predator-types.ts';
export { isAllowed } from './restriction-resolver.ts';
export type { RestrictionContext, RestrictionLike } from './restriction-resolver.ts';
export { optionalRestriction, restrictionSchema, restrictionTypes } from './restriction.ts';
export type { Restriction, RestrictionType } from './restriction.ts';
export {
  bloodRitualSchema,
  bloodRitualTranslationSchema,
  oblivionCeremonySchema,
  oblivionCeremonyTranslationSchema,
} from './rituals.ts';
export type { BloodRitual, OblivionCeremony } from './rituals.ts';
export { completeText, translationText } from './text.ts';
export type { TextSchema } from './text.ts';
export { traitPackSchema, traitPackTranslationSchema, traitPackTypes, traitSchema } from './traits.ts';
export type { Trait, TraitPack, TraitPackType } from './traits.ts';
