export { parseCommand, playCommands } from './commands.ts';
export type { CommandError, CommandInfo, CommandName, ParsedCommand } from './commands.ts';
export { playEvents, playProtocolVersion } from './events.ts';
export type { PlayClientToServerEvents, PlayServerToClientEvents } from './events.ts';
export { d10From, seededDieSource, sequenceDieSource } from './random.ts';
export type { DieSource } from './random.ts';
export { rerollAtTable, rollAtTable, rollingCharacter } from './roll.ts';
export type { RollingCharacter, TableRollOutcome } from './roll.ts';
export type { PlayUserRef } from './schema-parts.ts';
export {
  bringCharactersBodySchema,
  broughtCharacterSchema,
  createSessionBodySchema,
  joinCodeAlphabet,
  joinCodeLength,
  joinCodeSchema,
  joinSessionBodySchema,
  joinTokenSchema,
  legacyJoinCodeLength,
  maxBroughtCharacters,
  maxSessionNameLength,
  memberParamsSchema,
  memberStates,
  playMemberSchema,
  playRoles,
  playSessionSchema,
  playSessionSummarySchema,
  removeMemberQuerySchema,
  sessionIdParamsSchema,
  sessionNameSchema,
  sessionResponseSchema,
  sessionsResponseSchema,
  sessionStates,
  updateSessionBodySchema,
  webhookSettingsSchema,
  webhookTestResponseSchema,
} from './session-schemas.ts';
export type {
  BroughtCharacter,
  JoinSessionBody,
  MemberState,
  PlayMember,
  PlayRole,
  PlaySession,
  PlaySessionSummary,
  UpdateSessionBody,
  WebhookSettings,
  WebhookTestResponse,
} from './session-schemas.ts';
export {
  checkSpecSchema,
  diceRollSpecSchema,
  maxRollLabelLength,
  maxWillpowerRerollDice,
  rollBodySchema,
  rollPayloadSchema,
  rollResultSchema,
  rollSpecSchema,
  tableCheckSchema,
} from './roll-schemas.ts';
export type {
  ParsedRollSpec,
  RollPayload,
  RollResult,
  RollSpec,
  TableCheck,
} from './roll-schemas.ts';
export {
  maxRollRequestTargets,
  maxRollRequestTraits,
  rollRequestBodySchema,
  rollRequestTargetSchema,
} from './request-schemas.ts';
export type {
  RollRequestBody,
} from './request-schemas.ts';
export {
  historyQuerySchema,
  historyResponseSchema,
  imageBodySchema,
  maxChatImageBytes,
  maxChatTextLength,
  maxImageUrlLength,
  maxXpReasonLength,
  messageBodySchema,
  messageResponseSchema,
  playAudienceSchema,
  playMessageSchema,
  rollRequestResponseSchema,
  statusEvents,
  textBodySchema,
  xpAwardBodySchema,
  xpAwardResponseSchema,
} from './message-schemas.ts';
export type {
  HistoryResponse,
  PlayAudience,
  PlayMessage,
  PlayMessageBody,
  StatusEvent,
  XpAwardBody,
} from './message-schemas.ts';
export {
  enterAckSchema,
  enterPayloadSchema,
  exitPayloadSchema,
  messageAckSchema,
  sendBodySchema,
  sendPayloadSchema,
} from './socket-schemas.ts';
export type {
  EnterAck,
  ExitAck,
  MessageAck,
  PlayFailure,
  SendPayload,
} from './socket-schemas.ts';
export { sharedTableOutcomes, specialDiceNames, tableNotes, tableOutcomes } from '../dice/table.ts';
export { lineChecks, specialDiceWords, tableCheckWords, tableWordsOf } from '../lines/table-words.ts';
export { tableCheckOutcome, type TableCheckOutcome } from './table-check.ts';
export type { LineCheck } from '../lines/table-words.ts';
export type { LineTableWords } from '../lines/table-words.ts';
export type { SpecialDiceName, TableNote, TableOutcome, TablePoolResult } from '../dice/table.ts';
export {
  maxNightExportMessages,
  maxNightNotesLength,
  maxNightTitleLength,
  nightParamsSchema,
  nightResponseSchema,
  nightsResponseSchema,
  playNightSchema,
  startNightBodySchema,
  updateNightBodySchema,
} from './nights.ts';
export type { PlayNight, StartNightBody, UpdateNightBody } from './nights.ts';
export {
  maxNpcNameLength,
  maxNpcNotesLength,
  maxNpcPools,
  maxNpcsPerSession,
  npcBodySchema,
  npcParamsSchema,
  npcPoolSchema,
  npcResponseSchema,
  npcSchema,
  npcsResponseSchema,
  npcTierPresets,
  npcTiers,
  revealedNpcSchema,
} from './npcs.ts';
export type { Npc, NpcBody, NpcTier, RevealedNpc } from './npcs.ts';
export {
  applyApprovedSpend,
  characterSpendsQuerySchema,
  characterSpendsResponseSchema,
  maxPendingSpendsPerCharacter,
  maxSpendLabelLength,
  maxSpendNoteLength,
  maxSpendPurchaseBytes,
  quoteSpend,
  spendDecisionBodySchema,
  spendIdParamsSchema,
  spendMessageBodySchema,
  spendParamsSchema,
  spendRecordSchema,
  spendRequestBodySchema,
  spendRequestSchema,
  spendResponseSchema,
  spendsResponseSchema,
  spendStates,
} from './spends.ts';
export type { ApprovedSpend, CharacterSpends, SpendDecisionBody, SpendQuote, SpendRecord, SpendRequest, SpendRequestBody, SpendState } from './spends.ts';
