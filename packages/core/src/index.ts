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
