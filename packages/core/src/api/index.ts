export { errorCodes, errorResponseSchema, healthResponseSchema, idParamsSchema, messageResponseSchema, uuidSchema } from './common.ts';
export type { ErrorCode, ErrorResponse, HealthResponse } from './common.ts';
export {
  activatedResponseSchema,
  aliasSchema,
  accountCodePurposes,
  changePasswordBodySchema,
  codeParamsSchema,
  codeQuerySchema,
  codeSchema,
  deleteAccountBodySchema,
  deviceBeginParamsSchema,
  deviceFinishBodySchema,
  requestCodeBodySchema,
  emailSchema,
  loginResponseSchema,
  meResponseSchema,
  minPasswordLength,
  passwordLoginBodySchema,
  publicUserSchema,
  recoverBeginParamsSchema,
  recoveredResponseSchema,
  refreshQuerySchema,
  registerBodySchema,
  sessionTokensSchema,
  userWithPasskeySchema,
} from './auth.ts';
export type { AccountCodePurpose, ChangePasswordBody, DeviceFinishBody, Me, RegisterBody, SessionTokens, UserWithPasskey } from './auth.ts';
export {
  characterListEntrySchema,
  characterListQuerySchema,
  lightCharacterListResponseSchema,
  characterListResponseSchema,
  createCharacterResponseSchema,
  revisionConflictResponseSchema,
  sharedCharacterSchema,
  socketIdHeader,
  storedCharacterSchema,
  updateCharacterResponseSchema,
} from './characters.ts';
export type { CharacterListEntry, CharacterListResponse, LightCharacterListResponse, StoredCharacter } from './characters.ts';
export { folderSchema, foldersBodySchema, foldersResponseSchema } from './folders.ts';
export type { FoldersResponse } from './folders.ts';
export {
  baseTooOldResponseSchema,
  characterChangeSchema,
  characterChangesBodySchema,
  characterChangesResponseSchema,
  maxRevision,
  patchCharacterBodySchema,
  patchCharacterResponseSchema,
  patchConflictResponseSchema,
  patchOperationSchema,
  patchSchema,
  pathSegmentSchema,
} from './patch.ts';
export type { CharacterChangesBody, CharacterChangesResponse, PatchCharacterBody, PatchCharacterResponse } from './patch.ts';
export {
  acceptOfferResponseSchema,
  addViewerBodySchema,
  aliasParamsSchema,
  aliasShareIdResponseSchema,
  offerSchema,
  offersResponseSchema,
  ownShareIdResponseSchema,
  sendOfferBodySchema,
  sendOfferResponseSchema,
  shareIdBodySchema,
  shareIdSchema,
  viewerParamsSchema,
  viewersResponseSchema,
  addViewerResponseSchema,
} from './sharing.ts';
export type { Offer } from './sharing.ts';
export { maxSyncIdsPerFetch, syncEntrySchema, syncFetchBodySchema, syncFetchResponseSchema, syncIdParamsSchema, syncIdSchema, syncUploadBodySchema, syncUploadFromSpec } from './sync.ts';
export type { SyncEntry, SyncUploadBody } from './sync.ts';
export {
  maxRelayAvatarLength,
  maxRelayBodyBytes,
  maxRelayDice,
  minTabletopKeyLength,
  tabletopAccessKeySchema,
  tabletopKeyParamsSchema,
  tabletopLines,
  tabletopRollBodySchema,
  tabletopRollEventSchema,
  tabletopRollResponseSchema,
  tabletopStreamQuerySchema,
} from './tabletop.ts';
export type { TabletopLine, TabletopRollBody, TabletopRollEvent, TabletopRollInput } from './tabletop.ts';
export { contentPartsResponseSchema, dataLanguageParamsSchema, dataPartParamsSchema } from './data.ts';
export type { ContentPartsResponse, DataLanguageParams, DataPartParams } from './data.ts';
