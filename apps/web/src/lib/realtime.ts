import type { Socket } from 'socket.io-client';
import type { StoredCharacter } from '@vitae/core/api';
import { protocolVersion, socketEvents, type AuthenticateAck, type ClientToServerEvents, type ServerToClientEvents } from '@vitae/core/sync-events';
import { currentAccessToken, refreshSession } from './api-client.ts';
import { closingEvent, lifecycle } from './lifecycle.ts';
import { loadSession } from './session-store.ts';
import { networkUrl } from './settings.ts';

let socket: Socket<ServerToClientEvents, ClientToServerEvents> | undefined;
let starting = false;
let renewal: ReturnType<typeof setTimeout> | undefined;

/** The socket's id while connected: saves send it so the server skips echoing them to us. */
export function realtimeSocketId(): string | undefined {
  return socket?.connected ? socket.id : undefined;
}

function send(target: Socket<ServerToClientEvents, ClientToServerEvents>, token: string): Promise<AuthenticateAck> {
  return new Promise((resolve) => target.emit(socketEvents.authenticate, { token, protocolVersion }, resolve));
}

/**
 * The server keeps a socket only as long as its access token lives (and drops it when the session
 * ends), so the socket authenticates again with a fresh token shortly before the old one expires.
 * A refused token gets one refresh; if that fails too, the session is over (the app shows the login).
 */
async function authenticate(target: Socket<ServerToClientEvents, ClientToServerEvents>): Promise<void> {
  clearTimeout(renewal);
  let token = await currentAccessToken();
  if (!token || target !== socket) return;
  let ack = await send(target, token);
  if (!ack.ok && ack.reason === 'unauthorized' && (await refreshSession()).ok) {
    token = await currentAccessToken();
    if (token && target === socket) ack = await send(target, token);
  }
  const session = await loadSession();
  if (ack.ok && session?.exp && target === socket) {
    // Within the 15 s refresh threshold, so the next token is a fresh one.
    renewal = setTimeout(() => void authenticate(target), Math.max(1_000, session.exp - Date.now() - 10_000));
  }
}

/**
 * The one realtime connection (docs/product-spec.md §7): authenticates with the access token on every
 * (re)connect and hands `character_updated` to the listener. Reconnects after 1 s, at most 5 s.
 */
export async function startRealtime(onCharacterUpdated: (character: StoredCharacter) => void): Promise<void> {
  if (socket || starting) return;
  starting = true;
  // The socket library loads after the character list: the first screen does not wait for it.
  const { io } = await import('socket.io-client');
  starting = false;
  if (socket) return;
  const url = new URL(networkUrl(), window.location.origin);
  socket = io(url.origin, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 5_000,
    timeout: 20_000,
  });
  const current = socket;
  current.on('connect', () => void authenticate(current));
  // The server ended the connection (token expired, session ended): try again in a second; a dead
  // session then fails to refresh and the app returns to the login.
  current.on('disconnect', (reason) => {
    clearTimeout(renewal);
    if (reason === 'io server disconnect') setTimeout(() => current === socket && current.connect(), 1_000);
  });
  socket.on(socketEvents.characterUpdated, onCharacterUpdated);
  lifecycle.addEventListener(closingEvent, () => socket?.emit(socketEvents.closing));
}

export function stopRealtime(): void {
  clearTimeout(renewal);
  const closing = socket;
  socket = undefined;
  closing?.disconnect();
}
