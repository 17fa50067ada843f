import { and, asc, count, desc, eq, gt, or } from 'drizzle-orm';
import type { SpendRecord, SpendRequest, SpendState } from '@vitae/core/play';
import type { Database } from '../db/client.ts';
import { playCharacters, playSessions, playSpends } from '../db/schema.ts';

export type SpendRow = typeof playSpends.$inferSelect;

export function toSpendRequest(row: SpendRow): SpendRequest {
  return {
    id: row.id,
    sessionId: row.sessionId,
    character: { id: row.characterId, name: row.characterName },
    owner: { id: row.ownerId, alias: row.ownerAlias },
    label: row.label,
    cost: row.cost,
    record: row.record as SpendRecord,
    state: row.state,
    note: row.note,
    decidedBy: row.decidedById ? { id: row.decidedById, alias: row.decidedByAlias ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}

export interface NewSpend {
  id: string;
  sessionId: string;
  characterId: string;
  characterName: string;
  ownerId: string;
  ownerAlias: string;
  purchase: Record<string, unknown>;
  label: string;
  cost: number;
  record: SpendRecord;
  now: Date;
}

/** Spend requests of VitaePlay sessions (issue #48): open ones wait for the storyteller. */
export function createPlaySpendRepository(db: Database) {
  return {
    async create(spend: NewSpend): Promise<SpendRow> {
      const { now, ...values } = spend;
      const [row] = await db
        .insert(playSpends)
        .values({ ...values, state: 'pending', createdAt: now })
        .returning();
      return row!;
    },
    async get(id: string): Promise<SpendRow | undefined> {
      const [row] = await db.select().from(playSpends).where(eq(playSpends.id, id));
      return row;
    },
    async pendingCount(characterId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(playSpends).where(and(eq(playSpends.characterId, characterId), eq(playSpends.state, 'pending')));
      return Number(row?.n ?? 0);
    },
    /** The session's open requests, oldest first. */
    async pending(sessionId: string): Promise<SpendRow[]> {
      return db.select().from(playSpends).where(and(eq(playSpends.sessionId, sessionId), eq(playSpends.state, 'pending'))).orderBy(asc(playSpends.createdAt), asc(playSpends.id));
    },
    /** A character's open requests and those decided since `since` (the sheet shows a rejection's note), newest last. */
    async ofCharacter(sessionId: string, characterId: string, since: Date): Promise<SpendRow[]> {
      const rows = await db
        .select()
        .from(playSpends)
        .where(and(eq(playSpends.sessionId, sessionId), eq(playSpends.characterId, characterId), or(eq(playSpends.state, 'pending'), gt(playSpends.decidedAt, since))))
        .orderBy(desc(playSpends.createdAt))
        .limit(50);
      return rows.reverse();
    },
    /** Ends a pending request; `undefined` when it was no longer pending (decided at the same moment). */
    async decide(id: string, state: Exclude<SpendState, 'pending'>, by: { id: string; alias: string } | null, note: string | null, now: Date): Promise<SpendRow | undefined> {
      const [row] = await db
        .update(playSpends)
        .set({ state, note, decidedById: by?.id ?? null, decidedByAlias: by?.alias ?? null, decidedAt: now })
        .where(and(eq(playSpends.id, id), eq(playSpends.state, 'pending')))
        .returning();
      return row;
    },
    /** Puts a claimed request back to open (its approval could not be applied). */
    async reopen(id: string): Promise<void> {
      await db.update(playSpends).set({ state: 'pending', decidedById: null, decidedByAlias: null, decidedAt: null, note: null }).where(eq(playSpends.id, id));
    },
    /** The open session the character is brought to, if any (a character sits at one table at a time in practice; the newest wins). */
    async tableOf(characterId: string): Promise<{ sessionId: string; hostId: string; ownerId: string; spendsNeedApproval: boolean } | undefined> {
      const rows = await db
        .select({ sessionId: playSessions.id, hostId: playSessions.hostId, ownerId: playCharacters.ownerId, spendsNeedApproval: playSessions.spendsNeedApproval, closedAt: playSessions.closedAt })
        .from(playCharacters)
        .innerJoin(playSessions, eq(playSessions.id, playCharacters.sessionId))
        .where(eq(playCharacters.characterId, characterId))
        .orderBy(desc(playSessions.spendsNeedApproval), desc(playSessions.createdAt));
      const open = rows.find((row) => row.closedAt === null);
      return open ? { sessionId: open.sessionId, hostId: open.hostId, ownerId: open.ownerId, spendsNeedApproval: open.spendsNeedApproval } : undefined;
    },
  };
}
export type PlaySpendRepository = ReturnType<typeof createPlaySpendRepository>;
