import { eq, sql } from 'drizzle-orm';
import { characterSchemaVersion, safeParseCharacter, type Character } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { applyPatch, characterPatch, composePatches, conflictingOperations, PatchError, serverOwnedOperation, type Patch, type PatchOperation, type PatchPath } from '@vitae/core/patch';
import type { Database } from '../db/client.ts';
import { characterRevisions } from '../db/schema.ts';
import { cachedRow, exceedsRoom, maxRevision, readRow, refusal, revisionWrite, sheetToWrite, stored, toStoredData, writeRevision, type LockedRow, type Saved, type SaveRoomFor, type SheetToWrite, type TooLarge, type Transaction } from './character-rows.ts';
import { createGroupCommit } from './group-commit.ts';
import { createRevisionBatch } from './revision-batch.ts';
import { complete, revisionsSince } from './revision-log.ts';
import { createSheetCache } from './sheet-cache.ts';

export { keptRevisions, maxKeptPatchBytes, pruneEvery, toStoredData, type Saved, type SaveRoom, type SaveRoomFor, type TooLarge } from './character-rows.ts';

export type PutResult = Saved | { status: 'unchanged'; revision: number } | { status: 'conflict'; stored: StoredCharacter } | TooLarge | { status: 'not_found' } | { status: 'forbidden' };

export type PatchResult =
  | (Saved & { merged?: PatchOperation[] })
  | { status: 'unchanged'; revision: number; merged?: PatchOperation[] }
  | { status: 'conflict'; stored: StoredCharacter; conflicts: PatchPath[] }
  | { status: 'base_too_old'; stored: StoredCharacter }
  | { status: 'invalid'; message: string }
  | { status: 'schema_too_new' }
  | TooLarge
  | { status: 'not_found' }
  | { status: 'forbidden' };

/** What a save decided after reading the row: an answer as it is, or a revision to write. */
type Decision<R> = { answer: R } | { write: { next: Character; sheet: SheetToWrite; patch: PatchOperation[]; done: (saved: Saved) => R } };

/** Optimistic tries before a save takes the row lock (only when the same character is saved over and over at once). */
const optimisticTries = 3;

/**
 * `groupCommit`: saves that take the row lock and arrive together share one transaction (see
 * `group-commit.ts`); `batchSaves`: revisions of different characters that arrive together are
 * written in one statement (see `revision-batch.ts`).
 */
