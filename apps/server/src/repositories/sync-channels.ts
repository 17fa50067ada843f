import { and, eq, inArray, sql } from 'drizzle-orm';
import type { GameLine, SyncPart } from '@vitae/core';
import type { SyncEntry } from '@vitae/core/api';
import type { Database } from '../db/client.ts';
import { syncChannels } from '../db/schema.ts';

export type UploadResult = { status: 'stored'; entry: SyncEntry } | { status: 'not_yours' };

export function createSyncChannelRepository(db: Database) {
  return {
    /**
     * Stores one part of a sync id's data. The first upload registers the id to the caller; later
     * uploads by another account change nothing (`not_yours`). The last write wins.
     */
    async upload(syncId: string, userId: string, gameLine: GameLine, part: SyncPart, data: Record<string, unknown>, now: Date): Promise<UploadResult> {
      const column = part === 'live' ? 'live' : 'level';
      const [row] = await db
        .insert(syncChannels)
        .values({ syncId, ownerId: userId, gameLine, [column]: data, updatedAt: now })
        .onConflictDoUpdate({
          target: syncChannels.syncId,
          set: { gameLine, [column]: data, updatedAt: now },
          // Only the account that registered the id may overwrite it.
          setWhere: sql`${syncChannels.ownerId} = ${userId}`,
        })
        .returning({ gameLine: syncChannels.gameLine, live: syncChannels.live, level: syncChannels.level });
      if (!row) return { status: 'not_yours' };
      return { status: 'stored', entry: toEntry(row) };
    },

    /** The latest data of each known sync id (unknown ones are left out). */
    async fetch(syncIds: readonly string[]): Promise<Record<string, SyncEntry>> {
      if (syncIds.length === 0) return {};
      const rows = await db
        .select({ syncId: syncChannels.syncId, gameLine: syncChannels.gameLine, live: syncChannels.live, level: syncChannels.level })
        .from(syncChannels)
        .where(inArray(syncChannels.syncId, [...new Set(syncIds)]));
      // A sync id turned off (no data left) reads like an unknown one.
      return Object.fromEntries(rows.filter(hasData).map((row) => [row.syncId, toEntry(row)]));
    },

    /** The sync ids an account registered, with their latest data (for the account export). */
    async ownedBy(ownerId: string): Promise<Array<{ syncId: string } & SyncEntry>> {
      const rows = await db
        .select({ syncId: syncChannels.syncId, gameLine: syncChannels.gameLine, live: syncChannels.live, level: syncChannels.level })
        .from(syncChannels)
        .where(eq(syncChannels.ownerId, ownerId));
      return rows.filter(hasData).map((row) => ({ syncId: row.syncId, ...toEntry(row) }));
    },

    /** The line last stored under a sync id, if any. */
    async gameLineOf(syncId: string): Promise<GameLine | undefined> {
      const [row] = await db.select({ gameLine: syncChannels.gameLine }).from(syncChannels).where(eq(syncChannels.syncId, syncId)).limit(1);
      return row?.gameLine as GameLine | undefined;
    },

    /**
     * Sync turned off: deletes the data of a sync id `ownerId` registered; `false` when it did not.
     * The id stays registered to the owner (no data, read as unknown), so no one else can take it
     * over and feed the devices still following it.
     */
    async remove(syncId: string, ownerId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(syncChannels)
        .set({ live: null, level: null, updatedAt: now })
        .where(and(eq(syncChannels.syncId, syncId), eq(syncChannels.ownerId, ownerId)))
        .returning({ syncId: syncChannels.syncId });
      return rows.length > 0;
    },

    async ownerOf(syncId: string): Promise<string | undefined> {
      const [row] = await db.select({ ownerId: syncChannels.ownerId }).from(syncChannels).where(eq(syncChannels.syncId, syncId)).limit(1);
      return row?.ownerId;
    },
  };
}

function hasData(row: { live: unknown; level: unknown }): boolean {
  return Boolean(row.live || row.level);
}

function toEntry(row: { gameLine: string; live: unknown; level: unknown }): SyncEntry {
  return {
    gameLine: row.gameLine as GameLine,
    ...(row.live ? { c: row.live as Record<string, unknown> } : {}),
    ...(row.level ? { l: row.level as Record<string, unknown> } : {}),
  };
}
export type SyncChannelRepository = ReturnType<typeof createSyncChannelRepository>;
