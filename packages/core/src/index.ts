export { damageStates, damageTrackSlots, extraDamageSlots, gameLines, sexes } from './character/keys.ts';
export type { DamageState, GameLine } from './character/keys.ts';
export {
  blankDamageTrack,
  characterSchema,
  characterSchemaVersion,
  characterVersion,
  damageStateSchema,
  inventorySchema,
  itemSchema,
  maxAvatarLength,
  viewerSchema,
} from './character/schema.ts';
export type { Character, CharacterInput, CharacterOf, Item } from './character/schema.ts';
export { maxNameLength, maxTextLength } from './character/limits.ts';
export { blankCharacter } from './character/blank.ts';
export { CharacterMigrationError, CharacterTooNewError, baseMigrations, characterMigrations, isOlderShape, lineMigrations, migrateCharacter, migrationSequence, type LineMigrations, type MigrationSequence, type MigrationStep } from './character/migrations.ts';
export { parseCharacter, safeParseCharacter, upgradeCharacter } from './character/parse.ts';
export { dropUnknownKeys } from './character/unknown-keys.ts';
export { exportCharacter, importCharacter } from './character/import.ts';
export type { ImportProblem, ImportResult } from './character/import.ts';
export { addFolder, compareNames, folderNameProblem, groupCharacters, maxFolderNameLength, removeFolder, setFolderOpen, sortFolders } from './library/folders.ts';
export type { Folder, FolderProblem } from './library/folders.ts';
export { baseSnapshotShape, purchaseRecordSchemaFor, raisedFrom, restoreBaseSnapshot, sharedRecordKinds, xpEntryKinds, xpHistoryEntrySchemaFor } from './leveling/history.ts';
// A history record of a held homebrew item's update names the item by this reference.
export { readHeldItemRef } from './homebrew-kinds/held-update.ts';
export type { BaseSnapshot, Leveled, XpEntryKind, XpHistoryEntry } from './leveling/history.ts';
export { applyPurchaseWith, checkPurchaseWith, grantExperience, recordChange, undoLastWith } from './leveling/level-up.ts';
export type { GrantResult, LevelingRules, PurchaseCheck, PurchaseEffect, PurchaseFailureReason, PurchaseOutcome, PurchaseResult, SheetChange, UndoResult, XpEventMeta } from './leveling/level-up.ts';
export { effectivePrice, effectiveRates, effectiveTable, isOverridden, maxOverridePrice, priceFormulas, priceOf, xpBooks, xpTableOverridesSchema } from './leveling/xp-table.ts';
export type { BookSource, PriceFormula, PriceOverride, PriceStep, XpBook, XpPrice, XpTable, XpTableOverrides } from './leveling/xp-table.ts';
export { evaluateAmount } from './inventory/arithmetic.ts';
export { matchContentName } from './content/name-match.ts';
export type { NamedContent } from './content/name-match.ts';
export { addItem, cloneItem, itemCategories, moveItem, removeItem, setQuantity, transferMoney } from './inventory/inventory.ts';
export { inventoryInLanguage, itemInLanguage, keyInventoryItems } from './inventory/item-keys.ts';
export type { Account, Inventory, ItemList, TransferResult } from './inventory/inventory.ts';
export { availableLines, coreGameLine, lineContentFiles, lineRules, rulesFor, rulesOfLine, withLineRules } from './lines/index.ts';
export { createAnswersProblems, maxGeneration } from './lines/create-answers.ts';
export type { CreateAnswersField, CreateAnswersProblem } from './lines/create-answers.ts';
export type { LineContent } from './lines/index.ts';
export { allListFields, isListField, listBaseFields, listFactsOf, listFieldsOf } from './lines/list.ts';
export type { ListFacts } from './lines/list.ts';
export { createOptions, editorSteps, lineContent, viewerTabs } from './lines/types.ts';
export type { CreateAnswers, CreateOption, EditorStep, FinishResult, LineContentRules, LineMeta, LinePurchases, LineRegistry, LineRules, PurchaseOf, ViewerTab } from './lines/types.ts';
export { applySyncData, syncData, syncFields, syncUploadProblem } from './sync/partitions.ts';
export type { SyncPart } from './sync/partitions.ts';
export { canSendToTabletop, parseTabletopDifficulty, tabletopDiceProblem, tabletopPoolTitle, tabletopRoll } from './tabletop/roll.ts';
