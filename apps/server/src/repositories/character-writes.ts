import { and, asc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import { characterSchemaVersion, safeParseCharacter, type Character } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { applyPatch, characterPatch, composePatches, conflictingOperations, PatchError, serverOwnedOperation, type Patch, type PatchOperation, type PatchPath } from '@vitae/core/patch';
import { currentData } from '../characters/stored.ts';
import type { Database } from '../db/client.ts';
import { characterRevisions, characters, characterViewers, users } from '../db/schema.ts';
import { createGroupCommit } from './group-commit.ts';
import { createSheetCache, type SheetCache } from './sheet-cache.ts';

/** Revisions whose patches are kept per character; a base older than that is merged by the client. */
export const keptRevisions = 200;
/** Patches larger than this (as JSON) keep only their paths: enough to detect conflicts, not to replay. */
export const maxKeptPatchBytes = 64 * 1024;
/** Largest value of the `revision` column (PostgreSQL integer). */
const maxRevision = 2_147_483_647;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What the JSONB column holds: the sheet without the fields the row itself owns. */
export function toStoredData(character: Character): Record<string, unknown> {
  const { id: _id, revision: _revision, justViewing: _justViewing, viewers: _viewers, ...data } = character;
  return data;
}

export interface Saved {
  status: 'updated';
  revision: number;
  /** What really changed (after validation), as stored in the revision log and sent to the other devices. */
  patch: PatchOperation[];
  character: StoredCharacter;
  viewerIds: string[];
}

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

/** How large a saved character may become (see `quotas.room`). */
export interface SaveRoom {
  perCharacter: number;
  account: number;
}

/** The room of a save, given what the owner's other characters take (read only when the save makes its character larger). */
export type SaveRoomFor = (otherCharactersBytes: number) => SaveRoom;

interface LockedRow {
  ownerId: string;
  revision: number;
  /** The row's `updated_at` as the database prints it: with the revision, the version of the sheet (see `sheet-cache.ts`). */
  at: string;
  data: Record<string, unknown>;
  /** Who views the character (read with the lock: a save tells them). */
  viewerIds: string[];
}

/**
 * The row with its viewers: locked for the rest of the transaction (`lock`), or read as it is now.
 * The sheet itself comes from `sheets` when this server wrote the row's current version.
 */
async function readRow(tx: Transaction | Database, id: string, lock: boolean, sheets: SheetCache | undefined): Promise<LockedRow | undefined> {
  const known = sheets?.version(id);
  const query = tx
    .select({
      ownerId: characters.ownerId,
      revision: characters.revision,
      at: sql<string>`${characters.updatedAt}::text`,
      data: known ? sql<unknown>`case when ${characters.revision} = ${known.revision} and ${characters.updatedAt} = ${known.at}::timestamptz then null else ${characters.data} end` : characters.data,
      viewerIds: sql<string[]>`array(select ${characterViewers.userId}::text from ${characterViewers} where ${characterViewers.characterId} = ${characters.id})`,
    })
    .from(characters)
    .where(eq(characters.id, id));
  const [row] = await (lock ? query.for('update', { of: characters }) : query).limit(1);
  if (!row) return undefined;
  const data = row.data ?? sheets?.read(id, row);
  // Another save of this character replaced the kept sheet in between: read the row's own.
  if (data === undefined || data === null) return readRow(tx, id, lock, undefined);
  return { ownerId: row.ownerId, revision: row.revision, at: row.at, data: currentData(data), viewerIds: row.viewerIds };
}

/** What the owner's other characters take (stored bytes), for a save that makes its character larger. */
async function otherCharactersBytes(tx: Transaction | Database, id: string, ownerId: string): Promise<number> {
  const [row] = await tx
    .select({ bytes: sql<string>`coalesce(sum(${characters.dataBytes}), 0)::text` })
    .from(characters)
    .where(and(eq(characters.ownerId, ownerId), ne(characters.id, id)));
  return Number(row?.bytes ?? 0);
}

/** Not the owner: a viewer is refused (403), anyone else learns nothing (404). */
function refusal(userId: string, row: LockedRow | undefined): { status: 'not_found' } | { status: 'forbidden' } | undefined {
  if (row && row.ownerId === userId) return undefined;
  return row?.viewerIds.includes(userId) ? { status: 'forbidden' } : { status: 'not_found' };
}

/** The stored character as the owner sees it (with its viewers), for a 409 answer. */
async function stored(tx: Transaction | Database, id: string, row: LockedRow): Promise<StoredCharacter> {
  const viewers = await tx
    .select({ id: users.id, alias: users.alias })
    .from(characterViewers)
    .innerJoin(users, eq(users.id, characterViewers.userId))
    .where(eq(characterViewers.characterId, id))
    .orderBy(asc(users.alias));
  return { ...row.data, id, revision: row.revision, viewers } as unknown as StoredCharacter;
}

/**
 * Writes the next revision on top of the one `row` was read at: the row, the revision log entry
 * (pruned to the newest `keptRevisions`), all in one statement. `undefined` when someone saved in
 * between (the row's revision moved on): then nothing was written.
 */
async function writeRevision(tx: Transaction | Database, id: string, row: LockedRow, next: Character, patch: PatchOperation[], now: Date, sheets: SheetCache | undefined): Promise<Saved | undefined> {
  const revision = row.revision + 1;
  const data = toStoredData(next);
  const dataJson = JSON.stringify(data);
  const json = JSON.stringify(patch);
  const at = now.toISOString();
  // One statement: on the embedded database every statement is a round trip to its thread, and a
  // statement is atomic on its own, so a save needs no BEGIN/COMMIT around it.
  const result = (await tx.execute(sql`
    with updated as (
      update ${characters}
      set name = ${next.name}, directory = ${next.directory ?? null}, data = ${dataJson}::jsonb, revision = ${revision}, updated_at = ${at}::timestamptz
      where ${characters.id} = ${id} and ${characters.revision} = ${row.revision}
      returning ${characters.id}, ${characters.updatedAt}::text as at
    ), logged as (
      insert into ${characterRevisions} (character_id, revision, paths, patch, created_at)
      select id, ${revision}, ${JSON.stringify(patch.map((operation) => operation.path))}::jsonb, ${json.length <= maxKeptPatchBytes ? json : null}::jsonb, ${at}::timestamptz
      from updated
    ), pruned as (
      delete from ${characterRevisions}
      where ${characterRevisions.characterId} = ${id} and ${characterRevisions.revision} <= ${revision - keptRevisions} and exists (select 1 from updated)
    )
    select count(*)::int as written, max(at) as at from updated`)) as unknown as { rows: Array<{ written: number; at: string }> };
  if (result.rows[0]?.written !== 1) return undefined;
  sheets?.remember(id, { revision, at: result.rows[0].at }, dataJson);
  return {
    status: 'updated',
    revision,
    patch,
    character: { ...data, id, revision, viewers: [] } as unknown as StoredCharacter,
    viewerIds: row.viewerIds,
  };
}

export interface TooLarge {
  status: 'too_large';
  code: 'character_too_large' | 'storage_full';
  bytes: number;
  limit: number;
}

/**
 * Whether the stored sheet `data` would not fit: larger than a character may be, or, when it makes
 * the character larger, than what the account has left. A save that does not make its character
 * larger cannot fill the account (nor is it refused when the account is already full), so only a
 * growing one reads what the owner's other characters take.
 */
async function exceedsRoom(reader: Transaction | Database, id: string, current: LockedRow, data: Record<string, unknown>, roomFor: SaveRoomFor): Promise<TooLarge | undefined> {
  const bytes = Buffer.byteLength(JSON.stringify(data));
  const { perCharacter } = roomFor(0);
  if (bytes > perCharacter) return { status: 'too_large', code: 'character_too_large', bytes, limit: perCharacter };
  if (bytes <= Buffer.byteLength(JSON.stringify(current.data))) return undefined;
  const { account } = roomFor(await otherCharactersBytes(reader, id, current.ownerId));
  return bytes > account ? { status: 'too_large', code: 'storage_full', bytes, limit: account } : undefined;
}

/** What a save decided after reading the row: an answer as it is, or a revision to write. */
type Decision<R> = { answer: R } | { write: { next: Character; patch: PatchOperation[]; done: (saved: Saved) => R } };

/** Optimistic tries before a save takes the row lock (only when the same character is saved over and over at once). */
const optimisticTries = 3;

interface LoggedRevision {
  revision: number;
  paths: PatchPath[];
  patch: Patch | null;
}

/** The logged revisions after `base` up to `upTo` (the row's revision as read: later saves are not part of it). */
async function revisionsSince(tx: Transaction | Database, id: string, base: number, upTo: number): Promise<LoggedRevision[]> {
  const rows = await tx
    .select({ revision: characterRevisions.revision, paths: characterRevisions.paths, patch: characterRevisions.patch })
    .from(characterRevisions)
    .where(and(eq(characterRevisions.characterId, id), gt(characterRevisions.revision, base), lte(characterRevisions.revision, upTo)))
    .orderBy(asc(characterRevisions.revision));
  return rows.map((row) => ({ revision: row.revision, paths: row.paths as PatchPath[], patch: row.patch as Patch | null }));
}

/** The log covers every revision after `base` up to `current` (none was pruned or written before the log existed). */
function complete(log: LoggedRevision[], base: number, current: number): boolean {
  return log.length === current - base && (log.length === 0 || log[0]!.revision === base + 1);
}

/** `groupCommit`: saves that arrive together share one transaction (see `group-commit.ts`). */
export function createCharacterWriteRepository(db: Database, options: { groupCommit: boolean } = { groupCommit: false }) {
  const writes = createGroupCommit(db, { enabled: options.groupCommit });
  const sheets = createSheetCache();

  /**
   * Reads the row without a lock, lets `decide` work out the answer or the revision to write, and
   * writes only if nobody saved in between (else it reads again): two statements, no transaction.
   * A character saved over and over at once falls back to the row lock, so every save ends.
   */
  async function save<R>(id: string, now: Date, decide: (reader: Transaction | Database, row: LockedRow | undefined) => Promise<Decision<R>>): Promise<R> {
    /** One read-decide-write; `undefined` when the write missed (someone saved in between). */
    const attempt = async (reader: Transaction | Database, lock: boolean): Promise<{ result: R } | undefined> => {
      // Inside a transaction the write may still be rolled back (group commit): nothing is kept from it.
      const kept = lock ? undefined : sheets;
      if (lock) sheets.forget(id);
      const row = await readRow(reader, id, lock, kept);
      const decision = await decide(reader, row);
      if ('answer' in decision) return { result: decision.answer };
      const saved = await writeRevision(reader, id, row!, decision.write.next, decision.write.patch, now, kept);
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
        const tooLarge = roomFor && (await exceedsRoom(reader, id, row!, data, roomFor));
        if (tooLarge) return { answer: tooLarge };
        return { write: { next: character, patch, done: (saved) => saved } };
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
        const tooLarge = roomFor && (await exceedsRoom(reader, id, current, data, roomFor));
        if (tooLarge) return { answer: tooLarge };
        return { write: { next: parsed.character, patch: effective, done: (saved) => (merged ? { ...saved, merged } : saved) } };
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
