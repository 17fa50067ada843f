export {
  abilitiesOf,
  abilityProblems,
  comboOptions,
  comboProblems,
  disciplineStructureProblems,
  requirementOptions,
} from './abilities.ts';
export type { AbilityProblem, AbilityProblemAt, ComboProblem, DisciplineLevels, StructureProblem } from './abilities.ts';
export { homebrewChanges } from './changes.ts';
export type { HomebrewChange } from './changes.ts';
export { addAbility, addLevel, blankAbility, highestAbilityId, nextAbilityId, removeAbility, removeLevel, reusedAbilityIds, updateAbility } from './edit.ts';
export { homebrewContentId, homebrewIdOf, homebrewLimits, maxHomebrewId } from './limits.ts';
export { homebrewLine, type HomebrewLine } from './line.ts';
export { homebrewBookName, homebrewPlaceholderClanId, isChoosableClan, mergeHomebrew, toContentClan, toContentDiscipline } from './merge.ts';
export type { HomebrewContentClan, HomebrewContentDiscipline, HomebrewOrigin } from './merge.ts';
export { HomebrewMigrationError, homebrewMigrations, migrateHomebrew, parseHomebrewClan, parseHomebrewDiscipline } from './migrations.ts';
export { publishProblems } from './publish.ts';
export type { PublishProblem } from './publish.ts';
export {
  checkDisciplineStructure,
  clanContentSchema,
  clanFields,
  clanSymbolPattern,
  clanSymbolSchema,
  disciplineContentSchema,
  disciplineFields,
  disciplineRefSchema,
  homebrewAbilitySchema,
  homebrewClanSchema,
  homebrewDisciplineSchema,
  homebrewIdSchema,
  homebrewKinds,
  homebrewLevelSchema,
  homebrewSchemaVersion,
  storedFields,
} from './schema.ts';
export type {
  ClanContent,
  DisciplineContent,
  HomebrewAbility,
  HomebrewAbilityInput,
  HomebrewClan,
  HomebrewDiscipline,
  HomebrewItem,
  HomebrewKind,
  HomebrewLevel,
} from './schema.ts';
export {
  emptyHomebrewInstalled,
  emptyHomebrewStore,
  installedVersion,
  installHomebrew,
  knownHomebrew,
  parseHomebrewStore,
  uninstallHomebrew,
  upsertById,
} from './store.ts';
export type { HomebrewInstalled, HomebrewStore } from './store.ts';
export { hasControlCharacters, homebrewSearchKey } from './text.ts';
export { characterContent, disciplinesForCharacter, homebrewInUse, homebrewOriginOf, takeHomebrewSnapshot } from './snapshot.ts';
export type { KnownHomebrew } from './snapshot.ts';
export { homebrewUpdateEffect, homebrewUpdates, restoreHomebrewUpdate } from './update.ts';
export type { HomebrewUpdate, HomebrewUpdateEffect } from './update.ts';
export {
  clanConflictResponseSchema,
  createClanBodySchema,
  createDisciplineBodySchema,
  disciplineConflictResponseSchema,
  homebrewClanListSchema,
  homebrewContentResponseSchema,
  homebrewDisciplineListSchema,
  homebrewIdParamsSchema,
  homebrewInstalledSchema,
  homebrewListQuerySchema,
  homebrewVersionParamsSchema,
  installBodySchema,
  installedUpdatesSchema,
  homebrewUsageSchema,
  installedKindParamsSchema,
  inviteCodeParamsSchema,
  inviteCodeSchema,
  inviteResponseSchema,
  updateClanBodySchema,
  updateDisciplineBodySchema,
} from './api.ts';
export type { HomebrewClanList, HomebrewContentResponse, HomebrewDisciplineList, HomebrewListQuery, InstallBody, InstalledUpdates, HomebrewUsage, UpdateClanBody, UpdateDisciplineBody } from './api.ts';
export { v5TraitPackKinds, v5TraitPackMerge, vampireBackgroundKind, vampireMeritKind } from './trait-packs.ts';
