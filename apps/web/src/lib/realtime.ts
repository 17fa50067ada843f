import type { Socket } from 'socket.io-client';
import type { HomebrewServerToClientEvents } from '@vitae/core/homebrew-library';
import type { PlayClientToServerEvents, PlayServerToClientEvents } from '@vitae/core/play';
import { protocolVersion, socketEvents, type AuthenticateAck, type ClientToServerEvents, type ServerToClientEvents } from '@vitae/core/sync-events';
import { currentAccessToken, refreshSession } from './api-client.ts';
import { closingEvent, lifecycle } from './lifecycle.ts';
import { loadSession } from './session/store.ts';
import { networkUrl } from './settings.ts';
import { afterFirstScreen } from './first-screen.ts';

type VitaeSocket = Socket<ServerToClientEvents & PlayServerToClientEvents & HomebrewServerToClientEvents, ClientToServerEvents & PlayClientToServerEvents>;

/**
 * What the app does with the socket's events; `authenticated` runs after every successful
 * (re)authentication, `disconnected` whenever the connection drops.
 */
export type RealtimeHandlers = Partial<ServerToClientEvents & PlayServerToClientEvents & HomebrewServerToClientEvents> & { authenticated?: () => void; disconnected?: () => void };

let socket: VitaeSocket | undefined;
let starting = false;
let renewal: ReturnType<typeof setTimeout> | undefined;

/** The socket's id while connected: saves send it so the server skips echoing them to us. */
export function realtimeSocketId(): string | undefined {
  return socket?.connected ? socket.id : undefined;
}

export function realtimeStarted(): boolean {
  return socket !== undefined || starting;
}

function send(target: VitaeSocket, token: string): Promise<AuthenticateAck> {
  return new Promise((resolve) => target.emit(socketEvents.authenticate, { token, protocolVersion }, resolve));
}

/**
 * The server keeps a socket only as long as its access token lives (and drops it when the session
 * ends), so the socket authenticates again with a fresh token shortly before the old one expires.
 * A refused token gets one refresh; if that fails too, the session is over (the app shows the login).
 * After a successful first authentication of a connection the app catches up with what it missed.
 */
async function authenticate(target: VitaeSocket, handlers: RealtimeHandlers, renewing = false): Promise<void> {
  clearTimeout(renewal);
  let token = await currentAccessToken();
  if (!token || target !== socket) return;
  let ack = await send(target, token);
  if (!ack.ok && ack.reason === 'unauthorized' && (await refreshSession()).ok) {
    token = await currentAccessToken();
    if (token && target === socket) ack = await send(target, token);
  }
  if (!ack.ok || target !== socket) return;
  if (!renewing) handlers.authenticated?.();
  const session = await loadSession();
  if (session?.exp) {
    // Within the 15 s refresh threshold, so the next token is a fresh one.
    renewal = setTimeout(() => void authenticate(target, handlers, true), Math.max(1_000, session.exp - Date.now() - 10_000));
  }
}

/**
 * The one realtime connection per tab (docs/product-spec.md §7): authenticates with the access
 * token on every (re)connect, hands each event to its handler, and after every new connection
 * lets the app catch up with what it missed. Reconnects after 1 s, at most 5 s; gives a
 * connection attempt 20 s (§9).
 */
export async function startRealtime(handlers: RealtimeHandlers): Promise<void> {
  if (socket || starting) return;
  starting = true;
  // The socket library loads after the first screen (a character list that arrives before the
  // content would otherwise start it early): nothing on that screen waits for it.
  await afterFirstScreen();
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
  // The server ended the connection (token expired, session ended): try again in a second; a dead
  // session then fails to refresh and the app returns to the login.
  current.on('disconnect', (reason) => {
    clearTimeout(renewal);
    handlers.disconnected?.();
    if (reason === 'io server disconnect') setTimeout(() => current === socket && current.connect(), 1_000);
  });
  for (const [event, handler] of Object.entries(handlers)) {
    if (event !== 'authenticated' && event !== 'disconnected' && handler) current.on(event as keyof ServerToClientEvents, handler as never);
  }
  lifecycle.addEventListener(closingEvent, () => socket?.emit(socketEvents.closing));
  // Back online after a while offline: the reconnection backoff may still wait up to 5 s, and the
  // changes made elsewhere meanwhile (a deletion, a patch) arrive only with the catch-up after the
  // next connection — so connect now rather than when the backoff says.
  window.addEventListener('online', () => {
    if (current !== socket || current.connected) return;
    current.disconnect();
    current.connect();
  });
}

/** Sends an event to the server (no-op while no socket exists). */
export function sendRealtime<E extends keyof ClientToServerEvents>(event: E, ...args: Parameters<ClientToServerEvents[E]>): void {
  socket?.emit(event, ...args);
}

type AckOf<E extends keyof PlayClientToServerEvents> = Parameters<Extract<Parameters<PlayClientToServerEvents[E]>[1], (...args: never[]) => void>>[0];

/**
 * Sends a VitaePlay event and waits for the server's answer; `undefined` when there is no
 * connection or no answer within `timeout` ms (the screen then says it is offline).
 */
export function requestRealtime<E extends keyof PlayClientToServerEvents>(event: E, payload: Parameters<PlayClientToServerEvents[E]>[0], timeout = 10_000): Promise<AckOf<E> | undefined> {
  const current = socket;
  if (!current?.connected) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    // The typed emit cannot follow a generic event name; the payload and ack types are checked above.
    (current.timeout(timeout) as unknown as { emit: (name: string, body: unknown, ack: (error: unknown, answer: AckOf<E>) => void) => void }).emit(event, payload, (error, answer) => resolve(error ? undefined : answer));
  });
}

export function stopRealtime(): void {
  clearTimeout(renewal);
  const closing = socket;
  socket = undefined;
  closing?.disconnect();
}
