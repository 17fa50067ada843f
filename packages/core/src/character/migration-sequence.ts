/**
 * A named sequence of shape migrations (tldraw-style): the shared base has one, and every game
 * line keeps its own under `lines/<line>/migrations.ts`, so a change to one line's section never
 * edits a shared list. A character records where it stands in each: `schemaVersion` for the base,
 * `lineSchemaVersion` for its line's sequence. No zod here: the browser loads this early.
 */

export type RawCharacter = Record<string, unknown>;

/** One step from version n − 1 to n of its sequence. Steps run in order and never skip. */
export interface MigrationStep {
  readonly toVersion: number;
  readonly name: string;
  readonly up: (raw: RawCharacter) => RawCharacter;
}

/** A sequence's steps and its current version (the last step's `toVersion`; 0 while it has none). */
export interface MigrationSequence {
  readonly name: string;
  readonly version: number;
  readonly steps: readonly MigrationStep[];
}

export class CharacterMigrationError extends Error {}

/** Thrown for a character saved by a newer Vitae: it must not be read (and then saved) by this one. */
export class CharacterTooNewError extends CharacterMigrationError {
  constructor(
    readonly schemaVersion: number,
    readonly field: string = 'schemaVersion',
    known?: number,
  ) {
    super(`the character was saved by a newer Vitae (${field} ${schemaVersion}${known === undefined ? '' : `, this one knows ${known}`})`);
    this.name = 'CharacterTooNewError';
  }
}

/**
 * Builds a sequence, refusing steps that are not numbered 1, 2, 3, … in order: a gap or a
 * repeat would let stored data skip a step or run one twice, so it fails at load, not in the field.
 */
export function migrationSequence(name: string, steps: readonly MigrationStep[]): MigrationSequence {
  steps.forEach((step, index) => {
    if (step.toVersion !== index + 1) throw new Error(`migrations "${name}": step "${step.name}" must go to version ${index + 1}, not ${step.toVersion}`);
  });
  return { name, version: steps.length, steps };
}

/**
 * The version a character records in `field`: a missing one counts as 0 (data written before the
 * sequence existed); anything but a whole number ≥ 0 is `undefined`.
 */
export function recordedVersion(raw: RawCharacter, field: string): number | undefined {
  const value = raw[field] === undefined ? 0 : raw[field];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/**
 * Runs the steps of `sequence` above the version `raw` records in `field`, writing each step's
 * version into `field`; the names of the steps run are appended to `applied`. A version this
 * build does not know yet throws `CharacterTooNewError`.
 */
export function runSequence(sequence: MigrationSequence, raw: RawCharacter, field: string, applied: string[]): RawCharacter {
  const from = recordedVersion(raw, field);
  if (from === undefined) throw new CharacterMigrationError(`${field} must be a whole number`);
  if (from > sequence.version) throw new CharacterTooNewError(from, field, sequence.version);
  let value = raw;
  for (const step of sequence.steps) {
    if (step.toVersion <= from) continue;
    value = { ...step.up(value), [field]: step.toVersion };
    applied.push(step.name);
  }
  return value;
}
