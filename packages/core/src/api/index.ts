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
export type { AccountCodePurpose, ChangePasswordBody, Me, RegisterBody, SessionTokens, UserWithPasskey } from './auth.ts';
export {
  characterListResponseSchema,
  createCharacterResponseSchema,
  revisionConflictResponseSchema,
  sharedCharacterSchema,
  socketIdHeader,
  storedCharacterSchema,
  updateCharacterResponseSchema,
} from './characters.ts';
export type { CharacterListResponse, StoredCharacter } from './characters.ts';
export { folderSchema, foldersBodySchema, foldersResponseSchema } from './folders.ts';
export type { FoldersResponse } from './folders.ts';
