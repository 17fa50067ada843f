import { useSyncExternalStore } from 'react';
import { apiRequest } from './api-client.ts';
import { CharacterManager, type ManagerSnapshot } from './character-manager.ts';
import { closingEvent, lifecycle } from './lifecycle.ts';
import { realtimeSocketId, startRealtime, stopRealtime } from './realtime.ts';
import { sessionState } from './session-state.ts';
import { loadSession } from './session-store.ts';
import { networkUrl } from './settings.ts';
import { storageKeys } from './storage-keys.ts';

/** The app's one character manager (docs/product-spec.md §4). */
export const characterManager = new CharacterManager({
  request: apiRequest,
  socketId: realtimeSocketId,
  hasSession: async () => sessionState(await loadSession(), Date.now()) !== 'not_found',
});

export function useCharacters(): ManagerSnapshot {
  return useSyncExternalStore(characterManager.subscribe, characterManager.getSnapshot);
}

/** Loads the list once and then listens for changes made elsewhere. */
export async function loadCharacters(): Promise<'ok' | 'not_authed' | 'error'> {
  const result = await characterManager.load();
  if (result === 'ok') void startRealtime((character) => characterManager.applyRemote(character));
  return result;
}

/** Logout: forget the characters and close the connection. */
export function forgetCharacters(): void {
  stopRealtime();
  characterManager.reset();
}

/**
 * Leaving the page must not lose an edit that is still waiting for its debounce: send what is
 * pending with `keepalive`, which lets the request outlive the page (for bodies up to 64 KB).
 */
lifecycle.addEventListener(closingEvent, () => {
  const raw = localStorage.getItem(storageKeys.session);
  const token = raw ? (JSON.parse(raw) as { accessToken?: string }).accessToken : undefined;
  if (!token) return;
  for (const character of characterManager.unsavedCharacters()) {
    const body = JSON.stringify(character);
    void fetch(`${networkUrl()}/characters/${character.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
      keepalive: body.length < 60_000,
    }).catch(() => undefined);
  }
});
