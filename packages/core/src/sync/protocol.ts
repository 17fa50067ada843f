import { z } from 'zod';
import { storedCharacterSchema, type StoredCharacter } from '../api/characters.ts';

/**
 * The realtime contract between server and web client. Bump `protocolVersion` on any
 * incompatible change; the server answers an older client with `client_too_old`.
 */
export const protocolVersion = 1;

export const socketEvents = {
  authenticate: 'authenticate',
  characterUpdated: 'character_updated',
  closing: 'closing',
} as const;

/** `authenticate` carries the stored access token (spec §7) and, optionally, the protocol version. */
export const authenticatePayloadSchema = z.union([
  z.string().min(1),
  z.object({ token: z.string().min(1), protocolVersion: z.number().int().optional() }),
]);
export type AuthenticatePayload = z.infer<typeof authenticatePayloadSchema>;

export const incompatibilityReasons = ['unauthorized', 'client_too_old', 'invalid_payload'] as const;
export type IncompatibilityReason = (typeof incompatibilityReasons)[number];

export type AuthenticateAck =
  | { ok: true; userId: string; protocolVersion: number }
  | { ok: false; reason: IncompatibilityReason };

export const characterUpdatedPayloadSchema = storedCharacterSchema;

export interface ClientToServerEvents {
  authenticate: (payload: AuthenticatePayload, ack?: (result: AuthenticateAck) => void) => void;
  closing: () => void;
}

export interface ServerToClientEvents {
  character_updated: (character: StoredCharacter) => void;
}
