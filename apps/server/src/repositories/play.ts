import { and, asc, desc, eq, gt, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { GameLine } from '@vitae/core';
import { messageBodySchema, type BroughtCharacter, type MemberState, type PlayAudience, type PlayMember, type PlayMessage, type PlayMessageBody, type PlayRole, type PlaySessionSummary } from '@vitae/core/play';
import type { Database } from '../db/client.ts';
import { characters, playCharacters, playMembers, playMessages, playSessions, users } from '../db/schema.ts';

export type SessionRow = typeof playSessions.$inferSelect;

const iso = (date: Date) => date.toISOString();

/** Who may see a message: everyone, the sender, the host for the storyteller's, the addressed player. */
export function visibleTo(userId: string, isHost: boolean): SQL {
  return or(
    eq(playMessages.audience, 'everyone'),
    eq(playMessages.senderId, userId),
    isHost ? eq(playMessages.audience, 'storyteller') : sql`false`,
    and(eq(playMessages.audience, 'player'), eq(playMessages.toUserId, userId)),
  )!;
}

type MessageRow = typeof playMessages.$inferSelect;

function readBody(stored: unknown): PlayMessageBody {
  const parsed = messageBodySchema.safeParse(stored);
  return parsed.success ? parsed.data : (stored as PlayMessageBody);
}

export function toMessage(row: MessageRow): PlayMessage {
  const to: PlayAudience = row.audience === 'player' ? { kind: 'player', userId: row.toUserId! } : { kind: row.audience };
  return {
    id: row.id,
    sessionId: row.sessionId,
    at: iso(row.at),
    sender: row.senderId ? { id: row.senderId, alias: row.senderAlias ?? '' } : null,
    to,
    // Read through the schema, so a body stored before a field existed gets the field's default.
    body: readBody(row.body),
  };
}

export interface NewMessage {
  sessionId: string;
  sender: { id: string; alias: string } | null;
  to: PlayAudience;
  body: PlayMessageBody;
  now: Date;
}

export function createPlayRepository(db: Database) {
  return {
    async create(row: { id: string; hostId: string; name: string; code: string; joinToken: string; now: Date }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(playSessions).values({ id: row.id, hostId: row.hostId, name: row.name, code: row.code, joinToken: row.joinToken, createdAt: row.now });
        await tx.insert(playMembers).values({ sessionId: row.id, userId: row.hostId, role: 'storyteller', state: 'joined', joinedAt: row.now });
      });
    },

    async get(id: string): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(playSessions).where(eq(playSessions.id, id)).limit(1);
      return row;
    },

    async byCode(code: string): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(playSessions).where(eq(playSessions.code, code)).limit(1);
      return row;
    },

    async byToken(token: string): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(playSessions).where(eq(playSessions.joinToken, token)).limit(1);
      return row;
    },

    async update(id: string, set: Partial<Pick<SessionRow, 'name' | 'code' | 'joinToken' | 'webhookUrl' | 'webhookMessages' | 'spendsNeedApproval' | 'closedAt'>>): Promise<void> {
      await db.update(playSessions).set(set).where(eq(playSessions.id, id));
    },

    /** Sessions the account hosts or is a joined member of, newest first. */
    async listFor(userId: string): Promise<PlaySessionSummary[]> {
      const rows = await db
        .select({
          id: playSessions.id,
          name: playSessions.name,
          hostId: playSessions.hostId,
          hostAlias: users.alias,
          role: playMembers.role,
          createdAt: playSessions.createdAt,
          closedAt: playSessions.closedAt,
          memberCount: sql<number>`(select count(*)::int from play_members m where m.session_id = ${playSessions.id} and m.state = 'joined')`,
        })
        .from(playMembers)
        .innerJoin(playSessions, eq(playSessions.id, playMembers.sessionId))
        .innerJoin(users, eq(users.id, playSessions.hostId))
        .where(and(eq(playMembers.userId, userId), eq(playMembers.state, 'joined')))
        .orderBy(desc(playSessions.createdAt));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        host: { id: row.hostId, alias: row.hostAlias },
        role: row.role,
        state: row.closedAt ? 'closed' : 'open',
        createdAt: iso(row.createdAt),
        closedAt: row.closedAt ? iso(row.closedAt) : null,
        memberCount: Number(row.memberCount),
      }));
    },

    async hostAlias(hostId: string): Promise<string> {
      const [row] = await db.select({ alias: users.alias }).from(users).where(eq(users.id, hostId)).limit(1);
      return row?.alias ?? '';
    },

    async members(sessionId: string): Promise<PlayMember[]> {
      const rows = await db
        .select({ userId: playMembers.userId, alias: users.alias, role: playMembers.role, state: playMembers.state, joinedAt: playMembers.joinedAt })
        .from(playMembers)
        .innerJoin(users, eq(users.id, playMembers.userId))
        .where(eq(playMembers.sessionId, sessionId))
        .orderBy(asc(playMembers.joinedAt), asc(users.alias));
      return rows.map((row) => ({ ...row, joinedAt: iso(row.joinedAt) }));
    },

    async member(sessionId: string, userId: string): Promise<{ role: PlayRole; state: MemberState; alias: string } | undefined> {
      const [row] = await db
        .select({ role: playMembers.role, state: playMembers.state, alias: users.alias })
        .from(playMembers)
        .innerJoin(users, eq(users.id, playMembers.userId))
        .where(and(eq(playMembers.sessionId, sessionId), eq(playMembers.userId, userId)))
        .limit(1);
      return row;
    },

    /** Joins (or re-joins) as a player; `joined_at` marks the latest joining. */
    async join(sessionId: string, userId: string, now: Date): Promise<void> {
      await db
        .insert(playMembers)
        .values({ sessionId, userId, role: 'player', state: 'joined', joinedAt: now })
        .onConflictDoUpdate({ target: [playMembers.sessionId, playMembers.userId], set: { state: 'joined', joinedAt: now } });
    },

    async setState(sessionId: string, userId: string, state: MemberState): Promise<void> {
      await db.update(playMembers).set({ state }).where(and(eq(playMembers.sessionId, sessionId), eq(playMembers.userId, userId)));
    },

    async characters(sessionId: string): Promise<BroughtCharacter[]> {
      const rows = await db
        .select({ characterId: playCharacters.characterId, ownerId: playCharacters.ownerId, ownerAlias: users.alias, name: characters.name, gameLine: sql<GameLine>`${characters.data}->>'gameLine'` })
        .from(playCharacters)
        .innerJoin(characters, eq(characters.id, playCharacters.characterId))
        .innerJoin(users, eq(users.id, playCharacters.ownerId))
        .where(eq(playCharacters.sessionId, sessionId))
        .orderBy(asc(users.alias), asc(characters.name));
      return rows;
    },

    async broughtBy(sessionId: string, ownerId: string): Promise<Array<{ characterId: string; addedViewer: boolean }>> {
      return db
        .select({ characterId: playCharacters.characterId, addedViewer: playCharacters.addedViewer })
        .from(playCharacters)
        .where(and(eq(playCharacters.sessionId, sessionId), eq(playCharacters.ownerId, ownerId)));
    },

    async bring(sessionId: string, characterId: string, ownerId: string, addedViewer: boolean, now: Date): Promise<void> {
      await db.insert(playCharacters).values({ sessionId, characterId, ownerId, addedViewer, broughtAt: now }).onConflictDoNothing();
    },

    async unbring(sessionId: string, characterIds: string[]): Promise<void> {
      if (characterIds.length === 0) return;
      await db.delete(playCharacters).where(and(eq(playCharacters.sessionId, sessionId), inArray(playCharacters.characterId, characterIds)));
    },

    /**
     * Another session of the same host still has this character brought: it keeps the viewing.
     * The viewing is handed over (`added_viewer`) so the last one to end it takes it back.
     */
    async handOverViewing(sessionId: string, characterId: string, hostId: string): Promise<boolean> {
      const others = await db
        .select({ sessionId: playCharacters.sessionId })
        .from(playCharacters)
        .innerJoin(playSessions, eq(playSessions.id, playCharacters.sessionId))
        .where(and(eq(playCharacters.characterId, characterId), eq(playSessions.hostId, hostId), ne(playCharacters.sessionId, sessionId)))
        .limit(1);
      const other = others[0];
      if (!other) return false;
      await db.update(playCharacters).set({ addedViewer: true }).where(and(eq(playCharacters.sessionId, other.sessionId), eq(playCharacters.characterId, characterId)));
      return true;
    },

    async isBrought(sessionId: string, characterId: string): Promise<{ ownerId: string } | undefined> {
      const [row] = await db
        .select({ ownerId: playCharacters.ownerId })
        .from(playCharacters)
        .where(and(eq(playCharacters.sessionId, sessionId), eq(playCharacters.characterId, characterId)))
        .limit(1);
      return row;
    },

    async addMessage(message: NewMessage): Promise<PlayMessage> {
      const [row] = await db
        .insert(playMessages)
        .values({
          sessionId: message.sessionId,
          at: message.now,
          senderId: message.sender?.id ?? null,
          senderAlias: message.sender?.alias ?? null,
          audience: message.to.kind,
          toUserId: message.to.kind === 'player' ? message.to.userId : null,
          body: message.body,
        })
        .returning();
      return toMessage(row!);
    },

    async message(sessionId: string, id: number): Promise<PlayMessage | undefined> {
      const [row] = await db
        .select()
        .from(playMessages)
        .where(and(eq(playMessages.sessionId, sessionId), eq(playMessages.id, id)))
        .limit(1);
      return row ? toMessage(row) : undefined;
    },

    /** Whether the roll message `id` was re-rolled already (a later roll names it in `rerollOf`). */
    async rerolled(sessionId: string, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: playMessages.id })
        .from(playMessages)
        .where(and(eq(playMessages.sessionId, sessionId), gt(playMessages.id, id), sql`${playMessages.body}->>'rerollOf' = ${String(id)}`))
        .limit(1);
      return row !== undefined;
    },

    /**
     * A page of the messages `userId` may see, oldest first: after `after` (catch-up, the oldest
     * ones), before `before` (paging back), or the newest `limit`. The page also ends before its
     * stored bytes pass `maxBytes` (at least one message, so paging always moves on): a log full
     * of pictures must not make each page (and each `play_enter`) megabytes. Sizes are read first
     * without the bodies, then only the page's bodies.
     */
    async history(sessionId: string, userId: string, isHost: boolean, page: { before?: number | undefined; after?: number | undefined; limit: number; maxBytes: number }): Promise<{ messages: PlayMessage[]; hasMore: boolean }> {
      const conditions = [eq(playMessages.sessionId, sessionId), visibleTo(userId, isHost)];
      if (page.before !== undefined) conditions.push(lt(playMessages.id, page.before));
      if (page.after !== undefined) conditions.push(gt(playMessages.id, page.after));
      const forward = page.after !== undefined;
      const sizes = await db
        .select({ id: playMessages.id, bytes: sql<number>`pg_column_size(${playMessages.body})::int` })
        .from(playMessages)
        .where(and(...conditions))
        .orderBy(forward ? asc(playMessages.id) : desc(playMessages.id))
        .limit(page.limit + 1);
      const ids: number[] = [];
      let bytes = 0;
      for (const row of sizes.slice(0, page.limit)) {
        bytes += Number(row.bytes);
        if (ids.length > 0 && bytes > page.maxBytes) break;
        ids.push(row.id);
      }
      const hasMore = sizes.length > ids.length;
      if (ids.length === 0) return { messages: [], hasMore };
      const rows = await db.select().from(playMessages).where(inArray(playMessages.id, ids)).orderBy(asc(playMessages.id));
      return { messages: rows.map(toMessage), hasMore };
    },

    /** Bytes the session's log holds (as stored), for its storage budget. */
    async storedBytes(sessionId: string): Promise<number> {
      const [row] = await db.select({ bytes: sql<number>`coalesce(sum(pg_column_size(${playMessages.body})), 0)::bigint` }).from(playMessages).where(eq(playMessages.sessionId, sessionId));
      return Number(row?.bytes ?? 0);
    },

    /** Everything the account wrote at any table (for "Meine Daten exportieren"). */
    async sentBy(userId: string): Promise<PlayMessage[]> {
      const rows = await db.select().from(playMessages).where(eq(playMessages.senderId, userId)).orderBy(asc(playMessages.id));
      return rows.map(toMessage);
    },

    async lastVisibleId(sessionId: string, userId: string, isHost: boolean): Promise<number | null> {
      const [row] = await db
        .select({ id: playMessages.id })
        .from(playMessages)
        .where(and(eq(playMessages.sessionId, sessionId), visibleTo(userId, isHost)))
        .orderBy(desc(playMessages.id))
        .limit(1);
      return row?.id ?? null;
    },
  };
}
export type PlayRepository = ReturnType<typeof createPlayRepository>;
