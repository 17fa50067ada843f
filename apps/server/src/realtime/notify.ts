import { socketEvents, syncSubscribePayloadSchema, type ServerToClientEvents, type SyncDataEvent, type SyncSubscribeAck } from '@vitae/core/sync';
import { userRoom, type VitaeServer } from './realtime.ts';

const syncRoom = (syncId: string) => `sync:${syncId}`;

export interface Notifier {
  /** Sends an event to every connection of these accounts, except the one that caused it. */
  toUsers<E extends keyof ServerToClientEvents>(userIds: readonly string[], event: E, payload: Parameters<ServerToClientEvents[E]>[0], exceptSocketId?: string): void;
  /** Pushes uploaded sync data to every connection that subscribed to the sync id. */
  toSyncSubscribers(payload: SyncDataEvent): void;
}

/**
 * The list events of protocol version 2 and the sync pushes. Sync subscriptions need no login
 * (reading sync data is public, docs/product-spec.md §6); a tab subscribes to the ids it links,
 * and each `sync_subscribe` replaces its earlier list.
 */
export function createNotifier(io: VitaeServer): Notifier {
  io.on('connection', (socket) => {
    socket.on(socketEvents.syncSubscribe, (ids: unknown, ack?: (result: SyncSubscribeAck) => void) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      const parsed = syncSubscribePayloadSchema.safeParse(ids);
      if (!parsed.success) return reply({ ok: false, reason: 'invalid_payload' });
      for (const room of socket.rooms) if (room.startsWith('sync:')) void socket.leave(room);
      if (parsed.data.length > 0) void socket.join(parsed.data.map(syncRoom));
      reply({ ok: true, count: new Set(parsed.data).size });
    });
  });

  return {
    toUsers(userIds, event, payload, exceptSocketId) {
      if (userIds.length === 0) return;
      const rooms = io.to(userIds.map(userRoom));
      const target = exceptSocketId ? rooms.except(exceptSocketId) : rooms;
      // Socket.IO's typed emit cannot follow a generic event name; the signature above keeps event and payload together.
      (target.emit as (event: string, payload: unknown) => boolean)(event, payload);
    },
    toSyncSubscribers(payload) {
      io.to(syncRoom(payload.syncId)).emit(socketEvents.syncData, payload);
    },
  };
}
