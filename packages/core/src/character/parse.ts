import { CharacterTooNewError, migrateCharacter, type LineMigrations } from './migrations.ts';
import { characterSchema, type Character } from './schema.ts';
import { dropUnknownKeys } from './unknown-keys.ts';

type RawCharacter = Record<string, unknown>;

/**
 * Migrates an older character and, when a step ran, drops what the typed shape no longer knows
 * (copied content fields of older versions, say); a current character is returned as it is.
 * `dropped` lists the removed keys as dotted paths, for the log. `lines` is replaceable for tests.
 */
export function upgradeCharacter(raw: unknown, lines?: LineMigrations): { value: RawCharacter; applied: string[]; dropped: string[] } {
  const { value, applied } = migrateCharacter(raw, lines);
  if (applied.length === 0) return { value, applied, dropped: [] };
  const cleaned = dropUnknownKeys(value, characterSchema);
  return { value: cleaned.value, applied, dropped: cleaned.dropped };
}

/** Migrates, then validates: the one way unknown data becomes a `Character`. */
export function parseCharacter(raw: unknown): Character {
  return characterSchema.parse(upgradeCharacter(raw).value);
}

/** Like `parseCharacter`, without throwing: the character or the first problem with its path. */
export function safeParseCharacter(raw: unknown): { ok: true; character: Character } | { ok: false; tooNew: boolean; path: string; message: string } {
  try {
    const parsed = characterSchema.safeParse(upgradeCharacter(raw).value);
    if (parsed.success) return { ok: true, character: parsed.data };
    const issue = parsed.error.issues[0]!;
    return { ok: false, tooNew: false, path: issue.path.join('.') || '(root)', message: issue.message };
  } catch (error) {
    return { ok: false, tooNew: error instanceof CharacterTooNewError, path: 'schemaVersion', message: error instanceof Error ? error.message : String(error) };
  }
}
