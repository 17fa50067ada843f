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
