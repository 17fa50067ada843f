import type { FastifyInstance } from 'fastify';
import { syncData, syncUploadProblem, type Character, type SyncPart } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { syncIdSchema } from '@vitae/core/api';

const parts: readonly SyncPart[] = ['live', 'level'];

/** Publishes still running, per app and sync id (see `publishSyncOut`). */
const queues = new WeakMap<FastifyInstance, Map<string, Promise<void>>>();

/**
 * Outgoing sync as a property of the character (issue #48): after every saved change of a
 * character whose sync is on, the server itself stores its live and level data under the sync id
 * and pushes what changed to the subscribed tabs. So a storyteller keeps receiving whichever of
 * the owner's devices made the change, even with the device that switched sync on closed.
 * Like the spec's uploads, a failure is logged and never fails the save.
 */
export function publishSyncOut(app: FastifyInstance, character: StoredCharacter, ownerId: string): Promise<void> {
  const syncId = character.syncOut ? character.syncHash : undefined;
  if (!syncId || !syncIdSchema.safeParse(syncId).success) return Promise.resolve();
  // One publish per sync id at a time, in save order: two quick saves must not both compare
  // against the state before either, or a subscriber gets unchanged data twice and out of order.
  let queue = queues.get(app);
  if (!queue) queues.set(app, (queue = new Map()));
  const running = queue;
  const next = (running.get(syncId) ?? Promise.resolve()).then(() => publish(app, character, ownerId, syncId));
  running.set(syncId, next);
  void next.finally(() => {
    if (running.get(syncId) === next) running.delete(syncId);
  });
  return next;
}


async function publish(app: FastifyInstance, character: StoredCharacter, ownerId: string, syncId: string): Promise<void> {
  try {
    const before = (await app.repos.syncChannels.fetch([syncId]))[syncId];
    for (const part of parts) {
      const data = syncData(character as Character, part);
      if (syncUploadProblem(character.gameLine, part, data)) continue;
      const previous = part === 'live' ? before?.c : before?.l;
      if (previous !== undefined && JSON.stringify(previous) === JSON.stringify(data)) continue;
      const stored = await app.repos.syncChannels.upload(syncId, ownerId, character.gameLine, part, data, app.now());
      if (stored.status === 'stored') app.notify.toSyncSubscribers({ syncId, gameLine: character.gameLine, ...(part === 'live' ? { c: data } : { l: data }) });
    }
  } catch (error) {
    app.log.warn({ err: error, syncId }, 'publishing a sync-out character failed');
  }
}
