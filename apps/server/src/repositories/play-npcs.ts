import { and, asc, count, eq } from 'drizzle-orm';
import { npcBodySchema, type Npc, type NpcBody } from '@vitae/core/play';
import type { Database } from '../db/client.ts';
import { playNpcs } from '../db/schema.ts';

type NpcRow = typeof playNpcs.$inferSelect;

function toNpc(row: NpcRow): Npc {
  // The block was validated on the way in; parsing again fills defaults added since.
  const block = npcBodySchema.parse(row.block);
  return { id: row.id, ...block, revealed: row.revealed };
}

/** The storyteller's quick characters of a session (issue #48). */
export function createPlayNpcRepository(db: Database) {
  return {
    async list(sessionId: string): Promise<Npc[]> {
      const rows = await db.select().from(playNpcs).where(eq(playNpcs.sessionId, sessionId)).orderBy(asc(playNpcs.createdAt), asc(playNpcs.id));
      return rows.map(toNpc);
    },
    async get(sessionId: string, npcId: string): Promise<Npc | undefined> {
      const [row] = await db.select().from(playNpcs).where(and(eq(playNpcs.sessionId, sessionId), eq(playNpcs.id, npcId)));
      return row ? toNpc(row) : undefined;
    },
    async count(sessionId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(playNpcs).where(eq(playNpcs.sessionId, sessionId));
      return Number(row?.n ?? 0);
    },
    async create(id: string, sessionId: string, body: NpcBody & { revealed: boolean }, now: Date): Promise<Npc> {
      const { revealed, ...block } = body;
      const [row] = await db.insert(playNpcs).values({ id, sessionId, block, revealed, createdAt: now }).returning();
      return toNpc(row!);
    },
    async update(sessionId: string, npcId: string, body: NpcBody & { revealed: boolean }): Promise<Npc | undefined> {
      const { revealed, ...block } = body;
      const [row] = await db.update(playNpcs).set({ block, revealed }).where(and(eq(playNpcs.sessionId, sessionId), eq(playNpcs.id, npcId))).returning();
      return row ? toNpc(row) : undefined;
    },
    async remove(sessionId: string, npcId: string): Promise<boolean> {
      const rows = await db.delete(playNpcs).where(and(eq(playNpcs.sessionId, sessionId), eq(playNpcs.id, npcId))).returning({ id: playNpcs.id });
      return rows.length > 0;
    },
  };
}
export type PlayNpcRepository = ReturnType<typeof createPlayNpcRepository>;
