/**
 * The stored JSON of the characters saved last, kept by this server so the next save of one needs
 * no read at all: it is worked out on the kept sheet and written only if the row is still at the
 * kept version (see `character-writes.ts`). Without that, a save reads only its row's revision
 * instead of its whole sheet (on the embedded database every sheet read is unpacked and copied
 * across threads; it was a quarter of a save's database time).
 *
 * An entry names the row version it holds: the revision and the row's `updated_at`, as the
 * database prints it. A save asks the database for the sheet only when the row is not at that
 * version any more (another server instance wrote it, the character was deleted and made anew),
 * so a stale entry is never used, only replaced. Entries are JSON text, not objects: whoever reads
 * one gets a fresh copy it may change.
 */
export interface SheetVersion {
  revision: number;
  /** `updated_at::text` of the row. */
  at: string;
}

/** A kept version with the owner it was written for (a save on the kept sheet checks both). */
export interface KeptVersion extends SheetVersion {
  ownerId: string;
}

interface Entry extends KeptVersion {
  json: string;
  /** UTF-8 bytes of `json` (the row's `data_bytes`). */
  bytes: number;
}

/** Sheets kept at most; the least recently saved go first. */
export const sheetCacheEntries = 128;
/** Larger sheets (those with big avatars) are not kept: a few of them would be most of the memory. */
export const sheetCacheMaxChars = 128 * 1024;

export function createSheetCache(entries = sheetCacheEntries, maxChars = sheetCacheMaxChars) {
  const kept = new Map<string, Entry>();
  return {
    /** The version kept for a character, to ask the database whether the row is still at it. */
    version(id: string): SheetVersion | undefined {
      const entry = kept.get(id);
      return entry && { revision: entry.revision, at: entry.at };
    },
    /** A fresh copy of the kept sheet when it is of this version. */
    read(id: string, version: SheetVersion): unknown {
      const entry = kept.get(id);
      if (!entry || entry.revision !== version.revision || entry.at !== version.at) return undefined;
      return JSON.parse(entry.json) as unknown;
    },
    /** The kept version with a fresh copy of its sheet, to work a save out before reading the row. */
    latest(id: string): (KeptVersion & { data: unknown; bytes: number }) | undefined {
      const entry = kept.get(id);
      return entry && { revision: entry.revision, at: entry.at, ownerId: entry.ownerId, data: JSON.parse(entry.json) as unknown, bytes: entry.bytes };
    },
    remember(id: string, version: KeptVersion, json: string, bytes = Buffer.byteLength(json)): void {
      kept.delete(id);
      if (json.length > maxChars) return;
      kept.set(id, { revision: version.revision, at: version.at, ownerId: version.ownerId, json, bytes });
      if (kept.size > entries) kept.delete(kept.keys().next().value!);
    },
    forget(id: string): void {
      kept.delete(id);
    },
  };
}
export type SheetCache = ReturnType<typeof createSheetCache>;
