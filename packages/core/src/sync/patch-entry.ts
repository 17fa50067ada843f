/**
 * `@vitae/core/patch`: patches, the three-way merge, the sync id and folder changes, without zod,
 * so the web's first chunk (the character manager) can use them.
 */
export {
  applyPatch,
  composePatches,
  conflictingOperations,
  deepEqual,
  diffDocuments,
  isPlainObject,
  mergeThreeWay,
  PatchError,
  pathKey,
  pathsOverlap,
  valueAt,
} from './patch.ts';
export type { MergeConflict, Patch, PatchOperation, PatchPath, PathSegment } from './patch.ts';
export { characterPatch, patchKind, serverOwnedFields, serverOwnedOperation } from './character-patch.ts';
export type { PatchKind } from './character-patch.ts';
export { base64WithoutPadding, characterIdOfSyncId, generateSyncId, legacySyncId, syncIdPattern, syncIdRandomBytes, syncRandomBound } from './sync-id.ts';
export { patchWithoutSecrets, secretCharacterFields, touchesSecrets, withoutSecrets } from './viewer-copy.ts';
export { folderChanges } from './folder-changes.ts';
export type { FolderChange } from './folder-changes.ts';
