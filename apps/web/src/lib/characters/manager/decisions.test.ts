import { describe, expect, it } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import type { ErrorCode } from '@vitae/core/api';
import { avatarUrlAfter, forgettable, isRejection, keepsLocalVersion, newerThan, quotaRetryMs, remoteChangeFit, retryDelayMs, saveFailure, saveStateAfterRebase, type SaveFailure } from './decisions.ts';
import type { RemoteChange, SaveState } from './entry.ts';

describe('retryDelayMs: 1, 2, 4, 8, 16, then every 30 seconds', () => {
  it.each([
    [0, 1_000],
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [4, 16_000],
    [5, 30_000],
    [12, 30_000],
  ])('attempt %i waits %i ms', (attempt, ms) => expect(retryDelayMs(attempt)).toBe(ms));
});

describe('isRejection: a 4xx the same body would get again', () => {
  it.each([
    [400, true],
    [403, true],
    [413, true],
    [422, true],
    [401, false],
    [404, false],
    [408, false],
    [409, false],
    [429, false],
    [0, false],
    [500, false],
    [503, false],
  ])('%i → %s', (status, expected) => expect(isRejection(status)).toBe(expected));
});

describe('saveFailure: what a failed save means', () => {
  const cases: Array<[string, { status: number; code?: ErrorCode; bodyCode?: string; carriesCharacter?: boolean }, number, SaveFailure]> = [
    ['a newer Vitae wrote it', { status: 409, bodyCode: 'schema_too_new' }, 0, { kind: 'outdated' }],
    ['a conflict with the server’s version', { status: 409, bodyCode: 'patch_conflict', carriesCharacter: true }, 0, { kind: 'theirs' }],
    ['a stale base with the server’s version', { status: 409, bodyCode: 'revision_conflict', carriesCharacter: true }, 3, { kind: 'theirs' }],
    ['a 409 without a character is busy: retried', { status: 409 }, 2, { kind: 'retry', delayMs: 4_000 }],
    ['deleted elsewhere', { status: 404, code: 'not_found' }, 0, { kind: 'gone' }],
    ['the session ended', { status: 401, code: 'not_logged_in' }, 0, { kind: 'login' }],
    ['an invalid body', { status: 400, code: 'invalid_request' }, 0, { kind: 'rejected' }],
    ['forbidden', { status: 403 }, 5, { kind: 'rejected' }],
    ['a full account: a minute', { status: 413, code: 'storage_full' }, 0, { kind: 'retry', delayMs: quotaRetryMs }],
    ['too large a character: a minute', { status: 413, code: 'character_too_large' }, 4, { kind: 'retry', delayMs: quotaRetryMs }],
    ['too deep a body: a minute', { status: 400, code: 'too_deep' }, 0, { kind: 'retry', delayMs: quotaRetryMs }],
    ['a rate limit backs off', { status: 429, code: 'write_rate_limited' }, 1, { kind: 'retry', delayMs: 2_000 }],
    ['offline backs off', { status: 0 }, 0, { kind: 'retry', delayMs: 1_000 }],
    ['a server error backs off to 30 s', { status: 503 }, 9, { kind: 'retry', delayMs: 30_000 }],
  ];
  it.each(cases)('%s', (_label, failure, attempts, expected) => {
    expect(saveFailure({ carriesCharacter: false, ...failure }, attempts)).toEqual(expected);
  });
});

describe('remoteChangeFit: a change saved elsewhere against the revision we have (5)', () => {
  const character = (revision: number) => ({ id: 'a', revision }) as StoredCharacter;
  const cases: Array<[string, RemoteChange, 'known' | 'gap' | 'apply']> = [
    ['the next patch', { kind: 'patch', base: 5, revision: 6, patch: [] }, 'apply'],
    ['a patch from an older base that ends newer', { kind: 'patch', base: 3, revision: 7, patch: [] }, 'apply'],
    ['a patch we have', { kind: 'patch', base: 4, revision: 5, patch: [] }, 'known'],
    ['an older patch', { kind: 'patch', base: 1, revision: 2, patch: [] }, 'known'],
    ['a patch after a missing revision', { kind: 'patch', base: 6, revision: 7, patch: [] }, 'gap'],
    ['a newer whole character', { kind: 'whole', character: character(9) }, 'apply'],
    ['the same whole character', { kind: 'whole', character: character(5) }, 'known'],
    ['an older whole character', { kind: 'whole', character: character(2) }, 'known'],
  ];
  it.each(cases)('%s → %s', (_label, change, expected) => expect(remoteChangeFit(change, 5)).toBe(expected));
});

