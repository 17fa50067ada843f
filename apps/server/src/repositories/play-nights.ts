import { and, asc, count, desc, eq, gt, isNull, lte, max, type SQL } from 'drizzle-orm';
import type { PlayMessage, PlayNight } from '@vitae/core/play';
import type { Database } from '../db/client.ts';
import { playMessages, playNights } from '../db/schema.ts';
import { toMessage, visibleTo } from './play.ts';

type NightRow = typeof playNights.$inferSelect;

/** The messages a night files: after its start mark, up to its end mark (open: up to now). */
function ofNight(night: NightRow): SQL {
  const range = [eq(playMessages.sessionId, night.sessionId), gt(playMessages.id, night.afterMessageId)];
  if (night.lastMessageId !== null) range.push(lte(playMessages.id, night.lastMessageId));
  return and(...range)!;
}

/** Game nights of a session (issue #48) and the part of the log each one files. */
export function createPlayNightRepository(db: Database) {
  async function toNight(row: NightRow, userId: string, isHost: boolean): Promise<PlayNight> {
    const [counted] = await db.select({ n: count() }).from(playMessages).where(and(ofNight(row), visibleTo(userId, isHost)));
    return {
      id: row.id,
      title: row.title,
      date: row.date,
      notes: row.notes,
      startedAt: row.startedAt.toISOString(),
      endedAt: row.endedAt ? row.endedAt.toISOString() : null,
      messageCount: Number(counted?.n ?? 0),
    };
  }

  async function lastMessageOf(sessionId: string): Promise<number> {
    const [row] = await db.select({ id: max(playMessages.id) }).from(playMessages).where(eq(playMessages.sessionId, sessionId));
    return Number(row?.id ?? 0);
  }

  return {
    toNight,
    async list(sessionId: string, userId: string, isHost: boolean): Promise<PlayNight[]> {
      const rows = await db.select().from(playNights).where(eq(playNights.sessionId, sessionId)).orderBy(desc(playNights.startedAt));
      return Promise.all(rows.map((row) => toNight(row, userId, isHost)));
    },
    async get(sessionId: string, nightId: string): Promise<NightRow | undefined> {
      const [row] = await db.select().from(playNights).where(and(eq(playNights.sessionId, sessionId), eq(playNights.id, nightId)));
      return row;
    },
    async running(sessionId: string): Promise<NightRow | undefined> {
      const [row] = await db.select().from(playNights).where(and(eq(playNights.sessionId, sessionId), isNull(playNights.endedAt)));
      return row;
    },
    /** Starts a night: it files every message after the session's last one so far. */
    async start(input: { id: string; sessionId: string; title: string; date: string; notes: string; now: Date }): Promise<NightRow> {
      const afterMessageId = await lastMessageOf(input.sessionId);
      const [row] = await db.insert(playNights).values({ ...input, afterMessageId, startedAt: input.now }).returning();
      return row!;
    },
    async update(nightId: string, changes: Partial<Pick<NightRow, 'title' | 'date' | 'notes'>>): Promise<void> {
      if (Object.keys(changes).length > 0) await db.update(playNights).set(changes).where(eq(playNights.id, nightId));
    },
    /** Ends a night: it keeps the messages up to the session's last one now. */
    async end(night: NightRow, now: Date): Promise<void> {
      await db.update(playNights).set({ endedAt: now, lastMessageId: await lastMessageOf(night.sessionId) }).where(eq(playNights.id, night.id));
    },
    /** The night's messages the caller may see, oldest first, at most `limit` (and whether more exist). */
    async messages(night: NightRow, userId: string, isHost: boolean, limit: number): Promise<{ messages: PlayMessage[]; cut: boolean }> {
      const rows = await db.select().from(playMessages).where(and(ofNight(night), visibleTo(userId, isHost))).orderBy(asc(playMessages.id)).limit(limit + 1);
      return { messages: rows.slice(0, limit).map(toMessage), cut: rows.length > limit };
    },
  };
}
export type PlayNightRepository = ReturnType<typeof createPlayNightRepository>;
