import { and, eq, sql } from 'drizzle-orm';
import type { Character } from '@vitae/core';
import { characterSchemaVersion } from '@vitae/core';
import { currentData } from '../characters/stored.ts';
import type { StoredCharacter } from '@vitae/core/api';
import type { Database } from '../db/client.ts';
import { characters, characterViewers } from '../db/schema.ts';

type CharacterRow = Pick<typeof characters.$inferSelect, 'id' | 'revision' | 'data'>;

/** What is kept in the JSONB column: the sheet without the fields the row itself owns. */
function toStoredData(character: Character): Record<string, unknown> {
  const { id: _id, revision: _revision, justViewing: _justViewing, viewers: _viewers, ...data } = character;
  return data;
}

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

/** The stored JSON text in the current shape: text as it is when current, else migrated. */
export function currentJson(dataJson: string, schemaVersion: number): string {
  return schemaVersion >= characterSchemaVersion ? dataJson : JSON.stringify(currentData(JSON.parse(dataJson)));
}

/** Largest value of the `revision` column (PostgreSQL integer). */
const maxRevision = 2_147_483_647;

export type UpdateResult =
  | { status: 'updated'; revision: number; viewerIds: string[] }
  | { status: 'conflict'; stored: StoredCharacter }
  | { status: 'not_found' };

export type DeleteResult = 'deleted' | 'unshared' | 'not_found';

export function createCharacterRepository(db: Database) {
  const selection = { id: characters.id, revision: characters.revision, data: characters.data };

  return {
    async create(id: string, ownerId: string, character: Character): Promise<StoredCharacter> {
      const [row] = await db
        .insert(characters)
        .values({ id, ownerId, name: character.name, directory: character.directory ?? null, revision: 1, data: toStoredData(character) })
        .returning(selection);
      return fromRow(row!);
    },

    /**
     * Saves only when the caller saw the latest revision, in one statement, and returns the
     * viewers to notify in the same round trip (saves are the hot path).
     */
    async update(id: string, ownerId: string, character: Character, now: Date): Promise<UpdateResult> {
      // The column is a 32-bit integer: a larger revision can match nothing (and would be a 500).
      const [updated] = character.revision > maxRevision ? [] : await db
        .update(characters)
        .set({
          name: character.name,
          directory: character.directory ?? null,
          data: toStoredData(character),
          revision: sql`${characters.revision} + 1`,
          updatedAt: now,
        })
        .where(and(eq(characters.id, id), eq(characters.ownerId, ownerId), eq(characters.revision, character.revision)))
        .returning({
          revision: characters.revision,
          viewerIds: sql<string[]>`(select coalesce(json_agg(cv.user_id), '[]'::json) from character_viewers cv where cv.character_id = "characters"."id")`,
        });
      if (updated) return { status: 'updated', revision: updated.revision, viewerIds: updated.viewerIds };
      const [stored] = await db
        .select(selection)
        .from(characters)
        .where(and(eq(characters.id, id), eq(characters.ownerId, ownerId)))
        .limit(1);
      return stored ? { status: 'conflict', stored: fromRow(stored) } : { status: 'not_found' };
    },

    /** The owner deletes; a viewer only removes the character from their own list. */
    async delete(id: string, userId: string): Promise<DeleteResult> {
      const deleted = await db
        .delete(characters)
        .where(and(eq(characters.id, id), eq(characters.ownerId, userId)))
        .returning({ id: characters.id });
      if (deleted.length > 0) return 'deleted';
      const unshared = await db
        .delete(characterViewers)
        .where(and(eq(characterViewers.characterId, id), eq(characterViewers.userId, userId)))
        .returning({ id: characterViewers.characterId });
      return unshared.length > 0 ? 'unshared' : 'not_found';
    },

    async addViewer(characterId: string, userId: string): Promise<void> {
      await db.insert(characterViewers).values({ characterId, userId }).onConflictDoNothing();
    },
  };
}
export type CharacterRepository = ReturnType<typeof createCharacterRepository>;
