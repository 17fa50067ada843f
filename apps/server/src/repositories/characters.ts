import { and, asc, eq, sql } from 'drizzle-orm';
import type { Character } from '@vitae/core';
import { currentData } from '../characters/stored.ts';
import { storedSheet } from '../characters/stored-sheet.ts';
import { toStoredData } from './character-writes.ts';
import type { StoredCharacter } from '@vitae/core/api';
import { withoutSecrets } from '@vitae/core/patch';
import type { Database } from '../db/client.ts';
import { characters, characterViewers, users } from '../db/schema.ts';

type CharacterRow = Pick<typeof characters.$inferSelect, 'id' | 'revision' | 'data'>;

/**
 * Prepends the row's own fields to a stored sheet's JSON text. The stored data never holds these
 * keys (see `toStoredData`), so the result has no duplicates.
 */
export function withRowFields(dataJson: string, fields: { id: string; revision: number; viewers: string; justViewing?: true }): string {
  const head = `"id":${JSON.stringify(fields.id)},"revision":${fields.revision},"viewers":${fields.viewers}${fields.justViewing ? ',"justViewing":true' : ''}`;
  return dataJson === '{}' ? `{${head}}` : `{${head},${dataJson.slice(1)}`;
}

function fromRow(row: CharacterRow, viewers: StoredCharacter['viewers'] = []): StoredCharacter {
  // Stored data was validated when it was written and is migrated here if it is older.
  return { ...(currentData(row.data) as Character), id: row.id, revision: row.revision, viewers } as StoredCharacter;
}

/** The stored JSON text in the current shape: text as it is when current, else migrated (`older`: see `storedShapeIsOlder`). */
export function currentJson(dataJson: string, older: boolean): string {
  return older ? JSON.stringify(currentData(JSON.parse(dataJson))) : dataJson;
}

export type DeleteResult = { status: 'deleted'; viewerIds: string[] } | { status: 'unshared'; ownerId: string } | { status: 'not_found' };

export function createCharacterRepository(db: Database) {
  const selection = { id: characters.id, revision: characters.revision, data: characters.data };

  return {
    async create(id: string, ownerId: string, character: Character): Promise<StoredCharacter> {
      const [row] = await db
        .insert(characters)
        .values({ id, ownerId, name: character.name, directory: character.directory ?? null, revision: 1, ...storedSheet(toStoredData(character)) })
        .returning(selection);
      return fromRow(row!);
    },

    /**
     * The owner deletes (and learns who viewed it, to tell them); a viewer only removes the
     * character from their own list (and the owner hears who left).
     */
    async delete(id: string, userId: string): Promise<DeleteResult> {
      const viewerIds = (await db.select({ userId: characterViewers.userId }).from(characterViewers).where(eq(characterViewers.characterId, id))).map((row) => row.userId);
      const deleted = await db
        .delete(characters)
        .where(and(eq(characters.id, id), eq(characters.ownerId, userId)))
        .returning({ id: characters.id });
      if (deleted.length > 0) return { status: 'deleted', viewerIds };
      const unshared = await db
        .delete(characterViewers)
        .where(and(eq(characterViewers.characterId, id), eq(characterViewers.userId, userId)))
        .returning({ id: characterViewers.characterId });
      if (unshared.length === 0) return { status: 'not_found' };
      const [owner] = await db.select({ ownerId: characters.ownerId }).from(characters).where(eq(characters.id, id)).limit(1);
      return { status: 'unshared', ownerId: owner?.ownerId ?? '' };
    },

    /** Whether one of the account's own characters is linked to this tabletop access key (`tabletop.id`). */
    async ownsTabletopKey(ownerId: string, accessKey: string): Promise<boolean> {
      const [row] = await db
        .select({ id: characters.id })
        .from(characters)
        .where(and(eq(characters.ownerId, ownerId), sql`${characters.data}->'tabletop'->>'id' = ${accessKey}`))
        .limit(1);
      return row !== undefined;
    },

    /** Who owns a character, or `undefined` when it does not exist. */
    async ownerOf(id: string): Promise<string | undefined> {
      const [row] = await db.select({ ownerId: characters.ownerId }).from(characters).where(eq(characters.id, id)).limit(1);
      return row?.ownerId;
    },

    /**
     * A character as `userId` sees it: owned (with its viewers) or shared with them (`justViewing`,
     * without the owner's secrets such as the tabletop key); else `undefined`.
     */
    async getFor(id: string, userId: string): Promise<StoredCharacter | undefined> {
      const [row] = await db
        .select({ ...selection, ownerId: characters.ownerId, shared: sql<boolean>`exists(select 1 from character_viewers cv where cv.character_id = ${characters.id} and cv.user_id = ${userId})` })
        .from(characters)
        .where(eq(characters.id, id))
        .limit(1);
      if (!row) return undefined;
      if (row.ownerId === userId) return fromRow(row, await this.viewers(id));
      return row.shared ? { ...withoutSecrets(fromRow(row)), justViewing: true } : undefined;
    },

    /**
     * A character's avatar as `userId` may see it (owner or viewer): the data URL (`''` without
     * one) and its hash, the one the light list puts in the avatar URL; `undefined` otherwise.
     */
    async avatarFor(id: string, userId: string): Promise<{ avatar: string; hash: string | null } | undefined> {
      const avatar = sql`${characters.data}->>'avatar'`;
      const [row] = await db
        .select({
          avatar: sql<string>`coalesce(${avatar}, '')`,
          // The database keeps it with the row (see `listEntry`), the same the light list reads.
          hash: sql<string | null>`${characters.listEntry}->>'avatarHash'`,
        })
        .from(characters)
        .where(and(eq(characters.id, id), sql`(${characters.ownerId} = ${userId} or exists(select 1 from character_viewers cv where cv.character_id = ${characters.id} and cv.user_id = ${userId}))`))
        .limit(1);
      return row;
    },

    /** The account's characters (owned and shared with it) with their revisions. */
    async revisionsFor(userId: string): Promise<Map<string, number>> {
      const owned = await db.select({ id: characters.id, revision: characters.revision }).from(characters).where(eq(characters.ownerId, userId));
      const shared = await db
        .select({ id: characters.id, revision: characters.revision })
        .from(characters)
        .innerJoin(characterViewers, eq(characterViewers.characterId, characters.id))
        .where(eq(characterViewers.userId, userId));
      return new Map([...owned, ...shared].map((row) => [row.id, row.revision]));
    },

    async viewers(characterId: string): Promise<Array<{ id: string; alias: string }>> {
      return db
        .select({ id: users.id, alias: users.alias })
        .from(characterViewers)
        .innerJoin(users, eq(users.id, characterViewers.userId))
        .where(eq(characterViewers.characterId, characterId))
        .orderBy(asc(users.alias));
    },

    /** Adds a viewer; `false` when they already were one. */
    async addViewer(characterId: string, userId: string): Promise<boolean> {
      const added = await db.insert(characterViewers).values({ characterId, userId }).onConflictDoNothing().returning({ id: characterViewers.userId });
      return added.length > 0;
    },

    /** Removes a viewer; `false` when they were none. */
    async removeViewer(characterId: string, userId: string): Promise<boolean> {
      const removed = await db
        .delete(characterViewers)
        .where(and(eq(characterViewers.characterId, characterId), eq(characterViewers.userId, userId)))
        .returning({ id: characterViewers.userId });
      return removed.length > 0;
    },
  };
}
export type CharacterRepository = ReturnType<typeof createCharacterRepository>;
