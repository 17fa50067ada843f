export { errorCodes, errorResponseSchema, idParamsSchema, messageResponseSchema, uuidSchema } from './common.ts';
export type { ErrorCode, ErrorResponse } from './common.ts';
export {
  activatedResponseSchema,
  aliasSchema,
  changePasswordBodySchema,
  codeParamsSchema,
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
export type { Me, RegisterBody, SessionTokens, UserWithPasskey } from './auth.ts';
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
  installedKindParamsSchema,
  inviteCodeParamsSchema,
  inviteCodeSchema,
  inviteResponseSchema,
  updateClanBodySchema,
  updateDisciplineBodySchema,
} from './homebrew.ts';
export type { HomebrewClanList, HomebrewContentResponse, HomebrewDisciplineList, HomebrewListQuery, InstallBody, UpdateClanBody, UpdateDisciplineBody } from './homebrew.ts';
