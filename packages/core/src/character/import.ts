import { CharacterTooNewError, migrateCharacter } from './migrations.ts';
import { characterSchema, type Character } from './schema.ts';
import { dropUnknownKeys } from './unknown-keys.ts';

export type ImportProblem =
  | { kind: 'not_json' }
  | { kind: 'not_a_character'; reason: string }
  | { kind: 'newer_version'; reason: string }
  | { kind: 'invalid'; path: string; reason: string };

export type ImportResult = { ok: true; character: Character; dropped: string[] } | { ok: false; problem: ImportProblem };

/** Keys too common to tell a character from other JSON. */
const commonKeys = new Set(['id', 'name', 'description', 'notes', 'version', 'revision', 'directory']);
/** Keys of any line's character (the original product's files included, which carry the Vampire ones); one of them marks a character file. */
const characterMarkers = new Set(['schemaVersion', ...characterSchema.options.flatMap((member) => Object.keys(member.shape))].filter((key) => !commonKeys.has(key)));

/**
 * A character from an exported file: our own exports of any version or the original product's
 * files. The result has no id, folder or sharing flags (an import is a new character); fields a
 * foreign file carries that Vitae has no place for are left out and listed in `dropped`; a file
 * that is not a character says why, with the first problem's path.
 */
export function importCharacter(text: string): ImportResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, problem: { kind: 'not_json' } };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || !Object.keys(raw).some((key) => characterMarkers.has(key))) {
    return { ok: false, problem: { kind: 'not_a_character', reason: 'no character fields' } };
  }
  let migrated: Record<string, unknown>;
  try {
    migrated = migrateCharacter(raw).value;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problem: error instanceof CharacterTooNewError ? { kind: 'newer_version', reason } : { kind: 'not_a_character', reason } };
  }
  const { id: _id, directory: _directory, justViewing: _justViewing, revision: _revision, viewers: _viewers, syncHash: _syncHash, syncOut: _syncOut, ...fields } = migrated;
  const { value, dropped } = dropUnknownKeys(fields, characterSchema);
  const parsed = characterSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, problem: { kind: 'invalid', path: issue.path.join('.') || '(root)', reason: issue.message } };
  }
  return { ok: true, character: parsed.data, dropped };
}

/** The JSON an export writes: the whole character, current shape, without server-only fields. */
export function exportCharacter(character: Character): string {
  const { justViewing: _justViewing, viewers: _viewers, revision: _revision, ...rest } = character;
  return `${JSON.stringify(rest, null, 2)}\n`;
}
