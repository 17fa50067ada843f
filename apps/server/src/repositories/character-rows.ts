import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Character } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import type { PatchOperation } from '@vitae/core/patch';
import { currentData } from '../characters/stored.ts';
import { listEntryOf, sheetBytes } from '../characters/stored-sheet.ts';
import type { Database } from '../db/client.ts';
import { characterRevisions, characters, characterViewers, users } from '../db/schema.ts';
import type { SheetCache } from './sheet-cache.ts';

/**
 * One character's row as a save sees it: read (from the sheet cache when it can), checked against
 * who asks and the account's room, and written as the next revision with its log entry.
 */

/** Revisions whose patches are kept per character at least; a base older than that is merged by the client. */
export const keptRevisions = 200;
/**
 * The log is pruned every this many revisions, not on every save (the delete was an eighth of a
 * save's statement): a character's log holds `keptRevisions` to `keptRevisions + pruneEvery - 1`
 * revisions.
 */
export const pruneEvery = 20;
/** Patches larger than this (as JSON) keep only their paths: enough to detect conflicts, not to replay. */
export const maxKeptPatchBytes = 64 * 1024;
/** Largest value of the `revision` column (PostgreSQL integer). */
export const maxRevision = 2_147_483_647;

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What the JSONB column holds: the sheet without the fields the row itself owns. */
export function toStoredData(character: Character): Record<string, unknown> {
  const { id: _id, revision: _revision, justViewing: _justViewing, viewers: _viewers, ...data } = character;
  return data;
}

/** A sheet as a save writes it: the JSONB's data, its JSON text and size, made once per save. */
export interface SheetToWrite {
  data: Record<string, unknown>;
  json: string;
  /** UTF-8 bytes of `json`, as `data_bytes` and the room of a save count it. */
  bytes: number;
}

/** A sheet to save (see `toStoredData`), turned into JSON once for its size, the row and the sheet cache. */
export function sheetToWrite(data: Record<string, unknown>): SheetToWrite {
  const json = JSON.stringify(data);
  return { data, json, bytes: Buffer.byteLength(json) };
}

export interface Saved {
  status: 'updated';
  revision: number;
  /** What really changed (after validation), as stored in the revision log and sent to the other devices. */
  patch: PatchOperation[];
  character: StoredCharacter;
  viewerIds: string[];
}

/** How large a saved character may become (see `quotas.room`). */
export interface SaveRoom {
  perCharacter: number;
  account: number;
}

/** The room of a save, given what the owner's other characters take (read only when the save makes its character larger). */
export type SaveRoomFor = (otherCharactersBytes: number) => SaveRoom;

export interface LockedRow {
  ownerId: string;
  revision: number;
  /** The row's `updated_at` as the database prints it: with the revision, the version of the sheet (see `sheet-cache.ts`). */
  at: string;
  data: Record<string, unknown>;
  /** The stored size of the sheet (the `data_bytes` column): a save compares its own with it. */
  bytes: number;
  /** Who views the character (read with the lock: a save tells them). */
  viewerIds: string[];
}

/**
 * The row with its viewers: locked for the rest of the transaction (`lock`), or read as it is now.
 * The sheet itself comes from `sheets` when this server wrote the row's current version.
 */
