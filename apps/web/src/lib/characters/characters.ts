import { useSyncExternalStore } from 'react';
import { apiRequest, sessionEndedEvent, sessionEvents } from '../api-client.ts';
import { CharacterManager, type ManagerSnapshot } from './manager.ts';
import { onReconnect, watchConnectivity } from '../connectivity.ts';
import { closingEvent, lifecycle } from '../lifecycle.ts';
import { emitLive } from '../live-events.ts';
import { clearCharacterCache, openCharacterCache, type CharacterCache } from './offline-cache.ts';
import { keepPendingEdits, takePendingEdits } from './pending-edits.ts';
import { realtimeSocketId, realtimeStarted, startRealtime, stopRealtime } from '../realtime.ts';
import { sessionState } from '../session/state.ts';
import { takeSheetRequests } from './sheet-head-start.ts';
import { loadSession } from '../session/store.ts';
import { networkUrl } from '../settings.ts';
import { storageKeys } from '../storage-keys.ts';
import { accessTokenSubject } from '../session/token-claims.ts';

function storedAccessToken(): string | undefined {
  try {
    return (JSON.parse(localStorage.getItem(storageKeys.session) ?? 'null') as { accessToken?: string } | null)?.accessToken;
  } catch {
    return undefined;
  }
}

/** The account whose characters are loaded (kept edits belong to it). */
let loadedAccount: string | null = null;

let cache: { accountId: string; cache: CharacterCache } | undefined;

/** The browser's copy of the signed-in account's characters (the access token names the account, offline too). */
function accountCache(): CharacterCache | undefined {
  const accountId = accessTokenSubject(storedAccessToken());
  if (!accountId) return undefined;
  if (cache?.accountId !== accountId) cache = { accountId, cache: openCharacterCache(accountId) };
  return cache.cache;
}

/** The app's one character manager (docs/product-spec.md §4). */
export const characterManager = new CharacterManager({
  request: apiRequest,
  socketId: realtimeSocketId,
  hasSession: async () => sessionState(await loadSession(), Date.now()) !== 'not_found',
  keepPending: (edits) => keepPendingEdits(loadedAccount, edits),
  takePending: () => takePendingEdits(accessTokenSubject(storedAccessToken())),
  cache: accountCache,
  headStart: () => takeSheetRequests(accessTokenSubject(storedAccessToken())),
});

watchConnectivity(() => `${networkUrl()}/ping`);
onReconnect(() => characterManager.reconnected());

export function useCharacters(): ManagerSnapshot {
  return useSyncExternalStore(characterManager.subscribe, characterManager.getSnapshot);
}

/** The socket's events, handed to the manager and to the screens that listen (live-events). */
function startLive(): void {
  if (realtimeStarted()) return;
  void startRealtime({
    authenticated: () => {
      emitLive('connected', {});
      // Whatever happened while this tab was not connected (or before the socket was up).
      void characterManager.catchUp().then(() => {
        if (characterManager.lastFolders) emitLive('folders', { type: 'list', folders: characterManager.lastFolders });
      });
    },
    character_updated: (character) => characterManager.applyRemote(character),
    character_created: ({ character }) => characterManager.applyRemote(character),
    character_patched: ({ id, revision, patch }) => characterManager.applyRemotePatch(id, revision, patch),
    character_renamed: ({ id, revision, name }) => characterManager.applyRemotePatch(id, revision, [{ path: ['name'], value: name }]),
    character_moved: ({ id, revision, directory }) => characterManager.applyRemotePatch(id, revision, [{ path: ['directory'], ...(directory === null ? {} : { value: directory }) }]),
    character_deleted: ({ id, reason }) => characterManager.applyRemoteDeleted(id, reason),
    character_viewers: ({ id, viewers }) => characterManager.setViewers(id, viewers),
    folder_created: ({ folder }) => emitLive('folders', { type: 'created', folder }),
    folder_updated: ({ folder }) => emitLive('folders', { type: 'updated', folder }),
    folder_deleted: ({ id }) => emitLive('folders', { type: 'deleted', id }),
    share_offer: ({ offer }) => emitLive('offer', offer),
    sync_data: (payload) => emitLive('sync-data', payload),
    disconnected: () => emitLive('disconnected', {}),
    play_message: (message) => emitLive('play-message', message),
    play_session: ({ session }) => emitLive('play-session', session),
    play_removed: (payload) => emitLive('play-removed', payload),
    play_roll_requested: (payload) => emitLive('play-roll-requested', payload),
    play_spend: (payload) => emitLive('play-spend', payload),
    homebrew_updated: (payload) => emitLive('homebrew-updated', payload),
  });
}

/** Loads the list once and then listens for changes made elsewhere. */
export async function loadCharacters(): Promise<'ok' | 'not_authed' | 'error'> {
  const result = await characterManager.load();
  if (result === 'ok') {
    loadedAccount = accessTokenSubject(storedAccessToken());
    startLive();
    characterManager.resume();
  }
  return result;
}

/**
 * The app shell calls this on every route: with a session, the characters load and the socket
 * opens, whatever the first route was (a sheet opened by its address included).
 */
export async function startLiveSession(): Promise<void> {
  if (sessionState(await loadSession(), Date.now()) === 'not_found') return;
  await loadCharacters();
}

/**
 * Logout and account deletion: forget the characters, close the connection and clear this
 * account's copy in the browser. A session that ended elsewhere keeps the copy (`keepCache`): its
 * unsent edits wait for the next login.
 */
export function forgetCharacters(options: { keepCache?: boolean } = {}): void {
  const accountId = loadedAccount ?? accessTokenSubject(storedAccessToken());
  stopRealtime();
  characterManager.reset();
  cache = undefined;
  loadedAccount = null;
  if (!options.keepCache && accountId) void clearCharacterCache(accountId);
}

/**
 * The session ended elsewhere (logout on another device, recovery): the unsaved edits stay in this
 * browser for the next login of the same account; the login screen says so.
 */
sessionEvents.addEventListener(sessionEndedEvent, () => {
  characterManager.keepForLogin();
  forgetCharacters({ keepCache: true });
});

/**
 * Leaving the page must not lose an edit that is still waiting for its debounce: each pending
 * patch goes out with `keepalive` (which lets the request outlive the page, for bodies up to
 * 64 KB), and is kept in the browser in case it does not arrive.
 */
lifecycle.addEventListener(closingEvent, () => {
  const edits = characterManager.pendingEdits();
  if (edits.length === 0) return;
  keepPendingEdits(loadedAccount, edits);
  const token = storedAccessToken();
  if (!token) return;
  for (const edit of edits) {
    const body = JSON.stringify({ baseRevision: edit.baseRevision, patch: edit.patch });
    void fetch(`${networkUrl()}/characters/${edit.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
      keepalive: body.length < 60_000,
    }).catch(() => undefined);
  }
});
