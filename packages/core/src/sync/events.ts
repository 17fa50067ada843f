import type { StoredCharacter } from '../api/characters.ts';

/**
 * The realtime contract's names and message types, without the zod schemas (the browser imports
 * this; the server validates inbound payloads with `protocol.ts`). Bump `protocolVersion` on any
 * incompatible change; the server answers an older client with `client_too_old`.
 */
export const protocolVersion = 1;

export const socketEvents = {
  authenticate: 'authenticate',
  characterUpdated: 'character_updated',
  closing: 'closing',
} as const;

export const incompatibilityReasons = ['unauthorized', 'client_too_old', 'invalid_payload'] as const;
export type IncompatibilityReason = (typeof incompatibilityReasons)[number];

/** `authenticate` carries the stored access token (docs/product-spec.md §7) and, optionally, the protocol version. */
export type AuthenticatePayload = string | { token: string; protocolVersion?: number };

export type AuthenticateAck =
  | { ok: true; userId: string; protocolVersion: number }
  | { ok: false; reason: IncompatibilityReason };

export interface ClientToServerEvents {
  authenticate: (payload: AuthenticatePayload, ack?: (result: AuthenticateAck) => void) => void;
  closing: () => void;
}

export interface ServerToClientEvents {
  character_updated: (character: StoredCharacter) => void;
}
