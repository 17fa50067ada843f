import type { Duplex } from 'node:stream';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Server, type Socket } from 'socket.io';
import type { StoredCharacter } from '@vitae/core/api';
import { withoutSecrets } from '@vitae/core/patch';
import {
  authenticatePayloadSchema,
  protocolVersion,
  socketEvents,
  type AuthenticateAck,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@vitae/core/sync';
import type { PlayClientToServerEvents, PlayFailure, PlayServerToClientEvents } from '@vitae/core/play';
import type { HomebrewServerToClientEvents } from '@vitae/core/homebrew-library';
import type { SessionService } from '../auth/sessions.ts';
import { findTextProblem } from '../plugins/input-guard.ts';

interface SocketData {
  userId?: string;
  /** The session (login) the socket authenticated with; revoking it disconnects the socket. */
  sessionId?: string;
  /** Ends the socket when its access token expires, unless it re-authenticates first. */
  expiry?: NodeJS.Timeout;
}

interface InterServerEvents {
  /** Another instance ended these sessions: refuse their tokens here too. */
  sessions_revoked: (sessionIds: string[]) => void;
  /** A roll for a tabletop access key arrived at another instance: deliver it to this one's listeners. */
  tabletop_roll: (accessKey: string, json: string) => void;
}

type ClientEvents = ClientToServerEvents & PlayClientToServerEvents;
type ServerEvents = ServerToClientEvents & PlayServerToClientEvents & HomebrewServerToClientEvents;
export type VitaeServer = Server<ClientEvents, ServerEvents, InterServerEvents, SocketData>;
export type VitaeSocket = Socket<ClientEvents, ServerEvents, InterServerEvents, SocketData>;

export const userRoom = (userId: string) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** Node timers overflow past ~24.8 days; tokens never live that long, but clamp anyway. */
const maxTimerMs = 2_147_483_647;
/** A socket that has not authenticated by then is dropped; it can reconnect and try again. */
const authenticateWithinMs = 20_000;

export interface Realtime {
  io: VitaeServer;
  /** Tells the owner's other connections and every viewer that a character changed. */
  characterUpdated(character: StoredCharacter, ownerId: string, viewerIds: string[], exceptSocketId?: string): void;
  /** Disconnects every socket (on any instance) of these sessions and tells the other instances. */
  sessionsRevoked(sessionIds: string[]): void;
}

/**
 * Forgets who the socket was: it leaves every room it joined under that identity (its account's,
 * its login's, every `play:` session it entered), so nothing reaches it until it authenticates
 * again. Kept: its own id's room and its `sync:` subscriptions, which need no login (spec §6).
 */
function dropIdentity(socket: VitaeSocket): void {
  for (const room of [...socket.rooms]) if (room !== socket.id && !room.startsWith('sync:')) void socket.leave(room);
  clearTimeout(socket.data.expiry);
  socket.data = {};
}

/**
 * A socket whose (re-)authentication failed. One that never had an identity keeps the connect
 * window it has (a first try may be refused and retried after a refresh, and a retry must not
 * extend the window). One that had an identity is ended at once: left anonymous, it could only
 * wait, and a kick or logout finds sockets by the rooms it no longer has. Its client reconnects
 * and authenticates afresh (the web app does so a second after the server ends a socket).
 */
function refuse(socket: VitaeSocket, reply: (result: AuthenticateAck) => void, reason: 'invalid_payload' | 'client_too_old' | 'unauthorized'): void {
  const hadIdentity = socket.data.userId !== undefined;
  dropIdentity(socket);
  reply({ ok: false, reason });
  // The answer is written before the close (engine.io flushes its buffer first).
  if (hadIdentity) socket.disconnect(true);
}

function handleAuthenticate(socket: VitaeSocket, sessions: SessionService, now: () => Date) {
  return (payload: unknown, ack?: (result: AuthenticateAck) => void) => {
    const reply = typeof ack === 'function' ? ack : () => undefined;
    const parsed = authenticatePayloadSchema.safeParse(payload);
    // A failed (re-)authentication must not leave the socket with its earlier identity.
    if (!parsed.success) return refuse(socket, reply, 'invalid_payload');
    const { token, version } =
      typeof parsed.data === 'string'
        ? { token: parsed.data, version: protocolVersion }
        : { token: parsed.data.token, version: parsed.data.protocolVersion ?? protocolVersion };
    if (version < protocolVersion) return refuse(socket, reply, 'client_too_old');
    const claims = sessions.verifyAccessToken(token);
    if (!claims) return refuse(socket, reply, 'unauthorized');
    if (socket.data.userId === claims.sub) {
      // The same account renewing its token keeps the sessions it entered (the client does not enter them again).
      if (socket.data.sessionId && socket.data.sessionId !== claims.fam) void socket.leave(sessionRoom(socket.data.sessionId));
      clearTimeout(socket.data.expiry);
    } else {
      // Another account (or the first one): nothing the earlier identity joined may stay.
      dropIdentity(socket);
    }
    socket.data = { userId: claims.sub, sessionId: claims.fam };
    void socket.join([userRoom(claims.sub), sessionRoom(claims.fam)]);
    // The socket lives as long as its token; the client re-authenticates with a fresh one before.
    socket.data.expiry = setTimeout(() => socket.disconnect(true), Math.min(maxTimerMs, Math.max(0, claims.exp - now().getTime())));
    reply({ ok: true, userId: claims.sub, protocolVersion });
  };
}

/** Inbound payloads pass the same text and depth checks as HTTP bodies; a refused one is answered, not run. */
function guardPayloads(socket: VitaeSocket): void {
  socket.use((packet, next) => {
    const args = packet.slice(1);
    const last = args.at(-1);
    const ack = typeof last === 'function' ? (last as (result: AuthenticateAck) => void) : undefined;
    const found = findTextProblem(ack ? args.slice(0, -1) : args, 'payload');
    if (!found) return next();
    // VitaePlay's acks carry a code and a sentence (`PlayFailure`); the sync events' a reason.
    if (String(packet[0]).startsWith('play_')) (ack as ((result: PlayFailure) => void) | undefined)?.({ ok: false, code: found.problem === 'depth' ? 'too_deep' : 'invalid_text', message: `${found.path}: not readable text` });
    else ack?.({ ok: false, reason: 'invalid_payload' });
    return undefined;
  });
}

/**
 * Waits until the PostgreSQL adapter holds its LISTEN connection. It takes one from the pool in
 * the background (adapter 0.5 says nothing when it is done): an instance counted as started
 * before that could miss what the others publish, and one closed before that kept the late
 * connection checked out, so the pool never ended (seen as a hanging close in the tests).
 */
async function listening(io: VitaeServer, app: FastifyInstance, timeoutMs = 10_000): Promise<void> {
  // The adapter's pub/sub client is not part of its typed interface: `client.client` is its connection.
  const pubSub = (io.of('/').adapter as unknown as { client?: { client?: unknown } }).client;
  const deadline = Date.now() + timeoutMs;
  while (pubSub && pubSub.client === undefined) {
    if (Date.now() > deadline) {
      app.log.warn('the realtime adapter has no LISTEN connection yet; events of other instances arrive once it has');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Whether an event to these rooms reaches any socket (but `except`): with one instance only its
 * own sockets can hear it; with the PostgreSQL adapter, other instances' sockets may.
 */
function heard(io: VitaeServer, pool: pg.Pool | undefined, rooms: string[], except?: string): boolean {
  if (pool) return true;
  const joined = io.of('/').adapter.rooms;
  return rooms.some((room) => [...(joined.get(room) ?? [])].some((socketId) => socketId !== except));
}

export async function createRealtime(app: FastifyInstance, sessions: SessionService, pool: pg.Pool | undefined): Promise<Realtime> {
  // 6 MB: a character with its avatar, with room for the framing; bigger frames are dropped.
  const io: VitaeServer = new Server(app.server, { path: '/socket.io', serveClient: false, connectTimeout: 20_000, maxHttpBufferSize: 6 * 1024 * 1024 });
  if (pool) {
    // Several API instances on one PostgreSQL: events fan out through NOTIFY.
    // Instances starting together race on IF NOT EXISTS (PostgreSQL then reports a duplicate type
    // or relation); the loser finds the table made, which is all it wanted.
    await pool
      .query('CREATE TABLE IF NOT EXISTS socket_io_attachments (id bigserial UNIQUE, created_at timestamptz DEFAULT NOW(), payload bytea)')
      .catch((error: { code?: string }) => {
        if (error.code !== '23505' && error.code !== '42P07') throw error;
      });
    io.adapter(createAdapter(pool));
    await listening(io, app);
  }

  io.on('connection', (socket) => {
    const timer = setTimeout(() => {
      if (!socket.data.userId) socket.disconnect(true);
    }, authenticateWithinMs);
    socket.on('disconnect', () => {
      clearTimeout(timer);
      clearTimeout(socket.data.expiry);
    });
    guardPayloads(socket);
    socket.on(socketEvents.authenticate, handleAuthenticate(socket, sessions, app.now));
    socket.on(socketEvents.closing, () => socket.disconnect(true));
  });

  // Not io.close(): that would also close the HTTP server, which Fastify closes itself.
  app.addHook('preClose', async () => {
    // Clients reconnect a second after the server ends their socket (that is how they renew an
    // expired one): while closing, refuse new WebSockets, or one would keep the server open.
    app.server.removeAllListeners('upgrade');
    app.server.on('upgrade', (_request, socket: Duplex) => socket.destroy());
    io.local.disconnectSockets(true);
    // The PostgreSQL adapter holds a LISTEN connection of the pool; release it before the pool ends.
    await io.of('/').adapter.close();
    io.engine.close();
  });

  io.on('sessions_revoked', (sessionIds) => {
    if (!Array.isArray(sessionIds)) return;
    const ended = sessionIds.filter((id): id is string => typeof id === 'string');
    // Refuse the tokens first, then drop this instance's sockets of those sessions: a client that
    // sees its socket close and retries with the same token is refused here too.
    app.revocations.remember(ended);
    io.local.in(ended.map(sessionRoom)).disconnectSockets(true);
  });

  return {
    io,
    sessionsRevoked(sessionIds) {
      // Only the PostgreSQL adapter reaches other instances; the in-memory one would just warn.
      // Each instance drops its own sockets when it hears the news (above), after it refuses the
      // tokens: two separate broadcasts could arrive the other way round (the adapter publishes
      // each on a connection of its own), and a socket could close before its token was refused.
      if (pool) io.serverSideEmit('sessions_revoked', sessionIds);
      io.local.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    },
    characterUpdated(character, ownerId, viewerIds, exceptSocketId) {
      // Socket.IO turns the whole character into a frame before it looks who is in the rooms: a
      // save nobody else watches (most of them) would pay for that for nothing.
      if (heard(io, pool, [userRoom(ownerId)], exceptSocketId)) {
        const toOwner = exceptSocketId ? io.to(userRoom(ownerId)).except(exceptSocketId) : io.to(userRoom(ownerId));
        toOwner.emit(socketEvents.characterUpdated, character);
      }
      if (viewerIds.length > 0 && heard(io, pool, viewerIds.map(userRoom))) {
        // Viewers never get the owner's secrets (the tabletop key).
        io.to(viewerIds.map(userRoom)).emit(socketEvents.characterUpdated, { ...withoutSecrets(character), justViewing: true });
      }
    },
  };
}
