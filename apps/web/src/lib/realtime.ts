import type { Socket } from 'socket.io-client';
import type { StoredCharacter } from '@vitae/core/api';
import { protocolVersion, socketEvents, type ClientToServerEvents, type ServerToClientEvents } from '@vitae/core/sync-events';
import { closingEvent, lifecycle } from './lifecycle.ts';
import { loadSession } from './session-store.ts';
import { networkUrl } from './settings.ts';

let socket: Socket<ServerToClientEvents, ClientToServerEvents> | undefined;
let starting = false;

/** The socket's id while connected: saves send it so the server skips echoing them to us. */
export function realtimeSocketId(): string | undefined {
  return socket?.connected ? socket.id : undefined;
}

async function authenticate(target: Socket<ServerToClientEvents, ClientToServerEvents>): Promise<void> {
  const session = await loadSession();
  if (!session?.accessToken) return;
  target.emit(socketEvents.authenticate, { token: session.accessToken, protocolVersion });
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
  socket.on('connect', () => void authenticate(socket!));
  socket.on(socketEvents.characterUpdated, onCharacterUpdated);
  lifecycle.addEventListener(closingEvent, () => socket?.emit(socketEvents.closing));
}

export function stopRealtime(): void {
  socket?.disconnect();
  socket = undefined;
}
