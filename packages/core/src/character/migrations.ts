import { characterSchemaVersion } from './version.ts';
import { lineSectionsV3 } from './migration-v3.ts';
import { isAcceptableAvatar } from './avatar.ts';

type RawCharacter = Record<string, unknown>;

/** One step from `schemaVersion` n − 1 to n. Steps run in order and never skip. */
interface CharacterMigration {
  readonly toVersion: number;
  readonly name: string;
  readonly up: (raw: RawCharacter) => RawCharacter;
}

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

export const characterMigrations: readonly CharacterMigration[] = [
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

export class CharacterMigrationError extends Error {}

/** Thrown for a character saved by a newer Vitae: it must not be read (and then saved) by this one. */
export class CharacterTooNewError extends CharacterMigrationError {
  constructor(readonly schemaVersion: number) {
    super(`the character was saved by a newer Vitae (schemaVersion ${schemaVersion}, this one knows ${characterSchemaVersion})`);
    this.name = 'CharacterTooNewError';
  }
}

/**
 * Brings a stored or imported character of any older shape up to the current `schemaVersion`.
 * A missing `schemaVersion` counts as 0 (files written before versioning). Returns the raw,
 * not yet validated object and the names of the steps applied. A current character passes
 * unchanged; a newer one throws `CharacterTooNewError`.
 */
export function migrateCharacter(raw: unknown): { value: RawCharacter; applied: string[] } {
  if (!isRecord(raw)) throw new CharacterMigrationError('a character must be a JSON object');
  const from = raw.schemaVersion === undefined ? 0 : raw.schemaVersion;
  if (typeof from !== 'number' || !Number.isInteger(from) || from < 0) {
    throw new CharacterMigrationError('schemaVersion must be a whole number');
  }
  if (from > characterSchemaVersion) throw new CharacterTooNewError(from);
  let value = raw;
  const applied: string[] = [];
  for (const migration of characterMigrations) {
    if (migration.toVersion <= from) continue;
    value = { ...migration.up(value), schemaVersion: migration.toVersion };
    applied.push(migration.name);
  }
  return { value, applied };
}

