import { describe, expect, it } from 'vitest';
import { lineRules } from '../lines/index.ts';
import { gameLines } from './keys.ts';
import { blankCharacter } from './blank.ts';
import { migrationSequence, type RawCharacter } from './migration-sequence.ts';
import { baseMigrations, CharacterMigrationError, CharacterTooNewError, isOlderShape, lineMigrations, migrateCharacter, type LineMigrations } from './migrations.ts';
import { characterSchema } from './schema.ts';
import { characterSchemaVersion } from './version.ts';

/** The registry with one made-up Werewolf step: what a line's first own migration looks like. */
const withW5Step: LineMigrations = {
  ...lineMigrations,
  w5: migrationSequence('w5', [
    {
      toVersion: 1,
      name: 'w5-test-rename-rage',
      // Records the base version it saw, to prove the base steps ran first.
      up: (raw) => ({ ...raw, notes: `base ${String(raw['schemaVersion'])}`, steps: ((raw['steps'] as number | undefined) ?? 0) + 1 }),
    },
  ]),
};

const stored = (line: 'v5' | 'w5', extra: RawCharacter = {}): RawCharacter => ({ ...blankCharacter(line, { name: 'Probe' }), ...extra });

describe('the migration sequences', () => {
  it('keeps the four base steps under their names, at the version stored data records', () => {
    expect(baseMigrations.version).toBe(characterSchemaVersion);
    expect(baseMigrations.steps.map((step) => step.name)).toEqual(['inventory-stacks-to-items', 'original-product-fields', 'one-section-per-game-line', 'avatar-image-data-url-only']);
  });

  it.each(gameLines)('%s: its registry entry exposes its own sequence, empty for now', (line) => {
    expect(lineRules[line].migrations).toBe(lineMigrations[line]);
    expect(lineRules[line].migrations).toMatchObject({ name: line, version: 0, steps: [] });
  });

  it.each([
    ['a gap', [2]],
    ['a repeat', [1, 1]],
    ['a wrong order', [2, 1]],
  ])('refuses a sequence with %s', (_, versions) => {
    expect(() => migrationSequence('x', versions.map((toVersion) => ({ toVersion, name: `to-${toVersion}`, up: (raw: RawCharacter) => raw })))).toThrow(/must go to version/);
  });
});

describe('migrateCharacter with a line step', () => {
  it.each([
    ['a Werewolf without a line version runs it', stored('w5'), ['w5-test-rename-rage'], 1],
    ['a Werewolf at line version 0 runs it', stored('w5', { lineSchemaVersion: 0 }), ['w5-test-rename-rage'], 1],
    ['a Werewolf already at line version 1 does not', stored('w5', { lineSchemaVersion: 1 }), [], 1],
    ['a Vampire never does', stored('v5'), [], undefined],
    ['a Vampire with a stray line version does not', stored('v5', { lineSchemaVersion: 0 }), [], 0],
  ])('%s', (_, raw, applied, lineVersion) => {
    const result = migrateCharacter(raw, withW5Step);
    expect(result.applied).toEqual(applied);
    expect(result.value['lineSchemaVersion']).toBe(lineVersion);
    expect(result.value['steps']).toBe(applied.length > 0 ? 1 : undefined);
  });

  it('runs the base steps first, then the line step, and each only once', () => {
    const old = stored('w5', { schemaVersion: 3, avatar: 'https://example.org/a.png' });
    const first = migrateCharacter(old, withW5Step);
    expect(first.applied).toEqual(['avatar-image-data-url-only', 'w5-test-rename-rage']);
    expect(first.value).toMatchObject({ schemaVersion: characterSchemaVersion, lineSchemaVersion: 1, notes: `base ${characterSchemaVersion}`, steps: 1, avatar: '' });
    // What the migration returns is current: running it again (the next read) changes nothing.
    expect(migrateCharacter(first.value, withW5Step)).toEqual({ value: first.value, applied: [] });
    const { steps: _steps, ...sheet } = first.value;
    expect(characterSchema.parse(sheet)).toMatchObject({ gameLine: 'w5', lineSchemaVersion: 1 });
  });

  it('refuses a line version newer than this build knows, like a newer base version', () => {
    expect(() => migrateCharacter(stored('w5', { lineSchemaVersion: 2 }), withW5Step)).toThrow(CharacterTooNewError);
    expect(() => migrateCharacter(stored('w5', { lineSchemaVersion: 1 }))).toThrow(/lineSchemaVersion 1, this one knows 0/);
    expect(() => migrateCharacter(stored('w5', { lineSchemaVersion: 'eins' }), withW5Step)).toThrow(CharacterMigrationError);
  });

  it('leaves a current character of today (no line has a step yet) as it is', () => {
    for (const line of gameLines) {
      const current = blankCharacter(line, { name: 'Heute' });
      expect(current).not.toHaveProperty('lineSchemaVersion');
      expect(migrateCharacter(current)).toEqual({ value: current, applied: [] });
    }
  });
});

describe('isOlderShape (whether a stored character is migrated before it is served)', () => {
  it.each([
    ['current in both', stored('w5', { lineSchemaVersion: 1 }), false],
    ['an older base version', stored('w5', { schemaVersion: 3, lineSchemaVersion: 1 }), true],
    ['no base version', { ...stored('w5', { lineSchemaVersion: 1 }), schemaVersion: undefined }, true],
    ['an older line version', stored('w5', { lineSchemaVersion: 0 }), true],
    ['no line version', stored('w5'), true],
    ['a broken line version', stored('w5', { lineSchemaVersion: -1 }), true],
    ['a newer line version (served as stored, refused on save)', stored('w5', { lineSchemaVersion: 2 }), false],
    ['a newer base version', stored('w5', { schemaVersion: characterSchemaVersion + 1, lineSchemaVersion: 1 }), false],
    ['another line without a line version', stored('v5'), false],
    ['an unknown line', { ...stored('v5'), gameLine: 'x9' }, false],
  ])('%s: %s', (_, raw, older) => {
    expect(isOlderShape(raw, withW5Step)).toBe(older);
  });

  it('finds no stored character of today older, since no line has a step yet', () => {
    for (const line of gameLines) expect(isOlderShape(blankCharacter(line, { name: 'Heute' }))).toBe(false);
  });
});

describe('the character schema', () => {
  it('accepts a line version and refuses a broken one', () => {
    expect(characterSchema.parse(stored('w5', { lineSchemaVersion: 3 }))).toMatchObject({ lineSchemaVersion: 3 });
    expect(characterSchema.safeParse(stored('w5', { lineSchemaVersion: -1 })).success).toBe(false);
    expect(characterSchema.safeParse(stored('w5', { lineSchemaVersion: 1.5 })).success).toBe(false);
  });
});
