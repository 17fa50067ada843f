import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Server, type Socket } from 'socket.io';
import type { StoredCharacter } from '@vitae/core/api';
import {
  authenticatePayloadSchema,
  protocolVersion,
  socketEvents,
  type AuthenticateAck,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@vitae/core/sync';
import type { SessionService } from '../auth/sessions.ts';

interface SocketData {
  userId?: string;
}

export type VitaeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type VitaeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export const userRoom = (userId: string) => `user:${userId}`;
/** A socket that has not authenticated by then is dropped; it can reconnect and try again. */
const authenticateWithinMs = 20_000;

export interface Realtime {
  io: VitaeServer;
  /** Tells the owner's other connections and every viewer that a character changed. */
  characterUpdated(character: StoredCharacter, ownerId: string, viewerIds: string[], exceptSocketId?: string): void;
}

function handleAuthenticate(socket: VitaeSocket, sessions: SessionService) {
  return (payload: unknown, ack?: (result: AuthenticateAck) => void) => {
    const reply = typeof ack === 'function' ? ack : () => undefined;
    const parsed = authenticatePayloadSchema.safeParse(payload);
    if (!parsed.success) return reply({ ok: false, reason: 'invalid_payload' });
    const { token, version } =
      typeof parsed.data === 'string'
        ? { token: parsed.data, version: protocolVersion }
        : { token: parsed.data.token, version: parsed.data.protocolVersion ?? protocolVersion };
    if (version < protocolVersion) return reply({ ok: false, reason: 'client_too_old' });
    const claims = sessions.verifyAccessToken(token);
    if (!claims) return reply({ ok: false, reason: 'unauthorized' });
    if (socket.data.userId && socket.data.userId !== claims.sub) void socket.leave(userRoom(socket.data.userId));
    socket.data.userId = claims.sub;
    void socket.join(userRoom(claims.sub));
    reply({ ok: true, userId: claims.sub, protocolVersion });
  };
}

export async function createRealtime(app: FastifyInstance, sessions: SessionService, pool: pg.Pool | undefined): Promise<Realtime> {
  const io: VitaeServer = new Server(app.server, { path: '/socket.io', serveClient: false, connectTimeout: 20_000 });
  if (pool) {
    // Several API instances on one PostgreSQL: events fan out through NOTIFY.
    await pool.query(
      'CREATE TABLE IF NOT EXISTS socket_io_attachments (id bigserial UNIQUE, created_at timestamptz DEFAULT NOW(), payload bytea)',
    );
    io.adapter(createAdapter(pool));
  }

  io.on('connection', (socket) => {
    const timer = setTimeout(() => {
      if (!socket.data.userId) socket.disconnect(true);
    }, authenticateWithinMs);
    socket.on('disconnect', () => clearTimeout(timer));
    socket.on(socketEvents.authenticate, handleAuthenticate(socket, sessions));
    socket.on(socketEvents.closing, () => socket.disconnect(true));
  });

  // Not io.close(): that would also close the HTTP server, which Fastify closes itself.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    // The PostgreSQL adapter holds a LISTEN connection of the pool; release it before the pool ends.
    await io.of('/').adapter.close();
    io.engine.close();
  });

  return {
    io,
    characterUpdated(character, ownerId, viewerIds, exceptSocketId) {
      const toOwner = exceptSocketId ? io.to(userRoom(ownerId)).except(exceptSocketId) : io.to(userRoom(ownerId));
      toOwner.emit(socketEvents.characterUpdated, character);
      if (viewerIds.length > 0) {
        io.to(viewerIds.map(userRoom)).emit(socketEvents.characterUpdated, { ...character, justViewing: true });
      }
    },
  };
}
