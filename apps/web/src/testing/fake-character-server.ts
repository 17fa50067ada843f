import { blankCharacter, characterSchemaVersion, listFactsOf } from '@vitae/core';
import type { CharacterListEntry, StoredCharacter } from '@vitae/core/api';
import { applyPatch, composePatches, conflictingOperations, type PatchOperation } from '@vitae/core/patch';
import type { ApiResult } from '../lib/api-client.ts';
import type { ManagerDeps } from '../lib/characters/manager.ts';

/** Test-only: a fake character server for the manager's tests (light list, whole characters, patches, catch-up). */
export const stored = (id: string, name: string, revision = 1): StoredCharacter => ({ ...blankCharacter('v5', { name }), id, revision, viewers: [] }) as StoredCharacter;

/** What the light list answers of a character (as the server's `listEntryJson`). */
export function lightEntry(character: StoredCharacter, justViewing?: true): CharacterListEntry {
  const avatar = (character as { avatar?: string }).avatar;
  return {
    ...listFactsOf(character),
    id: character.id,
    revision: character.revision,
    viewers: character.viewers,
    schemaVersion: Math.max((character as { schemaVersion?: number }).schemaVersion ?? 0, characterSchemaVersion),
    updatedAt: '2026-11-22T12:00:00.000Z',
    avatarUrl: avatar ? `/api/characters/${character.id}/avatar?v=0123456789abcdef` : null,
    ...(justViewing ? { justViewing } : {}),
  } as CharacterListEntry;
}

interface Call {
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * A fake server that keeps characters and a revision log and merges patches by path exactly as
 * the real one (same core functions); tests can queue an answer, hold a request, or save "from
 * another device".
 */
export function fakeServer(characters: StoredCharacter[], shared: StoredCharacter[] = []) {
  const state = new Map(characters.map((character) => [character.id, character]));
  const log = new Map<string, PatchOperation[][]>();
  const calls: Call[] = [];
  const queued: Array<ApiResult<unknown>> = [];
  let hold: Promise<void> | undefined;
  let unreachable = false;

  function write(id: string, patch: PatchOperation[]): number {
    const current = state.get(id)!;
    const next = { ...applyPatch(current, patch), revision: current.revision + 1 } as StoredCharacter;
    state.set(id, next);
    log.set(id, [...(log.get(id) ?? []), patch]);
    return next.revision;
  }

  const request: ManagerDeps['request'] = async <T,>(method: string, path: string, options?: { body?: unknown; headers?: Record<string, string> }) => {
    calls.push({ method, path, ...options });
    if (unreachable) return { ok: false, status: 0, message: 'network_error' };
    if (hold && method === 'PATCH') await hold;
    const next = queued.shift();
    if (next) return next as ApiResult<T>;
    const id = path.split('/')[2] ?? '';
    if (method === 'GET' && path === '/characters') return { ok: true, status: 200, data: { characters: [...state.values()].map((character) => lightEntry(character)), sharedCharacters: shared.map((character) => lightEntry(character, true)) } as T };
    if (method === 'GET') {
      const found = state.get(id) ?? shared.find((character) => character.id === id);
      return found ? { ok: true, status: 200, data: found as T } : { ok: false, status: 404, message: 'not found', code: 'not_found' };
    }
    if (method === 'POST' && path === '/characters') {
      state.set('new-id', { ...(options?.body as StoredCharacter), id: 'new-id', revision: 1 });
      return { ok: true, status: 201, data: { id: 'new-id', revision: 1 } as T };
    }
    if (method === 'PATCH') {
      const current = state.get(id);
      if (!current) return { ok: false, status: 404, message: 'not found', code: 'not_found' };
      const { baseRevision, patch } = options?.body as { baseRevision: number; patch: PatchOperation[] };
      const since = (log.get(id) ?? []).slice(baseRevision - 1);
      const merged = composePatches(since);
      const conflicts = conflictingOperations(merged, patch, current);
      if (conflicts.length > 0) {
        const body = { code: 'patch_conflict', message: 'conflict', character: current, conflicts: conflicts.map((c) => ({ path: c.path })) };
        return { ok: false, status: 409, message: 'conflict', code: 'patch_conflict', body };
      }
      const revision = write(id, patch);
      return { ok: true, status: 200, data: (since.length > 0 ? { revision, merged } : { revision }) as T };
    }
    if (method === 'POST' && path === '/characters/changes') {
      const known = (options?.body as { known: Record<string, number> }).known;
      const changed = [...state.values()].filter((character) => character.revision > (known[character.id] ?? 0)).map((character) => ({ character }));
      return { ok: true, status: 200, data: { changed, deleted: Object.keys(known).filter((id) => !state.has(id) && !shared.some((s) => s.id === id)), folders: [] } as T };
    }
    if (method === 'DELETE') return { ok: true, status: 204, data: null as T };
    return { ok: true, status: 204, data: null as T };
  };
  return {
    request,
    calls,
    state,
    patches: () => calls.filter((c) => c.method === 'PATCH'),
    /** Every request fails as if the network were down (status 0), until called with `false`. */
    setOffline(offline: boolean) {
      unreachable = offline;
    },
    queue: (result: ApiResult<unknown>) => queued.push(result),
    /** Holds every PATCH until the returned function is called. */
    holdPatches(): () => void {
      let release = () => undefined as void;
      hold = new Promise<void>((resolve) => (release = resolve));
      return () => {
        hold = undefined;
        release();
      };
    },
    /** Another device saves: returns the event the socket would bring. */
    saveElsewhere(id: string, patch: PatchOperation[]) {
      const revision = write(id, patch);
      return { id, revision, patch };
    },
  };
}
