export {
  attributeKeys,
  categoryNames,
  damageStates,
  damageTrackSlots,
  gameLines,
  generationEras,
  mageAllianceTypes,
  mageAttributes,
  mageEssences,
  mageSpheres,
  markOfCainPaths,
  pointPurchaseKinds,
  resilienceExtraSlots,
  sexes,
  skillKeys,
} from './character/keys.ts';
export type { AttributeKey, CategoryName, DamageState, GameLine, SkillKey } from './character/keys.ts';
export {
  blankCategories,
  blankDamageTrack,
  categorySchema,
  characterSchema,
  characterSchemaVersion,
  characterVersion,
  inventorySchema,
  itemSchema,
  maxAvatarLength,
} from './character/schema.ts';
export type { Category, Character, CharacterInput, Item } from './character/schema.ts';
export { blankCharacter } from './character/blank.ts';
export { attributeValue, healthFor, humanityPenalty, willpowerFor } from './character/derived.ts';
export { CharacterMigrationError, characterMigrations, migrateCharacter, parseCharacter } from './character/migrations.ts';
export { exportCharacter, importCharacter } from './character/import.ts';
export type { ImportProblem, ImportResult } from './character/import.ts';
export { addFolder, compareNames, folderNameProblem, groupCharacters, maxFolderNameLength, removeFolder, setFolderOpen, sortFolders } from './library/folders.ts';
export type { Folder, FolderProblem } from './library/folders.ts';
export { applyEraStart, eraRules } from './creation/v5/era.ts';
export type { EraRule, GenerationEra } from './creation/v5/era.ts';
export {
  attributeCost,
  bloodPotencyCost,
  chosenTraitLevel,
  disciplineDotCost,
  disciplineRate,
  experienceRates,
  purchaseCost,
  skillCost,
} from './leveling/costs.ts';
export { describePurchase, purchaseKinds } from './leveling/purchase.ts';
export type { DisciplineSnapshot, Purchase, PurchaseKind, PurchaseRecord } from './leveling/purchase.ts';
export { purchaseRecordSchema, restoreSnapshot, xpHistoryEntrySchema, xpHistoryOf, xpSnapshotSchema } from './leveling/history.ts';
export type { WithXpHistory, XpHistoryEntry, XpSnapshot } from './leveling/history.ts';
export { purchaseEffect } from './leveling/effects.ts';
export type { PurchaseEffect, PurchaseFailureReason } from './leveling/effects.ts';
export { applyPurchase, checkPurchase, grantExperience, undoLast } from './leveling/level-up.ts';
export type { GrantResult, PurchaseCheck, PurchaseResult, UndoResult, XpEventMeta } from './leveling/level-up.ts';
export { availablePowers, blockersFor, powerBlockers } from './leveling/powers.ts';
export type { PowerBlocker, PowerOption } from './leveling/powers.ts';
export {
  bloodSorceryId,
  caitiffClanId,
  disciplineDots,
  hasBlackMarkTier5,
  isCaitiff,
  maxDisciplineDots,
  oblivionId,
  ownedPowerKeys,
  visiblePowerMax,
} from './leveling/sheet.ts';
export { evaluateAmount } from './inventory/arithmetic.ts';
export { addItem, cloneItem, itemCategories, moveItem, removeItem, setQuantity, transferMoney } from './inventory/inventory.ts';
export type { Account, Inventory, ItemList, TransferResult } from './inventory/inventory.ts';
export { maxMarkTier, setMarkOfCain } from './character/mark-of-cain.ts';
export type { MarkOfCainPath } from './character/mark-of-cain.ts';
