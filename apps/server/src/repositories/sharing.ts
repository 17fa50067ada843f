import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { GameLine } from '@vitae/core';
import type { Offer } from '@vitae/core/api';
import type { Database } from '../db/client.ts';
import { shareIds, shareOffers, users } from '../db/schema.ts';

/** Offers one account may have waiting; beyond that senders are told the inbox is full. */
export const maxPendingOffers = 50;
/**
 * Offers one sender may have waiting in one inbox: a table shares a few characters, and no single
 * sender can fill someone's inbox for everyone else (issue #43, finding 8).
 */
export const maxPendingOffersPerSender = 5;

export interface StoredOffer extends Offer {
  data: Record<string, unknown>;
}

export function createSharingRepository(db: Database) {
  return {
    /** Registers (or replaces) the account's share id; `false` when another account has it. */
    async setShareId(userId: string, shareId: string): Promise<boolean> {
      const [taken] = await db.select({ userId: shareIds.userId }).from(shareIds).where(eq(shareIds.shareId, shareId)).limit(1);
      if (taken && taken.userId !== userId) return false;
      await db
        .insert(shareIds)
        .values({ userId, shareId })
        .onConflictDoUpdate({ target: shareIds.userId, set: { shareId, createdAt: sql`now()` } });
      return true;
    },

    async removeShareId(userId: string): Promise<void> {
      await db.delete(shareIds).where(eq(shareIds.userId, userId));
    },

    async shareIdOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ shareId: shareIds.shareId }).from(shareIds).where(eq(shareIds.userId, userId)).limit(1);
      return row?.shareId ?? null;
    },

    /** The share id of the account with this alias (any case), if it registered one. */
    async shareIdOfAlias(alias: string): Promise<string | undefined> {
      const [row] = await db
        .select({ shareId: shareIds.shareId })
        .from(shareIds)
        .innerJoin(users, eq(users.id, shareIds.userId))
        .where(sql`lower(${users.alias}) = lower(${alias})`)
        .limit(1);
      return row?.shareId;
    },

    /** The account behind a share id. */
    async userOfShareId(shareId: string): Promise<{ id: string; alias: string } | undefined> {
      const [row] = await db
        .select({ id: users.id, alias: users.alias })
        .from(shareIds)
        .innerJoin(users, eq(users.id, shareIds.userId))
        .where(eq(shareIds.shareId, shareId))
        .limit(1);
      return row;
    },

    async pendingOffers(toUserId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(shareOffers).where(eq(shareOffers.toUserId, toUserId));
      return row?.n ?? 0;
    },

    /** Offers from one sender still waiting in one inbox. */
    async pendingOffersFrom(fromUserId: string, toUserId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(shareOffers)
        .where(and(eq(shareOffers.fromUserId, fromUserId), eq(shareOffers.toUserId, toUserId)));
      return row?.n ?? 0;
    },

    async createOffer(offer: { id: string; fromUserId: string; toUserId: string; name: string; gameLine: GameLine; data: Record<string, unknown>; now: Date }): Promise<Offer> {
      await db.insert(shareOffers).values({ ...offer, createdAt: offer.now });
      const [from] = await db.select({ alias: users.alias }).from(users).where(eq(users.id, offer.fromUserId)).limit(1);
      return { id: offer.id, from: from?.alias ?? '', name: offer.name, gameLine: offer.gameLine, createdAt: offer.now.toISOString() };
    },

    async offersFor(toUserId: string): Promise<Offer[]> {
      const rows = await db
        .select({ id: shareOffers.id, from: users.alias, name: shareOffers.name, gameLine: shareOffers.gameLine, createdAt: shareOffers.createdAt })
        .from(shareOffers)
        .innerJoin(users, eq(users.id, shareOffers.fromUserId))
        .where(eq(shareOffers.toUserId, toUserId))
        .orderBy(asc(shareOffers.createdAt));
      return rows.map((row) => ({ ...row, gameLine: row.gameLine as GameLine, createdAt: row.createdAt.toISOString() }));
    },

    /** Takes an offer out of the inbox (accept or decline), with the character it carried. */
    async takeOffer(id: string, toUserId: string): Promise<{ data: Record<string, unknown> } | undefined> {
      const [row] = await db
        .delete(shareOffers)
        .where(and(eq(shareOffers.id, id), eq(shareOffers.toUserId, toUserId)))
        .returning({ data: shareOffers.data });
      return row ? { data: row.data as Record<string, unknown> } : undefined;
    },
  };
}
export type SharingRepository = ReturnType<typeof createSharingRepository>;
