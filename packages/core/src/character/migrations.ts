import { lineMigrations, type LineMigrations } from '../lines/migrations.ts';
import { lineSectionsV3 } from './migration-v3.ts';
import { isAcceptableAvatar } from './avatar.ts';
import { CharacterMigrationError, CharacterTooNewError, migrationSequence, recordedVersion, runSequence, type MigrationSequence, type MigrationStep, type RawCharacter } from './migration-sequence.ts';

export { CharacterMigrationError, CharacterTooNewError, migrationSequence, type MigrationSequence, type MigrationStep };
export { lineMigrations, type LineMigrations };

function isRecord(value: unknown): value is RawCharacter {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The original product stored inventory entries as stacks `{item: {…}, amount}`; the spec
 * describes flat items with a `quantity`. Flat items pass through unchanged.
 */
function flattenItemStack(entry: unknown): unknown {
  if (!isRecord(entry) || !isRecord(entry.item)) return entry;
  const { item, amount } = entry;
  return { ...item, quantity: typeof amount === 'number' ? amount : 1 };
}

/**
 * The original product's files (docs/behaviour-notes.md §12.4) keep a Foundry id and an elder flag
 * where our model has the tabletop link and the era; disciplines already count `currentLevel`
 * as dots + 1 like ours.
 */
function originalProductFields(raw: RawCharacter): RawCharacter {
  const { connectedFoundryId, isElder, ...rest } = raw;
  const next: RawCharacter = { ...rest };
  if (typeof connectedFoundryId === 'string' && connectedFoundryId && next.tabletop === undefined) next.tabletop = { id: connectedFoundryId };
  if (isElder === true && next.generationEra === undefined) next.generationEra = 'elder';
  return next;
}

/** The shared base's steps (`schemaVersion`): what every character has, whatever its line. */
export const characterMigrations: readonly MigrationStep[] = [
  {
    toVersion: 1,
    name: 'inventory-stacks-to-items',
    up(raw) {
      if (!isRecord(raw.inventory)) return raw;
      const inventory = { ...raw.inventory };
      for (const list of ['carriedItems', 'ownedItems'] as const) {
        const entries = inventory[list];
        if (Array.isArray(entries)) inventory[list] = entries.map(flattenItemStack);
      }
      return { ...raw, inventory };
    },
  },
  { toVersion: 2, name: 'original-product-fields', up: originalProductFields },
  { toVersion: 3, name: 'one-section-per-game-line', up: lineSectionsV3 },
  {
    // Avatars became image data URLs only (no SVG, no links): an older value that is not one
    // cannot be shown safely, so it is cleared rather than making the whole character unreadable.
    toVersion: 4,
    name: 'avatar-image-data-url-only',
    up(raw) {
      if (raw.avatar === undefined || isAcceptableAvatar(raw.avatar)) return raw;
      return { ...raw, avatar: '' };
    },
  },
];

/** The shared base's sequence; its version is `characterSchemaVersion` (a test holds them equal). */
export const baseMigrations: MigrationSequence = migrationSequence('base', characterMigrations);

function lineSequenceOf(raw: RawCharacter, lines: LineMigrations): MigrationSequence | undefined {
  const line = raw['gameLine'];
  return typeof line === 'string' && Object.hasOwn(lines, line) ? lines[line] : undefined;
}

/**
 * Brings a stored or imported character of any older shape up to the current shape: first the
 * base steps above its `schemaVersion`, then its line's steps above its `lineSchemaVersion`
 * (a missing version counts as 0: data written before that sequence existed). Returns the raw,
 * not yet validated object and the names of the steps applied. A current character passes
 * unchanged; one newer in either sequence throws `CharacterTooNewError`. `lines` is replaceable
 * for tests; a character of a line it does not know runs the base steps only (the schema refuses it).
 */
export function migrateCharacter(raw: unknown, lines: LineMigrations = lineMigrations): { value: RawCharacter; applied: string[] } {
  if (!isRecord(raw)) throw new CharacterMigrationError('a character must be a JSON object');
  const applied: string[] = [];
  let value = runSequence(baseMigrations, raw, 'schemaVersion', applied);
  const line = lineSequenceOf(value, lines);
  if (line) value = runSequence(line, value, 'lineSchemaVersion', applied);
  return { value, applied };
}

/**
 * Whether a stored character must go through `migrateCharacter` before it is served: its base
 * or its line's version is older than this build's. A current or newer one is served as stored
 * (a newer one is refused where it would be saved). The server's SQL (`storedShapeIsOlder`) and
 * its list entries decide the same.
 */
export function isOlderShape(raw: RawCharacter, lines: LineMigrations = lineMigrations): boolean {
  const base = recordedVersion(raw, 'schemaVersion');
  if (base === undefined || base < baseMigrations.version) return true;
  const line = lineSequenceOf(raw, lines);
  if (!line) return false;
  const lineVersion = recordedVersion(raw, 'lineSchemaVersion');
  return lineVersion === undefined || lineVersion < line.version;
}
