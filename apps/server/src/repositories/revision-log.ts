import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Patch, PatchPath } from '@vitae/core/patch';
import { characterRevisions } from '../db/schema.ts';
import type { Database } from '../db/client.ts';
import type { Transaction } from './character-rows.ts';

/** The revision log: the patch (or only the paths) of each kept revision of a character, to merge and catch up from. */

export interface LoggedRevision {
  revision: number;
  paths: PatchPath[];
  patch: Patch | null;
}

/** The logged revisions after `base` up to `upTo` (the row's revision as read: later saves are not part of it). */
export async function revisionsSince(tx: Transaction | Database, id: string, base: number, upTo: number): Promise<LoggedRevision[]> {
  const rows = await tx
    .select({ revision: characterRevisions.revision, paths: characterRevisions.paths, patch: characterRevisions.patch })
    .from(characterRevisions)
    .where(and(eq(characterRevisions.characterId, id), gt(characterRevisions.revision, base), lte(characterRevisions.revision, upTo)))
    .orderBy(asc(characterRevisions.revision));
  return rows.map((row) => ({ revision: row.revision, paths: row.paths as PatchPath[], patch: row.patch as Patch | null }));
}

/** The log covers every revision after `base` up to `current` (none was pruned or written before the log existed). */
export function complete(log: LoggedRevision[], base: number, current: number): boolean {
  return log.length === current - base && (log.length === 0 || log[0]!.revision === base + 1);
}
