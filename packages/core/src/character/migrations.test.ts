import { describe, expect, it } from 'vitest';
import { lineRules } from '../lines/index.ts';
import { gameLines } from './keys.ts';
import { blankCharacter } from './blank.ts';
import { migrationSequence, type RawCharacter } from './migration-sequence.ts';
import { baseMigrations, CharacterMigrationError, CharacterTooNewError, isOlderShape, lineMigrations, migrateCharacter, type LineMigrations } from './migrations.ts';
import { characterSchema } from './schema.ts';
import { characterSchemaVersion } from './version.ts';

/** The Werewolf steps of today: the test step below comes after them. */
const w5Today = lineMigrations.w5.version;
const w5Real = lineMigrations.w5.steps.map((step) => step.name);

/** The registry with one made-up Werewolf step on top of the real ones: what a line's next migration looks like. */
const withW5Step: LineMigrations = {
  ...lineMigrations,
  w5: migrationSequence('w5', [
    ...lineMigrations.w5.steps,
    {
      toVersion: w5Today + 1,
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

  it.each(gameLines)('%s: its registry entry exposes its own sequence', (line) => {
    expect(lineRules[line].migrations).toBe(lineMigrations[line]);
    expect(lineRules[line].migrations.name).toBe(line);
  });

  it("keeps each line's steps under their names", () => {
    expect(Object.fromEntries(gameLines.map((line) => [line, lineMigrations[line].steps.map((step) => step.name)]))).toEqual({ v5: [], w5: ['w5-renown-at-most-five'], m20: [], h5: [] });
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
    ['a Werewolf without a line version runs every step', { ...stored('w5'), lineSchemaVersion: undefined }, [...w5Real, 'w5-test-rename-rage'], w5Today + 1],
    ['a Werewolf at line version 0 runs every step', stored('w5', { lineSchemaVersion: 0 }), [...w5Real, 'w5-test-rename-rage'], w5Today + 1],
    ['a Werewolf of today runs only the new one', stored('w5', { lineSchemaVersion: w5Today }), ['w5-test-rename-rage'], w5Today + 1],
    ['a Werewolf already past it does not', stored('w5', { lineSchemaVersion: w5Today + 1 }), [], w5Today + 1],
    ['a Vampire never does', stored('v5'), [], undefined],
    ['a Vampire with a stray line version does not', stored('v5', { lineSchemaVersion: 0 }), [], 0],
  ])('%s', (_, raw, applied, lineVersion) => {
    const result = migrateCharacter(raw, withW5Step);
    expect(result.applied).toEqual(applied);
    expect(result.value['lineSchemaVersion']).toBe(lineVersion);
    expect(result.value['steps']).toBe((applied as string[]).includes('w5-test-rename-rage') ? 1 : undefined);
  });

  it('runs the base steps first, then the line step, and each only once', () => {
    const old = stored('w5', { schemaVersion: 3, lineSchemaVersion: 0, avatar: 'https://example.org/a.png' });
    const first = migrateCharacter(old, withW5Step);
    expect(first.applied).toEqual(['avatar-image-data-url-only', ...w5Real, 'w5-test-rename-rage']);
    expect(first.value).toMatchObject({ schemaVersion: characterSchemaVersion, lineSchemaVersion: w5Today + 1, notes: `base ${characterSchemaVersion}`, steps: 1, avatar: '' });
    // What the migration returns is current: running it again (the next read) changes nothing.
    expect(migrateCharacter(first.value, withW5Step)).toEqual({ value: first.value, applied: [] });
    const { steps: _steps, ...sheet } = first.value;
    expect(characterSchema.parse(sheet)).toMatchObject({ gameLine: 'w5', lineSchemaVersion: w5Today + 1 });
  });

  it('refuses a line version newer than this build knows, like a newer base version', () => {
    expect(() => migrateCharacter(stored('w5', { lineSchemaVersion: w5Today + 2 }), withW5Step)).toThrow(CharacterTooNewError);
    expect(() => migrateCharacter(stored('w5', { lineSchemaVersion: w5Today + 1 }))).toThrow(new RegExp(`lineSchemaVersion ${w5Today + 1}, this one knows ${w5Today}`));
    expect(() => migrateCharacter(stored('w5', { lineSchemaVersion: 'eins' }), withW5Step)).toThrow(CharacterMigrationError);
  });

  it("leaves a current character of today as it is (a new one records its line's version)", () => {
    for (const line of gameLines) {
      const current = blankCharacter(line, { name: 'Heute' });
      expect(current.lineSchemaVersion).toBe(lineMigrations[line].version > 0 ? lineMigrations[line].version : undefined);
      expect(migrateCharacter(current)).toEqual({ value: current, applied: [] });
    }
  });
});

describe('isOlderShape (whether a stored character is migrated before it is served)', () => {
  it.each([
    ['current in both', stored('w5', { lineSchemaVersion: w5Today + 1 }), false],
    ['an older base version', stored('w5', { schemaVersion: 3, lineSchemaVersion: w5Today + 1 }), true],
    ['no base version', { ...stored('w5', { lineSchemaVersion: w5Today + 1 }), schemaVersion: undefined }, true],
    ['an older line version', stored('w5', { lineSchemaVersion: w5Today }), true],
    ['no line version', { ...stored('w5'), lineSchemaVersion: undefined }, true],
    ['a broken line version', stored('w5', { lineSchemaVersion: -1 }), true],
    ['a newer line version (served as stored, refused on save)', stored('w5', { lineSchemaVersion: w5Today + 2 }), false],
    ['a newer base version', stored('w5', { schemaVersion: characterSchemaVersion + 1, lineSchemaVersion: w5Today + 1 }), false],
    ['another line without a line version', stored('v5'), false],
    ['an unknown line', { ...stored('v5'), gameLine: 'x9' }, false],
  ])('%s: %s', (_, raw, older) => {
    expect(isOlderShape(raw, withW5Step)).toBe(older);
  });

  it('finds no character made today older', () => {
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

describe('Werewolf line migrations', () => {
  it.each([
    ['Renown above 5 (the sheet once took 10) becomes 5', { glory: 7, honor: 10, wisdom: 2 }, { glory: 5, honor: 5, wisdom: 2 }],
    ['Renown within 0–5 stays', { glory: 0, honor: 5, wisdom: 3 }, { glory: 0, honor: 5, wisdom: 3 }],
  ])('%s', (_label, renown, expected) => {
    const result = migrateCharacter(stored('w5', { lineSchemaVersion: 0, renown }));
    expect(result.applied).toContain('w5-renown-at-most-five');
    expect(result.value['renown']).toEqual(expected);
    expect(characterSchema.parse(result.value)).toMatchObject({ gameLine: 'w5', renown: expected });
  });
});
