import { characterSchemaVersion, listFactsOf, type Character } from '@vitae/core';
import type { CharacterListRow } from '../repositories/character-stream.ts';
import { currentData } from './stored.ts';

/** Characters of the avatar URL's version: short, since it only has to tell one avatar of a character from its next. */
const versionLength = 16;

/** The avatar's own URL for the light list, versioned by its hash (so a new avatar is a new URL); `null` without one. */
export function avatarUrl(id: string, hash: string | null): string | null {
  return hash ? `/api/characters/${id}/avatar?v=${hash.slice(0, versionLength)}` : null;
}

/** Whether `v` of an avatar URL names the stored avatar of this hash. */
export function isCurrentAvatarVersion(v: string | undefined, hash: string): boolean {
  return v !== undefined && v.length === versionLength && hash.startsWith(v);
}

/** One light-list entry as JSON text: the row fields, the facts of the character's own line and the avatar URL. */
export function listEntryJson(row: CharacterListRow, justViewing?: true): string {
  // Rows stored in an older shape are migrated whole first, so the facts have today's names.
  const source = row.olderData ? currentData(JSON.parse(row.olderData)) : (JSON.parse(row.facts) as Record<string, unknown>);
  const facts = listFactsOf(source as Pick<Character, 'gameLine' | 'name'> & Record<string, unknown>);
  return JSON.stringify({
    id: row.id,
    revision: row.revision,
    schemaVersion: row.olderData ? characterSchemaVersion : row.schemaVersion,
    updatedAt: new Date(row.updatedAt).toISOString(),
    avatarUrl: avatarUrl(row.id, row.avatarHash),
    viewers: JSON.parse(row.viewers) as unknown,
    ...(justViewing ? { justViewing } : {}),
    ...facts,
  });
}
