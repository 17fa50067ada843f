import type { StoredCharacter } from '../api/characters.ts';
import type { Offer } from '../api/sharing.ts';
import type { SyncEntry } from '../api/sync.ts';
import type { Folder } from '../library/folders.ts';
import type { Patch } from './patch.ts';

/**
 * The realtime contract's names and message types, without the zod schemas (the browser imports
 * this; the server validates inbound payloads with `protocol.ts`). Bump `protocolVersion` on any
 * incompatible change; the server answers an older client with `client_too_old`.
 *
 * Version 2: list events (created, patched, renamed, moved, deleted characters; created, updated,
 * deleted folders), viewers, share offers and sync pushes. A client that missed events (offline,
 * reconnecting) catches up with `POST /characters/changes`.
 */
export const protocolVersion = 2;

export const socketEvents = {
  authenticate: 'authenticate',
  closing: 'closing',
  /** A whole character (docs/product-spec.md §7), sent after a whole-character write (`PUT`). */
  characterUpdated: 'character_updated',
  characterCreated: 'character_created',
  characterPatched: 'character_patched',
  characterRenamed: 'character_renamed',
  characterMoved: 'character_moved',
  characterDeleted: 'character_deleted',
  characterViewers: 'character_viewers',
  folderCreated: 'folder_created',
  folderUpdated: 'folder_updated',
  folderDeleted: 'folder_deleted',
  shareOffer: 'share_offer',
  syncData: 'sync_data',
  syncSubscribe: 'sync_subscribe',
} as const;

export const incompatibilityReasons = ['unauthorized', 'client_too_old', 'invalid_payload'] as const;
export type IncompatibilityReason = (typeof incompatibilityReasons)[number];

/** `authenticate` carries the stored access token (docs/product-spec.md §7) and, optionally, the protocol version. */
export type AuthenticatePayload = string | { token: string; protocolVersion?: number };

export type AuthenticateAck =
  | { ok: true; userId: string; protocolVersion: number }
  | { ok: false; reason: IncompatibilityReason };

/** A saved change of a character: apply `patch` to revision `revision - 1`. */
export interface CharacterPatchedEvent {
  id: string;
  revision: number;
  patch: Patch;
}
export interface CharacterRenamedEvent {
  id: string;
  revision: number;
  name: string;
}
export interface CharacterMovedEvent {
  id: string;
  revision: number;
  /** The folder, or `null` for the root of the list. */
  directory: string | null;
}
/** `deleted`: the owner deleted it; `unshared`: it is no longer shared with this account. */
export interface CharacterDeletedEvent {
  id: string;
  reason: 'deleted' | 'unshared';
}
export interface CharacterViewersEvent {
  id: string;
  viewers: Array<{ id: string; alias: string }>;
}
export interface SyncDataEvent extends SyncEntry {
  syncId: string;
}

export type SyncSubscribeAck = { ok: true; count: number } | { ok: false; reason: 'invalid_payload' };

export interface ClientToServerEvents {
  authenticate: (payload: AuthenticatePayload, ack?: (result: AuthenticateAck) => void) => void;
  closing: () => void;
  /** The sync ids this tab receives pushes for (replaces the earlier list). */
  sync_subscribe: (ids: string[], ack?: (result: SyncSubscribeAck) => void) => void;
}

export interface ServerToClientEvents {
  character_updated: (character: StoredCharacter) => void;
  character_created: (payload: { character: StoredCharacter }) => void;
  character_patched: (payload: CharacterPatchedEvent) => void;
  character_renamed: (payload: CharacterRenamedEvent) => void;
  character_moved: (payload: CharacterMovedEvent) => void;
  character_deleted: (payload: CharacterDeletedEvent) => void;
  character_viewers: (payload: CharacterViewersEvent) => void;
  folder_created: (payload: { folder: Folder }) => void;
  folder_updated: (payload: { folder: Folder }) => void;
  folder_deleted: (payload: { id: string }) => void;
  share_offer: (payload: { offer: Offer }) => void;
  sync_data: (payload: SyncDataEvent) => void;
}