export async function readRow(tx: Transaction | Database, id: string, lock: boolean, sheets: SheetCache | undefined): Promise<LockedRow | undefined> {
  const known = sheets?.version(id);
  const query = tx
    .select({
      ownerId: characters.ownerId,
      revision: characters.revision,
      bytes: characters.dataBytes,
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
  return { ownerId: row.ownerId, revision: row.revision, at: row.at, ...currentSheet(data, row.bytes), viewerIds: row.viewerIds };
}

/**
 * A stored sheet in the current shape with its size: the stored size, unless the sheet was
 * migrated here (a row older than this Vitae whose start-up migration failed): then as migrated.
 */
function currentSheet(stored: unknown, storedBytes: number): { data: Record<string, unknown>; bytes: number } {
  const data = currentData(stored);
  return { data, bytes: data === stored ? storedBytes : sheetBytes(data) };
}

/**
 * The row as this server last wrote it, from the sheet cache, without asking the database. It may
 * be out of date: a save worked out on it is written only if the row is still at that version
 * (`writeRevision` checks revision, `updated_at` and owner), and its viewers are not known here
 * (the write reads them).
 */
export function cachedRow(sheets: SheetCache, id: string): LockedRow | undefined {
  const latest = sheets.latest(id);
  return latest && { ownerId: latest.ownerId, revision: latest.revision, at: latest.at, ...currentSheet(latest.data, latest.bytes), viewerIds: [] };
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
export function refusal(userId: string, row: LockedRow | undefined): { status: 'not_found' } | { status: 'forbidden' } | undefined {
  if (row && row.ownerId === userId) return undefined;
  return row?.viewerIds.includes(userId) ? { status: 'forbidden' } : { status: 'not_found' };
}

/** The stored character as the owner sees it (with its viewers), for a 409 answer. */
export async function stored(tx: Transaction | Database, id: string, row: LockedRow): Promise<StoredCharacter> {
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
 * (pruned to the newest `keptRevisions` every `pruneEvery` revisions), all in one statement that
 * also reads who views the character. `undefined` when the row is not at that version any more
 * (someone saved in between, or the character changed hands): then nothing was written.
 */
export async function writeRevision(tx: Transaction | Database, write: RevisionWrite, sheets: SheetCache | undefined): Promise<Saved | undefined> {
  const { id, row, revision, at } = write;
  // One statement: on the embedded database every statement is a round trip to its thread, and a
  // statement is atomic on its own, so a save needs no BEGIN/COMMIT around it.
  const result = (await tx.execute(sql`
    with updated as (
      update ${characters}
      set name = ${write.name}, directory = ${write.directory}, data = ${write.dataJson}::jsonb, data_bytes = ${write.bytes}, list_entry = ${write.listEntry}::jsonb, revision = ${revision}, updated_at = ${at}::timestamptz
      where ${characters.id} = ${id} and ${characters.revision} = ${row.revision} and ${characters.updatedAt} = ${row.at}::timestamptz and ${characters.ownerId} = ${row.ownerId}
      returning ${characters.id}, ${characters.updatedAt}::text as at,
        array(select ${characterViewers.userId}::text from ${characterViewers} where ${characterViewers.characterId} = ${characters.id}) as viewer_ids
    ), logged as (
      insert into ${characterRevisions} (character_id, revision, paths, patch, created_at)
      select id, ${revision}, ${write.paths}::jsonb, ${write.patchJson}::jsonb, ${at}::timestamptz
      from updated
    )${
      prunes(revision)
        ? sql`, pruned as (
      delete from ${characterRevisions}
      where ${characterRevisions.characterId} = ${id} and ${characterRevisions.revision} <= ${revision - keptRevisions} and exists (select 1 from updated)
    )`
        : sql``
    }
    select at, viewer_ids from updated`)) as unknown as { rows: Array<{ at: string; viewer_ids: string[] }> };
  const written = result.rows[0];
  return written && savedRevision(write, written, sheets);
}

/** Whether writing `revision` also prunes the character's log. */
export const prunes = (revision: number): boolean => revision % pruneEvery === 0;

/** A revision to write, as the statement's values (one save's, or one row of a batch). */
export interface RevisionWrite {
  id: string;
  row: LockedRow;
  /** The stored sheet, for the answer. */
  data: Record<string, unknown>;
  name: string;
  directory: string | null;
  dataJson: string;
  bytes: number;
  listEntry: string;
  revision: number;
  /** `updated_at` of the new revision (ISO). */
  at: string;
  /** The patch's paths (JSON), kept always. */
  paths: string;
  /** The patch (JSON), unless larger than `maxKeptPatchBytes`. */
  patchJson: string | null;
  patch: PatchOperation[];
}

export function revisionWrite(id: string, row: LockedRow, next: Character, sheet: SheetToWrite, patch: PatchOperation[], now: Date): RevisionWrite {
  const json = JSON.stringify(patch);
  return {
    id,
    row,
    data: sheet.data,
    name: next.name,
    directory: next.directory ?? null,
    dataJson: sheet.json,
    bytes: sheet.bytes,
    listEntry: JSON.stringify(listEntryOf(sheet.data)),
    revision: row.revision + 1,
    at: now.toISOString(),
    paths: JSON.stringify(patch.map((operation) => operation.path)),
    patchJson: json.length <= maxKeptPatchBytes ? json : null,
    patch,
  };
}

/** The answer to a written revision; the sheet is kept for the next save. */
export function savedRevision(write: RevisionWrite, written: { at: string; viewer_ids: string[] }, sheets: SheetCache | undefined): Saved {
  const { id, revision } = write;
  sheets?.remember(id, { revision, at: written.at, ownerId: write.row.ownerId }, write.dataJson, write.bytes);
  return {
    status: 'updated',
    revision,
    patch: write.patch,
    character: { ...write.data, id, revision, viewers: [] } as unknown as StoredCharacter,
    viewerIds: written.viewer_ids,
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
export async function exceedsRoom(reader: Transaction | Database, id: string, current: LockedRow, sheet: SheetToWrite, roomFor: SaveRoomFor): Promise<TooLarge | undefined> {
  const { bytes } = sheet;
  const { perCharacter } = roomFor(0);
  if (bytes > perCharacter) return { status: 'too_large', code: 'character_too_large', bytes, limit: perCharacter };
  if (bytes <= current.bytes) return undefined;
  const { account } = roomFor(await otherCharactersBytes(reader, id, current.ownerId));
  return bytes > account ? { status: 'too_large', code: 'storage_full', bytes, limit: account } : undefined;
}
