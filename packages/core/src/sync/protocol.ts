import { z } from 'zod';
import { storedCharacterSchema } from '../api/characters.ts';

export {
  incompatibilityReasons,
  protocolVersion,
  socketEvents,
} from './events.ts';
export type { AuthenticateAck, AuthenticatePayload, ClientToServerEvents, IncompatibilityReason, ServerToClientEvents } from './events.ts';

/** Inbound `authenticate` payloads, checked on the server before anything else happens. */
export const authenticatePayloadSchema = z.union([
  z.string().min(1),
  z.object({ token: z.string().min(1), protocolVersion: z.number().int().optional() }),
]);

export const characterUpdatedPayloadSchema = storedCharacterSchema;
