import type { Socket } from 'socket.io-client';
import { protocolVersion, socketEvents, type AuthenticateAck, type ClientToServerEvents, type ServerToClientEvents } from '@vitae/core/sync-events';
import { closingEvent, lifecycle } from './lifecycle.ts';
import { loadSession } from './session-store.ts';
import { networkUrl } from './settings.ts';

type VitaeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** What the app does with the socket's events; `authenticated` runs after every successful (re)authentication. */
export type RealtimeHandlers = Partial<ServerToClientEvents> & { authenticated?: () => void };

let socket: VitaeSocket | undefined;
let starting = false;

/** The socket's id while connected: saves send it so the server skips echoing them to us. */
export function realtimeSocketId(): string | undefined {
  return socket?.connected ? socket.id : undefined;
}

export function realtimeStarted(): boolean {
  return socket !== undefined || starting;
}

async function authenticate(target: VitaeSocket, handlers: RealtimeHandlers): Promise<void> {
  const session = await loadSession();
  if (!session?.accessToken || target !== socket) return;
  target.emit(socketEvents.authenticate, { token: session.accessToken, protocolVersion }, (ack: AuthenticateAck) => {
    if (ack.ok && target === socket) handlers.authenticated?.();
  });
}

/**
 * The one realtime connection per tab (docs/product-spec.md §7): authenticates with the access
 * token on every (re)connect, hands each event to its handler, and after every authentication
 * lets the app catch up with what it missed. Reconnects after 1 s, at most 5 s; gives a connection
 * attempt 20 s (§9).
 */
export async function startRealtime(handlers: RealtimeHandlers): Promise<void> {
  if (socket || starting) return;
  starting = true;
  // The socket library loads after the first screen: nothing waits for it.
  const { io } = await import('socket.io-client');
  starting = false;
  if (socket) return;
  const url = new URL(networkUrl(), window.location.origin);
  const current: VitaeSocket = io(url.origin, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 5_000,
    timeout: 20_000,
  });
  socket = current;
  current.on('connect', () => void authenticate(current, handlers));
  for (const [event, handler] of Object.entries(handlers)) {
    if (event !== 'authenticated' && handler) current.on(event as keyof ServerToClientEvents, handler as never);
  }
  lifecycle.addEventListener(closingEvent, () => socket?.emit(socketEvents.closing));
}

/** Sends an event to the server (no-op while no socket exists). */
export function sendRealtime<E extends keyof ClientToServerEvents>(event: E, ...args: Parameters<ClientToServerEvents[E]>): void {
  socket?.emit(event, ...args);
}

export function stopRealtime(): void {
  const closing = socket;
  socket = undefined;
  closing?.disconnect();
}
