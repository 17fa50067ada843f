import type { ErrorCode, LightCharacterListResponse, StoredCharacter } from '@vitae/core/api';
import type { PatchOperation } from '@vitae/core/patch';
import type { ApiResult } from '../../api-client.ts';
import type { SaveConflict } from '../rebase.ts';
import type { CharacterCache } from '../offline-cache.ts';
import type { PendingEdit } from '../pending-edits.ts';

/**
 * Where a character's edits stand: `pending` waits for the 1 s debounce, `unsaved` failed and is
 * retried (or waits for a login), `conflict` holds fields changed both here and elsewhere (the
 * user decides), `outdated` was refused because a newer Vitae wrote the character (kept here until
 * a reload), `rejected` was refused as invalid (4xx): retrying cannot help, so the edit waits for
 * the next one.
 */
export type SaveState = 'saved' | 'pending' | 'saving' | 'unsaved' | 'conflict' | 'outdated' | 'rejected';

/** Why the server refused a save (a 4xx that retrying cannot fix). */
export interface SaveRejection {
  status: number;
  message: string;
  code?: string | undefined;
}

export interface CharacterEntry {
  /**
   * The whole character once `loaded`; before that, what the light list carries of it (name,
   * line, the line's list facts, folder, revision, viewers) — enough for the list, a rename or a
   * move. Screens that need the sheet open it through `preload`/`whole`.
   */
  character: StoredCharacter;
  /** The whole character is here (opened, created or sent whole by the server), not only its list facts. */
  loaded: boolean;
  /** The avatar's own URL from the light list (`null`: none); a loaded character shows `character.avatar` instead. */
  avatarUrl: string | null;
  /** Shared with the caller by someone else: view only, never saved. */
  justViewing: boolean;
  saveState: SaveState;
  /** Fields changed here and elsewhere to different values, until the user resolves them. */
  conflicts?: SaveConflict[];
  /** Written by a newer Vitae than this page: shown, never saved over (a reload brings the new version). */
  tooNew?: boolean;
  /** Deleted elsewhere (`deleted`) or no longer shared with this account (`unshared`); edits stay here. */
  gone?: 'deleted' | 'unshared';
  /** Set while `saveState` is `rejected`. */
  rejection?: SaveRejection;
  /** Why the last save failed, when the server said (e.g. a quota: `storage_full`). */
  saveError?: ErrorCode;
  /** The session ended: the edits wait in this browser for the next login. */
  needsLogin?: boolean;
}

export type ManagerStatus = 'uninitialised' | 'loading' | 'initialised';

export interface ManagerSnapshot {
  status: ManagerStatus;
  entries: readonly CharacterEntry[];
}

export type Request = <T>(method: string, path: string, options?: { body?: unknown; headers?: Record<string, string>; keepalive?: boolean }) => Promise<ApiResult<T>>;

export interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface ManagerDeps {
  request: Request;
  timers?: Timers;
  /** The realtime socket's id, so the server does not echo our own saves back to us. */
  socketId?: () => string | undefined;
  hasSession?: () => Promise<boolean>;
  /** Keeps edits in the browser when the session ends (see `pending-edits.ts`). */
  keepPending?: (edits: PendingEdit[]) => void;
  /** Edits kept by an earlier session, taken once after the list loaded. */
  takePending?: () => PendingEdit[];
  /** The signed-in account's characters in this browser (IndexedDB): the list offline, unsent edits across reloads. */
  cache?: () => CharacterCache | undefined;
  /** A sheet's character and the list, already asked for (see `sheet-head-start.ts`); taken once, by the first load. */
  headStart?: () => { id: string; character: Promise<ApiResult<StoredCharacter>>; list: Promise<ApiResult<LightCharacterListResponse>> } | undefined;
}

/** A change saved elsewhere, as the socket or the catch-up delivers it. */
export type RemoteChange = { kind: 'patch'; base: number; revision: number; patch: readonly PatchOperation[] } | { kind: 'whole'; character: StoredCharacter };

/** An entry as the manager keeps it: what screens see, plus the state of its saves. */
export interface Internal extends CharacterEntry {
  /** The whole character on its way from the server (see `whole`). */
  fetching?: Promise<'ok' | 'not_authed' | 'not_found' | 'error'> | undefined;
  /** The last version the server acknowledged: the base of every patch we send. */
  server: StoredCharacter;
  timer?: unknown;
  attempts: number;
  inflight?: PatchOperation[] | undefined;
  /** Changes that arrived while a save was on its way; applied after its answer. */
  buffered: RemoteChange[];
  /** A restored edit's own base revision (older than `server`), used for its first save. */
  restoredBase?: number | undefined;
}

/** What screens see of an entry (the snapshot carries only the fields that are set). */
export function publicEntry({ character, loaded, avatarUrl, justViewing, saveState, conflicts, tooNew, gone, rejection, saveError, needsLogin }: Internal): CharacterEntry {
  return {
    character,
    loaded,
    avatarUrl,
    justViewing,
    saveState,
    ...(conflicts ? { conflicts } : {}),
    ...(tooNew ? { tooNew } : {}),
    ...(gone ? { gone } : {}),
    ...(rejection ? { rejection } : {}),
    ...(saveError ? { saveError } : {}),
    ...(needsLogin ? { needsLogin } : {}),
  };
}

/** A fresh entry with nothing unsent: the server's version is the character. */
export function savedEntry(character: StoredCharacter, fields: { loaded: boolean; avatarUrl: string | null; justViewing: boolean; tooNew?: boolean }): Internal {
  return { character, server: character, ...fields, saveState: 'saved', attempts: 0, buffered: [] };
}
