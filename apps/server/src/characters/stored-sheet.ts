import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { allListFields, isOlderShape, type LineMigrations } from '@vitae/core';
import type { Database } from '../db/client.ts';
import { characters, listEntrySql } from '../db/schema.ts';

/** What the light list reads of a row (see `listEntrySql`, which computes the same in SQL). */
export interface ListEntry {
  facts: Record<string, unknown>;
  avatarHash: string | null;
  schemaVersion: number;
  /** The line's own shape version; entries written before it existed lack it (read as 0). */
  lineSchemaVersion?: number;
}

const storedVersion = (version: unknown): number => (typeof version === 'number' && version >= 0 && version <= 1_000_000 ? Math.floor(version) : 0);

/** The light list's part of a stored sheet, as `listEntrySql` has it. */
export function listEntryOf(data: Record<string, unknown>): ListEntry {
  const facts = Object.fromEntries(allListFields.map((field) => [field, data[field] ?? null]));
  const avatar = data['avatar'];
  return {
    facts,
    avatarHash: typeof avatar === 'string' && avatar !== '' ? createHash('md5').update(avatar, 'utf8').digest('hex') : null,
    schemaVersion: storedVersion(data['schemaVersion']),
    lineSchemaVersion: storedVersion(data['lineSchemaVersion']),
  };
}

/**
 * Whether the sheet behind a list entry is stored in an older shape (base or line version), so
 * the list reads it whole and migrates it before picking its facts; core's `isOlderShape` decides.
 */
export function entryIsOlder(entry: Pick<ListEntry, 'facts' | 'schemaVersion' | 'lineSchemaVersion'>, lines?: LineMigrations): boolean {
  return isOlderShape({ gameLine: entry.facts['gameLine'], schemaVersion: entry.schemaVersion, lineSchemaVersion: entry.lineSchemaVersion ?? 0 }, lines);
}

/** A stored sheet's size as the `data_bytes` column and the room of a save count it: UTF-8 bytes of its JSON. */
export function sheetBytes(data: Record<string, unknown>): number {
  return Buffer.byteLength(JSON.stringify(data));
}

/** A sheet as its row stores it: the JSONB, its size in bytes and its list entry, written together. */
export function storedSheet(data: Record<string, unknown>): { data: Record<string, unknown>; dataBytes: number; listEntry: ListEntry } {
  return { data, dataBytes: sheetBytes(data), listEntry: listEntryOf(data) };
}

/**
 * Fills the list entry of rows written before a list field was added (at start, after the
 * migrations): their entry lacks it until their next save otherwise. Returns how many it filled.
 */
export async function fillListEntries(db: Database): Promise<number> {
  // The fields are names from core's code, not input; quoted all the same.
  const fields = allListFields.map((field) => `'${field.replaceAll("'", "''")}'`).join(', ');
  const result = (await db.execute(sql`update ${characters} set list_entry = ${listEntrySql} where not ((list_entry -> 'facts') ?& array[${sql.raw(fields)}]::text[]) returning 1`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}
