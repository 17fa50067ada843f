import type { ErrorCode } from '@vitae/core/api';
import type { PatchOperation } from '@vitae/core/patch';
import type { CharacterEntry, RemoteChange, SaveState } from './entry.ts';

// The manager's decisions as pure functions of what it knows: each is table-tested in
// `decisions.test.ts`, and the manager's modules only carry them out.

/** At most this many whole characters are fetched in the background after a start (see `prefetchWhole`). */
export const prefetchLimit = 200;
/** Spec §9: saves wait 1 s after the latest change. */
export const saveDebounceMs = 1_000;
/** Quota and size refusals are tried again after a minute: room may have been made elsewhere by then. */
export const quotaRetryMs = 60_000;

/** Failed saves are retried after 1, 2, 4, 8, 16, then every 30 seconds. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000, 1_000 * 2 ** attempt);
}

/** A 4xx the same body would get again: not the session (401), gone (404), a conflict (409) or a busy server (408, 429). */
export function isRejection(status: number): boolean {
  return status >= 400 && status < 500 && ![401, 404, 408, 409, 429].includes(status);
}

/** Quota and size refusals: the same save may pass once room is made elsewhere, so they are retried after a minute. */
const needsAChange = new Set<ErrorCode>(['character_too_large', 'storage_full', 'too_many_characters', 'too_large', 'invalid_text', 'too_deep']);

/**
 * What a failed save means: `outdated` (a newer Vitae wrote it: keep the edit, ask for a reload),
 * `theirs` (refused with the server's version: merge, and for a restored edit ask by the paths it
 * names), `gone` (deleted elsewhere), `login` (the session ended), `rejected` (the same body would be
 * refused again: wait for the next edit), or `retry` after `delayMs` (offline, busy, or a quota).
 */
export type SaveFailure = { kind: 'outdated' } | { kind: 'theirs' } | { kind: 'gone' } | { kind: 'login' } | { kind: 'rejected' } | { kind: 'retry'; delayMs: number };

export interface FailedSave {
  status: number;
  /** The answer's error code. */
  code?: ErrorCode | undefined;
  /** The code inside a 409's body (the conflict answers carry it there). */
  bodyCode?: string | undefined;
  /** The 409 brought the server's version of the character. */
  carriesCharacter: boolean;
}

export function saveFailure(failure: FailedSave, attempts: number): SaveFailure {
  const { status, code, bodyCode, carriesCharacter } = failure;
  if (status === 409 && bodyCode === 'schema_too_new') return { kind: 'outdated' };
  if (status === 409 && carriesCharacter) return { kind: 'theirs' };
  if (status === 404) return { kind: 'gone' };
  if (status === 401) return { kind: 'login' };
  const quota = code !== undefined && needsAChange.has(code);
  if (isRejection(status) && !quota) return { kind: 'rejected' };
  return { kind: 'retry', delayMs: quota ? quotaRetryMs : retryDelayMs(attempts) };
}

/** How a change saved elsewhere meets the revision we have: already known, missing a revision in between, or next. */
export function remoteChangeFit(change: RemoteChange, serverRevision: number): 'known' | 'gap' | 'apply' {
  const revision = change.kind === 'patch' ? change.revision : change.character.revision;
  if (revision <= serverRevision) return 'known';
  if (change.kind === 'patch' && change.base > serverRevision) return 'gap';
  return 'apply';
}

/** After the server moved on, with our other edits rebased on top: where the save stands (a conflict waits for the user). */
export function saveStateAfterRebase(current: SaveState, editsLeft: boolean): SaveState {
  if (current === 'conflict') return 'conflict';
  if (!editsLeft) return 'saved';
  return current === 'unsaved' ? 'unsaved' : 'pending';
}

/** A list or a reload must not overwrite this entry: it holds edits on their way, or is gone elsewhere (or, for the light list, is whole already). */
export function keepsLocalVersion(entry: Pick<CharacterEntry, 'saveState' | 'gone' | 'loaded'>, incoming: 'light' | 'whole'): boolean {
  return entry.saveState !== 'saved' || entry.gone !== undefined || (incoming === 'light' && entry.loaded);
}

/** Gone elsewhere with nothing unsent: the browser's copy has no use for it (an unsent edit stays kept). */
export function forgettable(entry: Pick<CharacterEntry, 'saveState' | 'gone'>): boolean {
  return entry.gone !== undefined && entry.saveState === 'saved';
}

/** Changes buffered during a save that the save's answer did not already include. */
export function newerThan(buffered: readonly RemoteChange[], revision: number): RemoteChange[] {
  return buffered.filter((change) => (change.kind === 'patch' ? change.revision : change.character.revision) > revision);
}

/**
 * A light entry's avatar after a patch: a new picture is a new URL (its bytes stay on the server),
 * a removed one is none, an edit inside the picture's record leaves the URL.
 */
export function avatarUrlAfter(current: string | null, patch: readonly PatchOperation[], id: string, revision: number): string | null {
  const avatar = patch.filter((operation) => operation.path[0] === 'avatar');
  if (avatar.length === 0) return current;
  const last = avatar[avatar.length - 1]!;
  if (last.path.length !== 1) return current;
  return typeof last.value === 'string' && last.value !== '' ? `/api/characters/${id}/avatar?v=r${revision}` : null;
}
