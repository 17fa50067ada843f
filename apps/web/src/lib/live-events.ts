import type { Folder } from '@vitae/core';
import type { Offer } from '@vitae/core/api';
import type { HomebrewUpdatedPayload } from '@vitae/core/homebrew-library';
import type { PlayMessage, PlaySession, SpendRequest } from '@vitae/core/play';
import type { SyncDataEvent } from '@vitae/core/sync-events';

/**
 * What the realtime socket brings besides characters, for the screens that show it: folder
 * changes, characters sent to this account, sync data, and `character-updated` (spec §4: a
 * character changed by incoming sync). Screens subscribe here; they never see the socket.
 */
export interface LiveEvents {
  folders: { type: 'created' | 'updated'; folder: Folder } | { type: 'deleted'; id: string } | { type: 'list'; folders: Folder[] };
  offer: Offer;
  'sync-data': SyncDataEvent;
  'character-updated': { id: string };
  /** The socket (re)authenticated: subscriptions are sent again. */
  connected: Record<string, never>;
  /** The connection dropped (it reconnects on its own; `connected` follows). */
  disconnected: Record<string, never>;
  /** VitaePlay: a message of a session this tab entered. */
  'play-message': PlayMessage;
  /** VitaePlay: a session this tab entered changed (name, state, members, characters). */
  'play-session': PlaySession;
  /** VitaePlay (every tab of the account): the storyteller removed this account from a session. */
  'play-removed': { sessionId: string; sessionName: string; banned: boolean };
  /** VitaePlay (every tab of the account): the storyteller asks for a roll. */
  'play-roll-requested': { sessionId: string; sessionName: string; message: PlayMessage };
  /** VitaePlay (the owner's and the storyteller's tabs): a spend request changed; `request: null`: the session's approval setting changed. */
  'play-spend': { sessionId: string; characterId: string | null; request: SpendRequest | null };
  /** Homebrew (every tab of the account): the author of an installed item saved a newer version. */
  'homebrew-updated': HomebrewUpdatedPayload;
}

const target = new EventTarget();

export function emitLive<K extends keyof LiveEvents>(name: K, detail: LiveEvents[K]): void {
  target.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Listens for one kind of live event; returns the function that stops listening. */
export function onLive<K extends keyof LiveEvents>(name: K, handler: (detail: LiveEvents[K]) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<LiveEvents[K]>).detail);
  target.addEventListener(name, listener);
  return () => target.removeEventListener(name, listener);
}
