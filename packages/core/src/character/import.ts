import { CharacterMigrationError, migrateCharacter } from './migrations.ts';
import { characterSchema, type Character } from './schema.ts';

export type ImportProblem =
  | { kind: 'not_json' }
  | { kind: 'not_a_character'; reason: string }
  | { kind: 'newer_version'; reason: string }
  | { kind: 'invalid'; path: string; reason: string };

export type ImportResult = { ok: true; character: Character } | { ok: false; problem: ImportProblem };

/** Keys at least one of which every character file has; anything else is not a character. */
const characterMarkers = ['categories', 'clan', 'generationEra', 'healthDamage', 'disciplines', 'humanity'];

/**
 * A character from an exported file: our own exports of any version or the original product's
 * files. The result has no id, folder or sharing flags (an import is a new character); a file
 * that is not a character says why, with the first problem's path.
 */
export function importCharacter(text: string): ImportResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, problem: { kind: 'not_json' } };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || !characterMarkers.some((key) => key in raw)) {
    return { ok: false, problem: { kind: 'not_a_character', reason: 'no character fields' } };
  }
  let migrated: Record<string, unknown>;
  try {
    migrated = migrateCharacter(raw).value;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problem: error instanceof CharacterMigrationError && /newer/.test(reason) ? { kind: 'newer_version', reason } : { kind: 'not_a_character', reason } };
  }
  const { id: _id, directory: _directory, justViewing: _justViewing, revision: _revision, viewers: _viewers, syncHash: _syncHash, ...fields } = migrated;
  const parsed = characterSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, problem: { kind: 'invalid', path: issue.path.join('.') || '(root)', reason: issue.message } };
  }
  return { ok: true, character: parsed.data };
}

/** The JSON an export writes: the whole character, current shape, without server-only fields. */
export function exportCharacter(character: Character): string {
  const { justViewing: _justViewing, viewers: _viewers, revision: _revision, ...rest } = character;
  return `${JSON.stringify(rest, null, 2)}\n`;
}