describe('saveStateAfterRebase: the server moved on, our other edits on top', () => {
  const cases: Array<[SaveState, boolean, SaveState]> = [
    ['saving', true, 'pending'],
    ['saving', false, 'saved'],
    ['pending', true, 'pending'],
    ['unsaved', true, 'unsaved'],
    ['unsaved', false, 'saved'],
    ['rejected', true, 'pending'],
    ['conflict', false, 'conflict'],
    ['conflict', true, 'conflict'],
  ];
  it.each(cases)('%s with edits left %s → %s', (current, editsLeft, expected) => expect(saveStateAfterRebase(current, editsLeft)).toBe(expected));
});

describe('keepsLocalVersion: what a list or a reload must not overwrite', () => {
  const cases: Array<[string, { saveState: SaveState; gone?: 'deleted' | 'unshared'; loaded: boolean }, 'light' | 'whole', boolean]> = [
    ['a saved light entry, the light list', { saveState: 'saved', loaded: false }, 'light', false],
    ['a saved whole entry, the light list', { saveState: 'saved', loaded: true }, 'light', true],
    ['a saved whole entry, a whole character', { saveState: 'saved', loaded: true }, 'whole', false],
    ['an edit on its way', { saveState: 'pending', loaded: true }, 'whole', true],
    ['an unsaved edit', { saveState: 'unsaved', loaded: false }, 'light', true],
    ['deleted elsewhere', { saveState: 'saved', gone: 'deleted', loaded: true }, 'whole', true],
  ];
  it.each(cases)('%s (%s) → %s', (_label, entry, incoming, expected) => expect(keepsLocalVersion(entry, incoming)).toBe(expected));
});

describe('forgettable: gone elsewhere with nothing unsent', () => {
  it.each([
    [{ saveState: 'saved' as const, gone: 'deleted' as const }, true],
    [{ saveState: 'saved' as const, gone: 'unshared' as const }, true],
    [{ saveState: 'unsaved' as const, gone: 'deleted' as const }, false],
    [{ saveState: 'saved' as const }, false],
  ])('%o → %s', (entry, expected) => expect(forgettable(entry)).toBe(expected));
});

describe('newerThan: buffered changes the save’s answer did not include', () => {
  it('keeps only changes after the answered revision, in order', () => {
    const changes: RemoteChange[] = [
      { kind: 'patch', base: 3, revision: 4, patch: [] },
      { kind: 'whole', character: { id: 'a', revision: 6 } as StoredCharacter },
      { kind: 'patch', base: 4, revision: 5, patch: [] },
      { kind: 'patch', base: 6, revision: 7, patch: [] },
    ];
    expect(newerThan(changes, 5).map((change) => (change.kind === 'patch' ? change.revision : change.character.revision))).toEqual([6, 7]);
  });
});

describe('avatarUrlAfter: a light entry’s picture after a patch', () => {
  const cases: Array<[string, string | null, Array<{ path: (string | number)[]; value?: unknown }>, string | null]> = [
    ['no picture change keeps the URL', '/old', [{ path: ['name'], value: 'Anna' }], '/old'],
    ['a new picture is a new URL of this revision', null, [{ path: ['avatar'], value: 'data:image/png;base64,AAAA' }], '/api/characters/a/avatar?v=r8'],
    ['a removed picture is none', '/old', [{ path: ['avatar'], value: '' }], null],
    ['a deleted picture is none', '/old', [{ path: ['avatar'] }], null],
    ['an edit inside the picture’s record keeps the URL', '/old', [{ path: ['avatar', 'crop'], value: 1 }], '/old'],
    ['the last of several picture edits counts', '/old', [{ path: ['avatar'], value: 'data:x' }, { path: ['avatar'], value: '' }], null],
  ];
  it.each(cases)('%s', (_label, current, patch, expected) => expect(avatarUrlAfter(current, patch as never, 'a', 8)).toBe(expected));
});
