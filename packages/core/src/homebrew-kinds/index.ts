export { defineHomebrewKind, kindSchemaVersion, kindStoredFields, maxKindItemId } from './kind.ts';
export type { HomebrewKindSpec, KindDefinition, StoredKindItem } from './kind.ts';
export { installKindItem, newestKindItems, parseKindLists, uninstallKindItem } from './installed.ts';
export type { KindLists } from './installed.ts';
export type { HomebrewLineMerge } from './line-merge.ts';
export { hasControlCharacters, homebrewSearchKey, multiLine, singleLine } from './text.ts';
export { heldCopy, heldKindItemSchema, heldKindItemsShape, heldKindUpdates, homebrewIdOfReference, kindFieldChanges, maxHeldKindItems, referencedHomebrewIds, takeKindSnapshot, updateHeldKindItem, withHeldKindItems } from './held.ts';
export type { HeldKindItem, HeldKindUpdate } from './held.ts';