export function createCharacterWriteRepository(db: Database, options: { groupCommit: boolean; batchSaves: boolean } = { groupCommit: false, batchSaves: false }) {
  const writes = createGroupCommit(db, { enabled: options.groupCommit });
  const revisions = createRevisionBatch(db, { enabled: options.batchSaves });
  const sheets = createSheetCache();

  /**
   * A save of a character this server wrote last is worked out on the kept sheet and written in one
   * statement, if the row is still at the kept version. Only a write is taken from it: any other
   * answer (a refusal, a conflict, nothing changed) and a missed write go the way below, from the
   * row as it is now.
   *
   * That way reads the row without a lock, lets `decide` work out the answer or the revision to
   * write, and writes only if nobody saved in between (else it reads again): two statements, no
   * transaction. A character saved over and over at once falls back to the row lock, so every save ends.
   */
  async function save<R>(id: string, now: Date, decide: (reader: Transaction | Database, row: LockedRow | undefined) => Promise<Decision<R>>): Promise<R> {
    const kept = cachedRow(sheets, id);
    if (kept) {
      const decision = await decide(db, kept);
      if ('write' in decision) {
        const saved = await revisions.write(revisionWrite(id, kept, decision.write.next, decision.write.sheet, decision.write.patch, now), sheets);
        if (saved) return decision.write.done(saved);
      }
    }
    /** One read-decide-write; `undefined` when the write missed (someone saved in between). */
    const attempt = async (reader: Transaction | Database, lock: boolean): Promise<{ result: R } | undefined> => {
      // Inside a transaction the write may still be rolled back (group commit): nothing is kept from it.
      const kept = lock ? undefined : sheets;
      if (lock) sheets.forget(id);
      const row = await readRow(reader, id, lock, kept);
      const decision = await decide(reader, row);
      if ('answer' in decision) return { result: decision.answer };
      const write = revisionWrite(id, row!, decision.write.next, decision.write.sheet, decision.write.patch, now);
      // Inside a transaction the row is locked: written there, not batched.
      const saved = lock ? await writeRevision(reader, write, kept) : await revisions.write(write, kept);
      return saved ? { result: decision.write.done(saved) } : undefined;
    };
    for (let tries = 0; tries < optimisticTries; tries += 1) {
      const done = await attempt(db, false);
      if (done) return done.result;
    }
    // The row is locked: the write cannot miss.
    return writes.transaction(async (tx) => (await attempt(tx, true))!.result);
  }

  return {
    /**
     * A whole-character write (`PUT`, imports, older clients): only on top of the latest revision.
     * The change is still logged as a patch, so later patches based on older revisions merge right.
     */
    async put(id: string, userId: string, character: Character, now: Date, roomFor?: SaveRoomFor): Promise<PutResult> {
      return save<PutResult>(id, now, async (reader, row) => {
        const refused = refusal(userId, row);
        if (refused) return { answer: refused };
        // A revision past the column's range can match nothing (and must not become a 500).
        if (character.revision > maxRevision || character.revision !== row!.revision) return { answer: { status: 'conflict', stored: await stored(reader, id, row!) } };
        const data = toStoredData(character);
        const patch = characterPatch(row!.data, data);
        if (patch.length === 0) return { answer: { status: 'unchanged', revision: row!.revision } };
        const sheet = sheetToWrite(data);
        const tooLarge = roomFor && (await exceedsRoom(reader, id, row!, sheet, roomFor));
        if (tooLarge) return { answer: tooLarge };
        return { write: { next: character, sheet, patch, done: (saved) => saved } };
      });
    },

    /**
     * Applies a patch made against `baseRevision`. When others saved since, it is merged if none
     * of its paths changed since the base (to another value); otherwise nothing is stored and the
     * conflicting paths come back. The result is validated with the line's schema before it is stored.
     */
    async patch(id: string, userId: string, baseRevision: number, patch: Patch, now: Date, roomFor?: SaveRoomFor): Promise<PatchResult> {
      const owned = serverOwnedOperation(patch);
      if (owned) return { status: 'invalid', message: `the patch may not change "${String(owned.path[0] ?? '')}": the server keeps it` };
      const version = patch.find((operation) => operation.path.length === 1 && operation.path[0] === 'schemaVersion')?.value;
      if (typeof version === 'number' && version > characterSchemaVersion) return { status: 'schema_too_new' };
      return save<PatchResult>(id, now, async (reader, row) => {
        const refused = refusal(userId, row);
        if (refused) return { answer: refused };
        const current = row!;
        if (baseRevision > current.revision) return { answer: { status: 'base_too_old', stored: await stored(reader, id, current) } };
        let merged: PatchOperation[] | undefined;
        if (baseRevision < current.revision) {
          const log = await revisionsSince(reader, id, baseRevision, current.revision);
          if (!complete(log, baseRevision, current.revision) || log.some((entry) => entry.patch === null)) {
            // Paths alone still tell whether anything collides; without the patches the client cannot catch up, so it merges itself.
            return { answer: { status: 'base_too_old', stored: await stored(reader, id, current) } };
          }
          merged = composePatches(log.map((entry) => entry.patch!));
          const conflicts = conflictingOperations(merged, patch, current.data);
          if (conflicts.length > 0) return { answer: { status: 'conflict', stored: await stored(reader, id, current), conflicts: conflicts.map((operation) => operation.path) } };
        }
        let next: unknown;
        try {
          next = applyPatch(current.data, patch);
        } catch (error) {
          if (error instanceof PatchError) return { answer: { status: 'invalid', message: `the patch does not fit the character: ${error.message}` } };
          throw error;
        }
        const parsed = safeParseCharacter(next);
        if (!parsed.ok) return { answer: parsed.tooNew ? { status: 'schema_too_new' } : { status: 'invalid', message: `invalid character after the patch: ${parsed.path}: ${parsed.message}` } };
        const data = toStoredData(parsed.character);
        const effective = characterPatch(current.data, data);
        if (effective.length === 0) return { answer: { status: 'unchanged', revision: current.revision, ...(merged ? { merged } : {}) } };
        const sheet = sheetToWrite(data);
        const tooLarge = roomFor && (await exceedsRoom(reader, id, current, sheet, roomFor));
        if (tooLarge) return { answer: tooLarge };
        return { write: { next: parsed.character, sheet, patch: effective, done: (saved) => (merged ? { ...saved, merged } : saved) } };
      });
    },

    /**
     * What changed after `base` as one patch, or `undefined` when the log no longer covers it
     * (then the client needs the whole character).
     */
    async changesSince(id: string, base: number, current: number): Promise<PatchOperation[] | undefined> {
      if (base >= current) return undefined;
      const log = await revisionsSince(db, id, base, current);
      if (!complete(log, base, current) || log.some((entry) => entry.patch === null)) return undefined;
      return composePatches(log.map((entry) => entry.patch!));
    },

    /** How many revisions of a character the log holds (tests, pruning). */
    async loggedRevisions(id: string): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(characterRevisions).where(eq(characterRevisions.characterId, id));
      return row?.count ?? 0;
    },
  };
}
export type CharacterWriteRepository = ReturnType<typeof createCharacterWriteRepository>;
