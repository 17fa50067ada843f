import { z } from 'zod';
import { storedCharacterSchema } from '../api/characters.ts';
import { syncIdSchema } from '../api/sync.ts';

export {
  incompatibilityReasons,
  protocolVersion,
  socketEvents,
} from './events.ts';
export type {
  AuthenticateAck,
  AuthenticatePayload,
  CharacterDeletedEvent,
  CharacterMovedEvent,
  CharacterPatchedEvent,
  CharacterRenamedEvent,
  CharacterViewersEvent,
  ClientToServerEvents,
  IncompatibilityReason,
  ServerToClientEvents,
  SyncDataEvent,
  SyncSubscribeAck,
} from './events.ts';

/** Inbound `authenticate` payloads, checked on the server before anything else happens. */
export const authenticatePayloadSchema = z.union([
  z.string().min(1),
  z.object({ token: z.string().min(1), protocolVersion: z.number().int().optional() }),
]);

export const characterUpdatedPayloadSchema = storedCharacterSchema;

/** Inbound `sync_subscribe`: at most 500 sync ids. */
export const syncSubscribePayloadSchema = z.array(syncIdSchema).max(500);
